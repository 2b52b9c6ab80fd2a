/**
 * Lead and feedback endpoints. Each one: per-address rate limit, Idempotency-Key, honeypot and
 * human check, the shared src/domain schema, then one transaction that stores the submission,
 * writes its notification to SALES_EMAIL in the outbox, consumes the human check and records the
 * idempotent answer. The answer is sent only after commit; the mail is sent after that.
 */
import type Joi from 'joi';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { calendarDay } from '@cloud-consulting/domain/dates';
import { CONTACT_MESSAGES, contactFormSchema } from '@cloud-consulting/domain/forms/contact';
import {
  DEMO_CUSTOMER_INQUIRY_TITLE,
  DEMO_CUSTOMER_SOURCE,
  DEMO_MESSAGES,
  demoCustomerSchema,
} from '@cloud-consulting/domain/forms/demo-customer';
import {
  createDemoRequestSchema,
  requireCustomer,
} from '@cloud-consulting/domain/forms/demo-request';
import { FEEDBACK_MESSAGES, feedbackSchema } from '@cloud-consulting/domain/forms/feedback';
import {
  PRODUCT_INQUIRY_ERRORS,
  PRODUCT_INQUIRY_TOASTS,
  productInquiryErrorText,
  productInquirySchema,
} from '@cloud-consulting/domain/forms/product-inquiry';
import {
  TRAINING_MESSAGES,
  createTrainingRequestSchema,
} from '@cloud-consulting/domain/forms/training-request';
import { CONTACT_RESULT_MESSAGES } from '@cloud-consulting/domain/text';
import { API_PATHS, apiPath } from '@cloud-consulting/domain/api-paths';
import type { Queryable } from '../../db/client.js';
import { bodyObject, dbId, readBody, refuse, writeRoute } from '../../plugins/visitor-writes.js';
import type { PassedCheck } from '../human-check/service.js';
import { IDEMPOTENCY_HEADER } from './idempotency.js';
import { createLeadRepository, type LeadKind } from './repository.js';
import { writeResponses } from './schemas.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The calendar day used as "today" by the 14-day rules: the earliest date anywhere on Earth
 * (UTC-12), so a visitor is never refused a day their own calendar allows.
 */
export const earliestToday = (now: number) => calendarDay(new Date(now - 12 * HOUR_MS), 'utc');

export const LEAD_SERVER_MESSAGES = {
  customerNotFound: 'Customer not found. Please send your details again.',
  productNotFound: 'The selected product is not available.',
} as const;

interface Stored {
  leadId: number;
  data: Record<string, unknown>;
}

interface LeadEndpoint<T> {
  url: string;
  kind: LeadKind;
  summary: string;
  schema: (now: number, body: Record<string, unknown>) => Joi.Schema<T>;
  /** Message when no human-check answer was sent: the form's own wording. */
  humanCheckMissing: string;
  successMessage: string;
  /** Alternative proof for the demo's second step (the customer step passed the check). */
  passCheck?: (body: Record<string, unknown>) => boolean;
  store(tx: Queryable, value: T, ipHash: string): Promise<Stored>;
  notification(value: T, stored: Stored): { subject: string; lines: Array<[string, unknown]> };
}

const format = (lines: Array<[string, unknown]>) =>
  lines
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join('\n');

export async function leadRoutes(app: FastifyInstance): Promise<void> {
  const repo = createLeadRepository();

  function endpoint<T>(spec: LeadEndpoint<T>): void {
    app.post(
      apiPath(spec.url),
      {
        ...writeRoute(app, 'forms', 'nothing'),
        schema: {
          tags: ['leads'],
          summary: spec.summary,
          description:
            'Body: the form fields of the spec (unknown fields are dropped), plus ' +
            'humanCheck: { challenge, answer } from GET /api/human-check. Optional header ' +
            'Idempotency-Key: a retry answers the first result.',
          security: [{ apiKey: [] }],
          response: writeResponses({ 201: { $ref: 'LeadResult#' } }),
        },
      },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const body = bodyObject(request.body);
        const claim = await app.idempotency.claim(
          spec.url,
          request.headers[IDEMPOTENCY_HEADER],
          body,
        );
        if (claim.kind === 'replay') {
          return reply.code(claim.status).header('Idempotent-Replayed', 'true').send(claim.body);
        }
        let done = false;
        try {
          const check: PassedCheck | null = spec.passCheck?.(body)
            ? null
            : app.humanCheck.checkChallenge(body, spec.humanCheckMissing);
          const value = readBody(spec.schema(app.now(), body), body);
          const ipHash = request.ipHash;
          const { answer, mailId } = await app.db.transaction(async (tx) => {
            await app.humanCheck.consume(tx, check);
            const stored = await spec.store(tx, value, ipHash);
            const note = spec.notification(value, stored);
            const mailId = await app.mailer.enqueue(tx, {
              kind: `lead_${spec.kind}`,
              to: app.config.salesEmail,
              subject: note.subject,
              text: `${format(note.lines)}\n\nLead ${stored.leadId}, ${spec.url}`,
            });
            const answer = { success: true, message: spec.successMessage, data: stored.data };
            await app.idempotency.complete(tx, claim, 201, answer);
            return { answer, mailId };
          });
          done = true;
          app.mailer.dispatch([mailId]);
          return reply.code(201).send(answer);
        } finally {
          if (!done) await app.idempotency.release(claim);
        }
      },
    );
  }

  endpoint({
    url: API_PATHS.customerRequests,
    kind: 'customer_request',
    summary: 'Contact form, IT consultation, partnership and the demo customer step',
    // The demo modal's first step sends a shorter customer record than the contact form.
    schema: (_now, body) =>
      (body.source === DEMO_CUSTOMER_SOURCE || body.inquiryTitle === DEMO_CUSTOMER_INQUIRY_TITLE
        ? demoCustomerSchema
        : contactFormSchema) as unknown as Joi.Schema<Record<string, string>>,
    humanCheckMissing: CONTACT_MESSAGES.captcha,
    successMessage: CONTACT_RESULT_MESSAGES.modalSuccess,
    async store(tx, v, ipHash) {
      const customerId = await repo.insertCustomer(tx, v);
      const leadId = await repo.insertLead(tx, {
        kind: 'customer_request',
        customerId,
        email: v.email,
        name: v.name,
        source: v.source,
        payload: v,
        ipHash,
      });
      return {
        leadId,
        data: {
          customer: { Id: customerId, Name: v.name, Email: v.email, CompanyName: v.companyName },
          requestId: leadId,
          customerToken: app.humanCheck.signCustomer(customerId),
        },
      };
    },
    notification: (v) => ({
      subject: `New request: ${v.inquiryTitle} from ${v.name}`,
      lines: Object.entries(v),
    }),
  });

  endpoint({
    url: API_PATHS.productDemo,
    kind: 'product_demo',
    summary: 'Demo request for a customer created by POST /api/customer_requests',
    schema: (now) => requireCustomer(createDemoRequestSchema(earliestToday(now))),
    humanCheckMissing: DEMO_MESSAGES.demoFailed,
    successMessage: DEMO_MESSAGES.success,
    passCheck: (body) => app.humanCheck.checkCustomerToken(body.customerId, body.customerToken),
    async store(tx, v, ipHash) {
      const customer = await repo.findCustomer(tx, dbId(v.customerId));
      if (!customer) {
        throw refuse(400, LEAD_SERVER_MESSAGES.customerNotFound, {
          errors: { customerId: LEAD_SERVER_MESSAGES.customerNotFound },
        });
      }
      if (!(await repo.productExists(tx, dbId(v.productId)))) {
        throw refuse(400, LEAD_SERVER_MESSAGES.productNotFound, {
          errors: { productId: LEAD_SERVER_MESSAGES.productNotFound },
        });
      }
      const leadId = await repo.insertLead(tx, {
        kind: 'product_demo',
        customerId: customer.id,
        email: customer.email,
        name: customer.name,
        source: null,
        payload: v,
        ipHash,
      });
      return {
        leadId,
        data: {
          Id: leadId,
          CustomerId: customer.id,
          ProductId: v.productId,
          PreferredDate: v.preferredDate,
          PreferredTime: v.preferredTime,
          TimeZone: v.timeZone,
          DemoType: v.demoType,
        },
      };
    },
    notification: (v, s) => ({
      subject: `New demo request: product ${v.productId}, customer ${String(s.data.CustomerId)}`,
      lines: Object.entries(v),
    }),
  });

  endpoint({
    url: API_PATHS.productInquiry,
    kind: 'product_inquiry',
    summary: 'Product inquiry ("Get Product Information")',
    schema: () => productInquirySchema,
    humanCheckMissing: productInquiryErrorText('humanCheck'),
    successMessage: `${PRODUCT_INQUIRY_TOASTS.success.title} ${PRODUCT_INQUIRY_TOASTS.success.description}`,
    async store(tx, v, ipHash) {
      if (!(await repo.productExists(tx, dbId(v.interestedProductId)))) {
        const message = PRODUCT_INQUIRY_ERRORS.interestedProductId.description;
        throw refuse(400, message, { errors: { interestedProductId: message } });
      }
      const leadId = await repo.insertLead(tx, {
        kind: 'product_inquiry',
        customerId: null,
        email: v.email,
        name: v.name,
        source: null,
        payload: v,
        ipHash,
      });
      return { leadId, data: { Id: leadId } };
    },
    notification: (v) => ({
      subject: `New product inquiry from ${v.name} (${v.companyName})`,
      lines: Object.entries(v),
    }),
  });

  for (const url of [API_PATHS.trainingSubmit, API_PATHS.trainingRequest]) {
    endpoint({
      url,
      kind: 'training_request',
      summary: 'Corporate training request',
      schema: (now) => createTrainingRequestSchema(earliestToday(now)),
      humanCheckMissing: TRAINING_MESSAGES.humanCheck,
      successMessage: TRAINING_MESSAGES.thankYou,
      async store(tx, v, ipHash) {
        const leadId = await repo.insertLead(tx, {
          kind: 'training_request',
          customerId: null,
          email: v.email,
          name: v.fullName,
          source: null,
          payload: v,
          ipHash,
        });
        return { leadId, data: { Id: leadId } };
      },
      notification: (v) => ({
        subject: `New training request: ${v.trainingTopic} for ${v.company}`,
        lines: Object.entries(v),
      }),
    });
  }

  endpoint({
    url: API_PATHS.feedback,
    kind: 'feedback',
    summary: 'Feedback widget ("Share Your Feedback")',
    schema: () => feedbackSchema,
    humanCheckMissing: FEEDBACK_MESSAGES.captcha,
    successMessage: `${FEEDBACK_MESSAGES.thankYou} ${FEEDBACK_MESSAGES.promise}`,
    async store(tx, v, ipHash) {
      const leadId = await repo.insertLead(tx, {
        kind: 'feedback',
        customerId: null,
        email: v.email,
        name: null,
        source: v.type,
        payload: v,
        ipHash,
      });
      return { leadId, data: { Id: leadId } };
    },
    notification: (v) => ({
      subject: `New feedback (${v.type}): ${v.subject}`,
      lines: Object.entries(v),
    }),
  });
}
