/**
 * Whether a third party's address answers at all (the slot demo's provider, product §2 demo): an
 * opaque HEAD, so any HTTP answer counts and only a network failure (refused, unresolved,
 * blocked) does not. No credentials, no referrer: it asks nothing of the visitor.
 */
export async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, {
      method: 'HEAD',
      mode: 'no-cors',
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
    });
    return true;
  } catch {
    return false;
  }
}
