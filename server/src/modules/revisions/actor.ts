/** Who made an admin change, as every kept version records it. */
import type { FastifyRequest } from 'fastify';
import { actorName } from '../../plugins/admin-auth.js';
import { AUTOMATION_ACTOR } from '../blog/service.js';

/** The signed-in person's email, or 'automation' for the admin token. */
export function actorOf(request: FastifyRequest): string {
  return request.actor ? actorName(request.actor) : AUTOMATION_ACTOR;
}
