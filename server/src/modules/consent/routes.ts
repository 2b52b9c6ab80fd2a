/**
 * POST /api/consent/log (previous, next, reason; stored with the time and the client address
 * hash) and GET /api/client-info ({ ipHash }). Raw client addresses are never stored or sent.
 */
import Joi from 'joi';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@cloud-consulting/domain/api-paths';
import { CONSENT_LOG_REASONS } from '@cloud-consulting/domain/consent';
import { writeResponses } from '../../plugins/shared-schemas.js';
import { publicRoute } from '../../plugins/public-routes.js';
import { readBody, writeRoute } from '../../plugins/visitor-writes.js';
import { createConsentRepository } from './repository.js';

export const CONSENT_SERVER_MESSAGES = {
  value: 'previous and next must be a consent state, a boolean or a consent record.',
  reason: `reason must be one of: ${CONSENT_LOG_REASONS.join(', ')}.`,
} as const;

/** A consent value as the site has it: 'granted'/'denied', a boolean, or a consent record. */
const consentValue = Joi.alternatives()
  .try(
    Joi.string().trim().max(50),
    Joi.boolean(),
    Joi.object({
      necessary: Joi.boolean(),
      analytics: Joi.boolean(),
      marketing: Joi.boolean(),
      functional: Joi.boolean(),
      consentDate: Joi.string().isoDate(),
      // The consent text's version the choice was made under (CONSENT_VERSION).
      version: Joi.string().trim().max(50),
    }).unknown(false),
  )
  .allow(null)
  .messages({ 'alternatives.match': CONSENT_SERVER_MESSAGES.value });

export const consentLogSchema = Joi.object<{
  previous: unknown;
  next: unknown;
  reason: string;
}>({
  previous: consentValue.optional(),
  next: consentValue.required().messages({ 'any.required': CONSENT_SERVER_MESSAGES.value }),
  reason: Joi.string()
    .valid(...CONSENT_LOG_REASONS)
    .required()
    .messages({
      'any.only': CONSENT_SERVER_MESSAGES.reason,
      'any.required': CONSENT_SERVER_MESSAGES.reason,
      'string.base': CONSENT_SERVER_MESSAGES.reason,
    }),
});

export const clientInfoSchema = {
  $id: 'ClientInfo',
  type: 'object',
  properties: { ipHash: { type: 'string', description: 'Salted SHA-256 of the client address' } },
  required: ['ipHash'],
};

export async function consentRoutes(app: FastifyInstance): Promise<void> {
  const consentLog = createConsentRepository(app.db);

  app.post(
    publicRoute(API_PATHS.consentLog),
    {
      ...writeRoute(app, 'forms', 'nothing', consentLogSchema),
      schema: {
        tags: ['consent'],
        summary: 'Record a consent change (previous, next, reason)',
        security: [{ apiKey: [] }],
        response: writeResponses({
          201: { type: 'object', properties: { success: { type: 'boolean' } } },
        }),
      },
    },
    async (request, reply) => {
      const value = readBody(consentLogSchema, request.body);
      await consentLog.insert({
        previous: value.previous,
        next: value.next,
        reason: value.reason,
        ipHash: request.ipHash,
        createdAt: new Date(app.now()),
      });
      return reply.code(201).send({ success: true });
    },
  );

  app.get(
    publicRoute(API_PATHS.clientInfo),
    {
      schema: {
        tags: ['consent'],
        summary: "The client's address hash (what the server stores instead of the address)",
        security: [{ apiKey: [] }],
        response: { 200: { $ref: 'ClientInfo#' } },
      },
    },
    async (request) => ({ ipHash: request.ipHash }),
  );
}
