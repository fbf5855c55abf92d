import type { MessageKey } from '@konsol/contract';

/**
 * Typed errors thrown by services; the error plugin turns them into the `{ success:false, msg, errors }`
 * envelope in the caller's language. `msg` is a message key of the contract (or plain text).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly msg: MessageKey | string,
    readonly params?: Record<string, string | number>,
    readonly errors?: Record<string, MessageKey | string>,
    readonly headers?: Record<string, string>,
  ) {
    super(msg);
  }
}

export class BadRequest extends AppError {
  constructor(
    msg: MessageKey | string = 'badRequest',
    errors?: Record<string, MessageKey | string>,
    params?: Record<string, string | number>,
  ) {
    super(400, msg, params, errors);
  }
}
/** A field error: 400 with the message on the field and as the answer's msg. */
export const fieldError = (field: string, msg: MessageKey | string) => new BadRequest(msg, { [field]: msg });

export class Unauthorized extends AppError {
  constructor(msg: MessageKey | string = 'unauthorized') {
    super(401, msg);
  }
}
export class Forbidden extends AppError {
  constructor(msg: MessageKey | string = 'accessDenied') {
    super(403, msg);
  }
}
export class NotFound extends AppError {
  constructor(msg: MessageKey | string = 'notFound') {
    super(404, msg);
  }
}
export class Conflict extends AppError {
  constructor(msg: MessageKey | string, params?: Record<string, string | number>) {
    super(409, msg, params);
  }
}
/** A business rule is broken (e.g. insufficient balance): 422. */
export class Rule extends AppError {
  constructor(msg: MessageKey | string, params?: Record<string, string | number>) {
    super(422, msg, params);
  }
}
export class TooManyRequests extends AppError {
  constructor(retryAfterSeconds: number) {
    super(429, 'tooManyRequests', { seconds: retryAfterSeconds }, undefined, {
      'retry-after': String(retryAfterSeconds),
    });
  }
}

/** True when a database error is a unique-constraint violation: SQLite's constraint codes, PostgreSQL's 23505. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/**
 * A job attempt that failed in a way that is expected now and then (a partner's endpoint down, not a defect here):
 * its job has already written the one warning line saying so, so the worker retries it without an error line and
 * a stack. Anything else a job throws is unexpected and logged as an error.
 */
export class RetryLater extends Error {
  override name = 'RetryLater';
}
