/** A verify token is good once: used, it leaves the address bar, so a reload asks nothing again. */
import { addressWithout } from '../../domain/rules/query';

/** Takes the used token `name` out of the address (SPEC §2 emailVerifyToken, passwordVerifyToken). */
export function forgetUsedToken(name: 'emailVerifyToken' | 'passwordVerifyToken'): void {
  history.replaceState(history.state, '', addressWithout(location.href, name));
}
