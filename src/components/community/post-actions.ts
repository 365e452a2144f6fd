/** What a post's action buttons do (product §3 posts): delete after a confirm, report once signed in. */
import { deletePost, unwrap } from '../../api/users';
import { requireAccount } from '../../auth/load';
import type { Post } from '../../domain/entities/user';
import { t } from '../../i18n';
import { appStore } from '../../state/store';
import { errorText } from '../account/messages';
import { confirmDialog } from '../modals/confirm';

/** Deletes the post once the visitor confirms; a failure is a toast. */
export async function removePost(post: Post, onChange: () => void): Promise<void> {
  // product §2 global confirm dialog: a deleted post takes its comments with it.
  const sure = await confirmDialog(t('Публикацията и коментарите към нея ще бъдат изтрити.'), {
    title: t('Да се изтрие ли публикацията?'),
    confirmLabel: t('Изтрий'),
  });
  if (!sure) return;
  try {
    unwrap(await deletePost(post.id));
    onChange();
  } catch (error) {
    appStore().addToast({ text: errorText(error), type: 'error' });
  }
}

/** Opens the report modal, after sign-in if needed. */
export async function reportPost(post: Post, locale: string): Promise<void> {
  if (await requireAccount(appStore())) {
    appStore().openModal({ name: 'feed-report-post', props: { postId: post.id, locale } });
  }
}
