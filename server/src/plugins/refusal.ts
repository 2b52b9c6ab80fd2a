/**
 * The one way a handler or a guard answers a 4xx: `throw refuse(status, message, extra)`. It
 * leaves through the error handler, which shapes it for the route: a visitor's write answers
 * { success: false, error, message, ...extra } (the shape the site reads), any other route
 * { message, ...extra }, with `error` first when it names more than the message (the status
 * name of a guard's answer, as Fastify's own errors put it).
 */
import type { FieldErrors } from '@cloud-consulting/domain/forms/shared';
import type { RecordVersion } from '@cloud-consulting/domain/record-versions';

export interface Failure {
  success: false;
  error: string;
  message: string;
  errors?: FieldErrors | Array<{ field: string; message: string }>;
  required?: string[];
  /** A write refused as stale (412): the record's version now, who made it and when. */
  current?: RecordVersion;
}

export function failure(message: string, extra: Omit<Partial<Failure>, 'success'> = {}): Failure {
  return { success: false, error: message, message, ...extra };
}

/** Thrown inside a handler (or its transaction, which it rolls back) to answer a 4xx. */
export class Refusal extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Failure,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }

  /** The answer of a route that is not a visitor's write. */
  plainBody(): Record<string, unknown> {
    const { success: _success, error, message, ...extra } = this.body;
    return error === message ? { message, ...extra } : { error, message, ...extra };
  }
}

export const refuse = (
  status: number,
  message: string,
  extra?: Parameters<typeof failure>[1],
  headers?: Record<string, string>,
) => new Refusal(status, failure(message, extra), headers);
