/**
 * Who likes, bookmarks, views or comments: a registered user (userId) or a guest (guestId), as
 * one key 'user:<id>' or 'guest:<id>'. The site sends both ids in bodies and queries; the
 * domain has no schema for these small bodies, so it is here.
 */
import Joi from 'joi';

const visitorId = Joi.alternatives()
  .try(Joi.string().trim().max(100), Joi.number().integer().min(0).max(Number.MAX_SAFE_INTEGER))
  .allow(null, '')
  .messages({ 'alternatives.match': 'userId and guestId must be short strings or numbers.' });

export interface ActorValues {
  userId?: string | number | null;
  guestId?: string | number | null;
}

export const actorSchema = Joi.object<ActorValues>({
  userId: visitorId.optional(),
  guestId: visitorId.optional(),
});

export const ENGAGEMENT_SERVER_MESSAGES = {
  actorRequired: 'A userId or guestId is required.',
  platform: 'Please name the platform shared to (at most 50 characters).',
} as const;

const present = (v: unknown) => v !== undefined && v !== null && v !== '';

export function actorOf(values: ActorValues): string | null {
  if (present(values.userId)) return `user:${String(values.userId)}`;
  if (present(values.guestId)) return `guest:${String(values.guestId)}`;
  return null;
}

/** Query string ids for "did I like it" flags (invalid ones are ignored: it is a read). */
export const actorQuerySchema = {
  type: 'object',
  properties: {
    userId: { type: 'string', maxLength: 100 },
    guestId: { type: 'string', maxLength: 100 },
  },
} as const;
