/** A verify token is good once: used, it leaves the address bar, so a reload asks nothing again. */
import { addressWithout } from '../../domain/rules/query';

/** Removes the used token `name` from the address bar (SPEC §2 verify tokens). */
export function forgetUsedToken(name: 'emailVerifyToken' | 'passwordVerifyToken'): void {
  history.replaceState(history.state, '', addressWithout(location.href, name));
}
