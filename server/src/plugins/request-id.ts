/**
 * Request ids (see the domain's request-id): each request keeps the X-Request-Id its caller sent
 * when it is fit for a log line (the builder's build reports send the id of the change they
 * answer), or gets a fresh UUID; its log lines carry it as reqId and its answer as X-Request-Id,
 * so a visitor's or an editor's report of a failure leads to its log lines.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { givenRequestId, REQUEST_ID_HEADER } from '@cloud-consulting/domain/request-id';

/** Fastify's genReqId: the caller's id when fit, else a fresh one. */
export function requestIdOf(raw: IncomingMessage): string {
  return givenRequestId(raw.headers[REQUEST_ID_HEADER.toLowerCase()]) ?? randomUUID();
}

/** Sends the request's id with its answer. */
export function echoRequestId(
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  reply.header(REQUEST_ID_HEADER, request.id);
  done();
}
