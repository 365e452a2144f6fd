/** A post's own actions for its author (product §3 posts): edit in place, delete after a confirm. */
import type { Post } from '../../domain/entities/user';
import { t } from '../../i18n';
import { removePost } from './post-actions';

/** Props of {@link PostOwnActions}. */
export type PostOwnActionsProps = {
  post: Post;
  onEdit: () => void;
  /** Called after the post was deleted. */
  onChange: () => void;
};

/** The edit and delete buttons. */
export function PostOwnActions({ post, onEdit, onChange }: PostOwnActionsProps) {
  return (
    <>
      <button type="button" className="link-button" data-action="edit" onClick={onEdit}>
        {t('Редактирай')}
      </button>
      <button
        type="button"
        className="link-button"
        data-action="delete"
        onClick={() => void removePost(post, onChange)}
      >
        {t('Изтрий')}
      </button>
    </>
  );
}
