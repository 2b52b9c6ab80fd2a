/**
 * Writes the audit log of the admin API: every successful change, every read whose route names
 * its action (exports), and the refusals a handler asks for (a refused sign-in), each with who,
 * when, what and on which record. Written in onSend, before the answer leaves, so whoever got
 * the answer can read the row.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ANONYMOUS_ACTOR,
  auditAction,
  isAudited,
  sentFields,
} from '@cloud-consulting/domain/audit';
import { actorName } from '../../plugins/admin-auth.js';
import { createAuditRepository } from './repository.js';

/** What a handler adds to its call's row. */
export interface AuditNote {
  /** Replaces the route's action name (a role change is named apart from other edits). */
  action?: string;
  /** Replaces the names of the fields sent. Small, and never a password or token. */
  details?: Record<string, unknown>;
  /** The record concerned, when its address does not name it. */
  recordId?: string | number;
  /** Record this call even though it is refused. */
  recordRefusal?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Admin routes: the audit log's name of this action (a GET is recorded only when it sets
     * one), or false when the route is never recorded. Absent: method and path template.
     */
    audit?: string | false;
  }
  interface FastifyRequest {
    /** Set by a handler through noteAudit; read when the row is written. */
    auditNote: AuditNote | null;
  }
}

/** Adds to what this call's audit row will say. */
export function noteAudit(request: FastifyRequest, note: AuditNote): void {
  request.auditNote = { ...request.auditNote, ...note };
}

/** The id a 201 answer gives the record it created (Id or id), if any. */
function createdId(reply: FastifyReply, payload: unknown): string | null {
  if (reply.statusCode !== 201 || typeof payload !== 'string') return null;
  try {
    const body = JSON.parse(payload) as { Id?: unknown; id?: unknown } | null;
    const id = body?.Id ?? body?.id;
    return typeof id === 'number' || typeof id === 'string' ? String(id) : null;
  } catch {
    return null;
  }
}

/** Adds the recording hook to the admin scope; call it before the admin routes are added. */
export function registerAuditTrail(admin: FastifyInstance): void {
  const repo = createAuditRepository(admin.db);
  admin.decorateRequest('auditNote', null);

  admin.addHook('onSend', async (request, reply, payload) => {
    const config = request.routeOptions.config;
    const note = request.auditNote;
    const route = request.routeOptions.url;
    if (route === undefined) return payload;
    const call = {
      method: request.method,
      status: reply.statusCode,
      audit: config?.audit,
      recordRefusal: note?.recordRefusal,
    };
    if (!isAudited(call)) return payload;
    const { actor } = request;
    const params = request.params as { id?: string | number } | undefined;
    const recordId = note?.recordId ?? params?.id ?? createdId(reply, payload);
    const fields = sentFields(request.body);
    try {
      await repo.insert({
        at: new Date(admin.now()),
        actor: actor ? actorName(actor) : ANONYMOUS_ACTOR,
        actorPersonId: actor?.kind === 'person' ? actor.id : null,
        action: note?.action ?? auditAction(request.method, route, config?.audit),
        resource: route,
        recordId: recordId === null || recordId === undefined ? null : String(recordId),
        method: request.method,
        status: reply.statusCode,
        details: note?.details ?? (fields ? { fields } : {}),
        ipHash: request.ipHash,
      });
    } catch (error) {
      // The change itself is committed: failing its answer now would only invite a retry.
      request.log.error({ err: error, route, method: request.method }, 'audit row not written');
    }
    return payload;
  });
}
