/**
 * Lead and feedback endpoints: per-address rate limit, then the lead service (service.ts) stores
 * the submission and gives the answer. A retried submission's answer is marked
 * Idempotent-Replayed.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@cloud-consulting/domain/api-paths';
import type { LeadKind } from '@cloud-consulting/domain/lead-kinds';
import { writeResponses } from '../../plugins/shared-schemas.js';
import { publicRoute } from '../../plugins/public-routes.js';
import { writeRoute } from '../../plugins/visitor-writes.js';
import { IDEMPOTENCY_HEADER } from './idempotency.js';
import { createLeadService } from './service.js';

/** Every path that stores a lead, the kind it stores, and its summary in the API document. */
const ENDPOINTS: Array<{ path: string; kind: LeadKind; summary: string }> = [
  {
    path: API_PATHS.customerRequests,
    kind: 'customer_request',
    summary: 'Contact form, IT consultation, partnership and the demo customer step',
  },
  {
    path: API_PATHS.productDemo,
    kind: 'product_demo',
    summary:
      'Demo request for a customer created by POST /api/customer_requests. preferredDate, ' +
      'preferredTime (hh:mm AM) and timeZone (an IANA zone, default UTC) name the instant ' +
      'answered as data.PreferredAt',
  },
  {
    path: API_PATHS.productInquiry,
    kind: 'product_inquiry',
    summary: 'Product inquiry ("Get Product Information")',
  },
  {
    path: API_PATHS.trainingSubmit,
    kind: 'training_request',
    summary: 'Corporate training request',
  },
  {
    path: API_PATHS.trainingRequest,
    kind: 'training_request',
    summary: 'Corporate training request',
  },
  {
    path: API_PATHS.feedback,
    kind: 'feedback',
    summary: 'Feedback widget ("Share Your Feedback")',
  },
];

export async function leadRoutes(app: FastifyInstance): Promise<void> {
  const leads = createLeadService(app);

  for (const { path, kind, summary } of ENDPOINTS) {
    app.post(
      publicRoute(path),
      {
        ...writeRoute(app, 'forms', 'nothing', leads.bodyRules(kind)),
        schema: {
          tags: ['leads'],
          summary,
          description:
            'Body: the form fields (unknown fields are dropped), plus ' +
            'humanCheck: { challenge, answer } from GET /api/human-check. Optional header ' +
            'Idempotency-Key: a retry answers the first result.',
          security: [{ apiKey: [] }],
          response: writeResponses({ 201: { $ref: 'LeadResult#' } }),
        },
      },
      async (request, reply) => {
        const answer = await leads.submit(kind, path, {
          body: request.body,
          idempotencyKey: request.headers[IDEMPOTENCY_HEADER],
          ipHash: request.ipHash,
        });
        if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
        return reply.code(answer.status).send(answer.body);
      },
    );
  }
}
