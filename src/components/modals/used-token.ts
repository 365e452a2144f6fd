/** A verify token is good once: used, it leaves the address bar, so a reload asks nothing again. */
import { addressWithout } from '../../domain/rules/query';

/** Takes token `name` out of the address bar in place (product §2 verify tokens). */
export function forgetUsedToken(name: 'emailVerifyToken' | 'passwordVerifyToken'): void {
  history.replaceState(history.state, '', addressWithout(location.href, name));
}
