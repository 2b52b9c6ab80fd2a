/**
 * One error handler: logs method, url and params, answers { message }, and replaces every 5xx
 * message with a generic one so no stack trace or SQL reaches a client. Schema validation
 * failures answer 400 with the names of the offending fields.
 *
 * Every 400 has one shape whatever the route declares: { message, errors } (errors lists the
 * offending fields, empty when the request as a whole is wrong), or a visitor's write's
 * { success: false, error, message, ... }. Error answers are written as they are built, never
 * through the route's response schema, so a body that does not fit a declared 4xx (a malformed
 * JSON body on a route whose 400 is a ValidationError) cannot turn into a 500. Client errors are
 * logged at info level without a stack trace.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { Refusal } from './refusal.js';
import { loggedUrl } from './request-log.js';
import { DatabaseUnavailableError } from '../db/client.js';
import { UploadStoreUnavailableError } from '@cloud-consulting/uploads-store/store-unavailable';

interface ValidationItem {
  instancePath?: string;
  params?: Record<string, unknown>;
  message?: string;
  keyword?: string;
}

function fieldErrors(items: ValidationItem[], context: string | undefined) {
  return items.map((item) => {
    const missing = item.params?.missingProperty;
    const extra = item.params?.additionalProperty;
    const pathName = (item.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const prefix = pathName ? `${pathName}.` : '';
    if (typeof missing === 'string')
      return { field: `${prefix}${missing}`, message: 'is required' };
    if (typeof extra === 'string') return { field: `${prefix}${extra}`, message: 'is not allowed' };
    return { field: pathName || context || 'body', message: item.message ?? 'is invalid' };
  });
}

/** A body the content-type parser refused: not JSON, JSON with __proto__, empty, too big... */
const isBodyError = (error: FastifyError) =>
  typeof error.code === 'string' && error.code.startsWith('FST_ERR_CTP_');

export function errorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  // Visitors' writes answer { success: false, error, message }, the shape the site reads.
  const publicWrite = request.routeOptions.config?.publicWrite === true;
  // Written with JSON.stringify: an error's answer never depends on the route's response schema.
  reply.serializer(JSON.stringify).type('application/json; charset=utf-8');
  /** A 400 of a route that is not a visitor's write always lists its fields (maybe none). */
  const withErrors = (status: number, body: Record<string, unknown>) =>
    status === 400 && !publicWrite && !Array.isArray(body.errors) ? { ...body, errors: [] } : body;
  // The database is restarting or out of reach: a retry in a moment may succeed, so 503 with
  // Retry-After rather than a 500.
  if (error instanceof DatabaseUnavailableError) {
    request.log.warn(
      { err: error.cause, method: request.method, url: loggedUrl(request.url) },
      error.message,
    );
    const message = 'The service is temporarily unavailable. Please try again shortly.';
    return reply
      .code(503)
      .header('Retry-After', '1')
      .send(publicWrite ? { success: false, error: message, message } : { message });
  }
  // The bucket of uploaded images is down or refuses this provider: nothing is lost (an upload
  // stores no row without its file), and a retry may succeed; the cause goes to the log only.
  if (error instanceof UploadStoreUnavailableError) {
    request.log.error(
      { err: error, method: request.method, url: loggedUrl(request.url) },
      error.message,
    );
    const message = 'The uploaded files cannot be reached right now. Please try again shortly.';
    return reply
      .code(503)
      .header('Retry-After', '5')
      .send(publicWrite ? { success: false, error: message, message } : { message });
  }
  if (error instanceof Refusal) {
    request.log.info(
      { method: request.method, url: loggedUrl(request.url), status: error.statusCode },
      error.message,
    );
    return reply
      .code(error.statusCode)
      .headers(error.headers)
      .send(publicWrite ? error.body : withErrors(error.statusCode, error.plainBody()));
  }
  if (error.validation) {
    const errors = fieldErrors(error.validation as ValidationItem[], error.validationContext);
    const fields = [...new Set(errors.map((e) => e.field))].join(', ');
    request.log.info(
      { method: request.method, url: loggedUrl(request.url), errors },
      'invalid request',
    );
    const message = `Invalid ${fields}`;
    return reply
      .code(400)
      .send(
        publicWrite ? { success: false, error: message, message, errors } : { message, errors },
      );
  }
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error(
      { err: error, method: request.method, url: loggedUrl(request.url), params: request.params },
      'request failed',
    );
    const message = 'Internal server error';
    return reply
      .code(status)
      .send(publicWrite ? { success: false, error: message, message } : { message });
  }
  request.log.info({ method: request.method, url: loggedUrl(request.url), status }, error.message);
  if (status === 400 && isBodyError(error)) {
    const message = `Invalid body: ${error.message}`;
    const errors = [{ field: 'body', message: error.message }];
    return reply
      .code(400)
      .send(
        publicWrite ? { success: false, error: message, message, errors } : { message, errors },
      );
  }
  return reply
    .code(status)
    .send(
      publicWrite
        ? { success: false, error: error.message, message: error.message }
        : withErrors(status, { message: error.message }),
    );
}
