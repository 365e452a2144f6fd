/**
 * The client address every per-client limit keys on (the receivers, the user service, the change
 * stream). Behind a load balancer the socket's address is the balancer's, so TRUST_PROXY names
 * how many proxies in front of the API append to X-Forwarded-For; entries further left were
 * written by the client and are never trusted.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { isIP } from 'node:net';

/** The socket's address, or 'unknown' outside a node socket (app.fetch in a test). */
export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The address of the client: with `trustedHops` = n, the n-th address from the right of
 * `X-Forwarded-For, socket` (each trusted proxy appended the address it saw). A chain shorter
 * than n answers its leftmost entry; an entry that is not an IP address falls back to the
 * socket's, so a malformed header never makes a bucket of its own per request.
 */
export function clientAddress(c: Context, trustedHops: number): string {
  const socket = socketAddress(c);
  if (trustedHops === 0) return socket;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const chain = [...forwarded, socket];
  const picked = chain[Math.max(0, chain.length - 1 - trustedHops)] ?? socket;
  return isIP(picked) === 0 ? socket : picked;
}

/**
 * True when a Host header names this machine: localhost, 127.0.0.0/8 or [::1], any port. A page
 * whose own name was rebound to 127.0.0.1 (DNS rebinding) still sends its own name.
 */
export function isLoopbackHost(host: string | undefined): boolean {
  const name = (host ?? '')
    .replace(/:\d+$/, '')
    .replace(/^\[(.*)\]$/, '$1')
    .toLowerCase();
  return name === 'localhost' || isLoopback(name);
}

/** True for 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6. */
export function isLoopback(address: string): boolean {
  const v4 = address.replace(/^::ffff:/i, '');
  return address === '::1' || (isIP(v4) === 4 && v4.startsWith('127.'));
}
