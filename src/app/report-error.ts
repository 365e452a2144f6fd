/**
 * Unhandled errors (product §8): only logged on the local stage and on a preview host, else mailed
 * as the shell variant (store state and stack), the same error at most once a page view.
 * Outdated-build errors never get here: the boot opens the refresh popup for them instead.
 */
import type { Store } from '../state/store';
import { clientConfig } from '../config/client';
import { isPreviewHost } from '../domain/rules/agents';
import { readBootInfo } from '../api/context';
import { describeError, sendErrorMail } from '../telemetry/error-mail';

/** Errors already mailed in this page view, by name and message. */
const mailed = new Set<string>();

/** Handles one unhandled error; resolves whether a mail was sent. */
export async function reportUnhandled(error: unknown, store: Store): Promise<boolean> {
  const config = clientConfig();
  if (config.stage === 'local' || isPreviewHost(location.hostname)) {
    console.error(error);
    return false;
  }
  const { name, message } = describeError(error);
  const key = `${name}\u0000${message}`;
  if (mailed.has(key)) return false;
  mailed.add(key);
  // A modal's props may hold a verify token (product §2): only its name goes out.
  const { toasts: _toasts, modal, ...rest } = store.getState();
  const state = { ...rest, modal: modal ? { name: modal.name } : null };
  return sendErrorMail({ context: 'Unhandled error', error, locale: readBootInfo().locale, state });
}
