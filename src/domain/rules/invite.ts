/**
 * An anonymous visitor's invitation (product §2 invite friend, refId): the browser keeps a random
 * secret and shares only its SHA-256 as the invitation id, so an account proves it holds the
 * invitation by sending the secret, which no link ever shows (docs/consent.md). The server
 * keeps the hash, never the secret. Pure but for Web Crypto, which Node and browsers share.
 */

/** Bytes of randomness in a secret. */
export const INVITE_SECRET_BYTES = 32;

/** A secret as the browser writes it: {@link INVITE_SECRET_BYTES} bytes in base64url. */
export const INVITE_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** `bytes` in unpadded base64url (RFC 4648 §5). */
export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A fresh secret from the platform's cryptographic random source. */
export function newInviteSecret(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(INVITE_SECRET_BYTES)));
}

/** The invitation id of `secret`: its SHA-256 in base64url, the refId its link carries. */
export async function inviteIdOf(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  return base64Url(new Uint8Array(digest));
}
