/** A refused user-service call: its status and the typed reason the browser switches on. */
import type { UserErrorBody, UserErrorKind, UserErrorReason } from '../../src/domain/entities/user';

const KIND_OF_STATUS = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  429: 'rate_limited',
  500: 'internal',
} as const satisfies Record<number, UserErrorKind>;

/** A status the user service refuses with. */
export type RefusalStatus = keyof typeof KIND_OF_STATUS;

/** Thrown by a handler; the user routes' error handler answers it as {@link UserErrorBody}. */
export class Refusal extends Error {
  override name = 'Refusal';
  readonly status: RefusalStatus;
  readonly reason: UserErrorReason;
  constructor(status: RefusalStatus, reason: UserErrorReason, message: string) {
    super(message);
    this.status = status;
    this.reason = reason;
  }

  /** The JSON body of the answer. */
  body(): UserErrorBody {
    return { error: KIND_OF_STATUS[this.status], reason: this.reason, message: this.message };
  }
}

/** 404 for a missing row. */
export const notFound = (what: string): Refusal => new Refusal(404, 'not-found', `No ${what}`);
