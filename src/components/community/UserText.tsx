/**
 * Text a user wrote (product §3 posts, comments): rendered as text, never as HTML, so nothing a user
 * types can become markup; their links are marked user-generated (rel="ugc nofollow").
 */
import { isHttpUrl } from '../../domain/rules/url';

/** A post's or comment's text, line breaks kept by CSS. */
export function UserText({ text }: { text: string }) {
  return <p className="user-text">{text}</p>;
}

/** A link a user gave: only http(s), opened in a new tab without access to this page. */
export function UserLink({ href }: { href: string }) {
  if (!isHttpUrl(href)) return null;
  return (
    <a className="user-link" href={href} rel="ugc nofollow noopener noreferrer" target="_blank">
      {href}
    </a>
  );
}
