/** Unhandled errors (SPEC §8): logged on the local stage and in preview mode, else mailed. */
import type { Store } from '../state/store';
import { clientConfig } from '../config/client';
import { isPreviewHost } from '../domain/rules/agents';
import { readBootInfo } from '../api/context';
import { sendErrorMail } from '../telemetry/error-mail';

/** Handles one unhandled error. */
export function reportUnhandled(error: unknown, store: Store): void {
  const config = clientConfig();
  if (config.stage === 'local' || isPreviewHost(location.hostname)) {
    console.error(error);
    return;
  }
  const { toasts: _toasts, ...state } = store.getState();
  void sendErrorMail({
    context: 'Unhandled error',
    error,
    locale: readBootInfo().locale,
    state,
  });
}
