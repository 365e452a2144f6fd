/**
 * The user service calls the login flow makes (SPEC §4 Login, §7 /users/*), over the one HTTP
 * layer: the identity token travels as x-authorization once signed in.
 */
import { Inventory } from '../domain/entities/user';
import { callJson, callSend } from './client';

/** GET /users/inventory: the signed-in user's inventory, avatar included (SPEC §7). */
export function fetchInventory(): Promise<Inventory> {
  return callJson('api', '/users/inventory', Inventory);
}

/** POST /users/action: records an action such as 'user-login' (SPEC §4). */
export function recordAction(body: { action: 'user-login' }): Promise<void> {
  return callSend('api', '/users/action', { method: 'POST', body });
}

/** POST /users/last-login (SPEC §3 user service areas). */
export function updateLastLogin(): Promise<void> {
  return callSend('api', '/users/last-login', { method: 'POST', body: {} });
}

/** POST /users/email-token: mails the signed-in account a verification link. */
export function requestEmailToken(body: { username?: string }): Promise<void> {
  return callSend('api', '/users/email-token', { method: 'POST', body });
}

/** POST /users/password-token: mails a reset link to `email` if it has an account. */
export function requestPasswordToken(body: { email: string }): Promise<void> {
  return callSend('api', '/users/password-token', { method: 'POST', body });
}
