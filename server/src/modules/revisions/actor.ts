/** Who made an admin change, as every kept version records it. */
import type { FastifyRequest } from 'fastify';
import { actorName } from '../../plugins/admin-auth.js';

/** Who changes records through the admin token (people sign in on another path). */
export const AUTOMATION_ACTOR = 'automation';

/** The signed-in person's email, or 'automation' for the admin token. */
export function actorOf(request: FastifyRequest): string {
  return request.actor ? actorName(request.actor) : AUTOMATION_ACTOR;
}
