/**
 * Record versions on the admin API (the rule is packages/domain/src/record-versions.ts): a
 * write's If-Match is read once here, a service refuses a stale one inside the transaction that
 * locked the record (VersionConflict), and the refusal answers 412 with the record's version now.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  VERSION_MESSAGES,
  versionFromIfMatch,
  versionTag,
  type RecordVersion,
} from '@cloud-consulting/domain/record-versions';
import { refuse } from './refusal.js';

/** Thrown by a service when the record changed since the version the write started from. */
export class VersionConflict extends Error {
  constructor(readonly current: RecordVersion) {
    super(VERSION_MESSAGES.stale);
    this.name = 'VersionConflict';
  }
}

/** The version a write started from (If-Match), undefined when it names none; 400 if unreadable. */
export function expectedVersion(request: FastifyRequest): number | undefined {
  const version = versionFromIfMatch(request.headers['if-match']);
  if (version === null) {
    throw refuse(400, VERSION_MESSAGES.malformed, {
      errors: [{ field: 'If-Match', message: VERSION_MESSAGES.malformed }],
    });
  }
  return version;
}

/** A VersionConflict as the 412 answer; any other error as it is. */
export function staleRefusal(error: unknown): unknown {
  return error instanceof VersionConflict
    ? refuse(412, VERSION_MESSAGES.stale, { current: error.current })
    : error;
}

/** Adds the record's ETag to the answer and its version to the body. */
export function withVersion<T extends object>(
  reply: FastifyReply,
  body: T,
  version: RecordVersion,
): T & { version: number } {
  reply.header('ETag', versionTag(version.version));
  return { ...body, version: version.version };
}

/** The answer schema of a stale write. */
export const versionConflictSchema = {
  $id: 'VersionConflict',
  type: 'object',
  description: 'The record changed after the version the write named in If-Match',
  properties: {
    message: { type: 'string' },
    current: {
      type: 'object',
      properties: {
        version: { type: 'integer' },
        changedBy: { type: ['string', 'null'] },
        changedAt: { type: ['string', 'null'], format: 'date-time' },
      },
      required: ['version', 'changedBy', 'changedAt'],
    },
  },
  required: ['message', 'current'],
} as const;

/** The record's version as an answer property. */
export const versionProperty = {
  type: 'integer',
  minimum: 1,
  description: 'Grows with every change; send it back in If-Match to refuse overwriting another',
} as const;
