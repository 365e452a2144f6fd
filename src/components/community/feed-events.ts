/**
 * The feed's islands and its modals are separate React roots: a change made in a modal (a new
 * post, a report) reaches the feed as a window event, which revalidates what it shows.
 */

/** Fired on window after a post was created, edited or deleted. */
export const FEED_CHANGED_EVENT = 'app:feed-changed';

/** Tells the feed to revalidate. */
export function announceFeedChange(): void {
  window.dispatchEvent(new Event(FEED_CHANGED_EVENT));
}
