/** Reading one cookie out of a `document.cookie` text (product §3 Cookies): pure, no zod (eager). */

/** The decoded value of cookie `name` in `text` ('a=1; b=2'), or undefined when absent or broken. */
export function cookieValue(text: string, name: string): string | undefined {
  for (const part of text.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}
