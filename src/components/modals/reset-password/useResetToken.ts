/** The password-reset token's check (product §2 passwordVerifyToken) with the identity service. */
import { useEffect, useState } from 'react';
import { loadAuth } from '../../../auth/load';
import { errorText } from '../../account/messages';

/** Where the reset stands: the token checked, refused or missing, or the password set. */
export type ResetState =
  | { kind: 'checking' }
  | { kind: 'ready'; email: string }
  | { kind: 'done' }
  | { kind: 'failed'; text: string }
  | { kind: 'invalid' };

/** The reset's state, checking `token` once (no token: invalid), and how to move it on. */
export function useResetToken(token: string | null) {
  const [state, setState] = useState<ResetState>(
    token ? { kind: 'checking' } : { kind: 'invalid' },
  );
  useEffect(() => {
    if (!token) return;
    let live = true;
    loadAuth()
      .then((auth) => auth.checkResetCode(token))
      .then(
        (email) => live && setState({ kind: 'ready', email }),
        (error: unknown) => live && setState({ kind: 'failed', text: errorText(error) }),
      );
    return () => {
      live = false;
    };
  }, [token]);
  return [state, setState] as const;
}
