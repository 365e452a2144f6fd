import { describe, expect, it } from 'vitest';
import {
  base64Url,
  INVITE_SECRET_PATTERN,
  inviteIdOf,
  newInviteSecret,
} from '../../../../src/domain/rules/invite';
import { AnonIdClaim } from '../../../../src/domain/entities/user';

describe('an anonymous invitation (product §2 invite friend)', () => {
  it('writes bytes in unpadded base64url', () => {
    expect(base64Url(new Uint8Array([0xfb, 0xff, 0xfe]))).toBe('-__-');
    expect(base64Url(new Uint8Array([0x61]))).toBe('YQ');
  });

  it('makes a fresh 32-byte secret each time, in the claim’s form', () => {
    const [a, b] = [newInviteSecret(), newInviteSecret()];
    expect(a).toMatch(INVITE_SECRET_PATTERN);
    expect(a).not.toBe(b);
    expect(AnonIdClaim.safeParse({ secret: a }).success).toBe(true);
  });

  it('shows the SHA-256 of the secret as the id, never the secret', async () => {
    // FIPS 180-2's 'abc' vector, in base64url.
    await expect(inviteIdOf('abc')).resolves.toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
    const secret = newInviteSecret();
    expect(await inviteIdOf(secret)).not.toBe(secret);
  });

  it.each([
    ['the id a link shows', { anonId: 'ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0' }],
    ['a short secret', { secret: 'abc' }],
    ['a secret with a slash', { secret: `${'a'.repeat(42)}/` }],
  ])('refuses %s as a claim', (_name, body) => {
    expect(AnonIdClaim.safeParse(body).success).toBe(false);
  });
});
