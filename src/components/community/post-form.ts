/** A post form's fields parsed with the user service's own schema (product §3 posts). */
import { NewPost } from '../../domain/entities/user';
import { formText } from '../forms/form-text';

/** The text and optional link of a post form; an empty link is no link. */
export function parsePostForm(form: HTMLFormElement) {
  const data = new FormData(form);
  const link = formText(data, 'link').trim();
  return NewPost.safeParse({ text: formText(data, 'text'), link: link === '' ? null : link });
}
