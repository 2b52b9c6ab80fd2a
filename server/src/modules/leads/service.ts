/**
 * What a lead or feedback submission does, apart from HTTP. Each one: Idempotency-Key, honeypot
 * and human check, the shared form schema, then one transaction that stores the submission,
 * writes its notification to SALES_EMAIL in the outbox, consumes the human check and records the
 * idempotent answer. The answer is given only after commit; the mail is sent after that.
 */
import type Joi from 'joi';
import type { FastifyInstance } from 'fastify';
import { calendarDay } from '@cloud-consulting/domain/dates';
import {
  articleInquirySchema,
  isArticleLeadSource,
} from '@cloud-consulting/domain/forms/article-inquiry';
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
import type { LeadKind } from '@cloud-consulting/domain/lead-kinds';
import type { Queryable } from '../../db/client.js';
import { refuse } from '../../plugins/refusal.js';
import { bodyObject, dbId, readBody } from '../../plugins/visitor-writes.js';
import type { PassedCheck } from '../human-check/service.js';
import { createLeadRepository } from './repository.js';

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

/** How one kind of lead is read, proven, stored and announced. */
interface LeadFlow<T> {
  schema: (now: number, body: Record<string, unknown>) => Joi.Schema<T>;
  /** Message when no human-check answer was sent: the form's own wording. */
  humanCheckMissing: string;
  successMessage: string;
  /** Alternative proof for the demo's second step (the customer step passed the check). */
  passCheck?: (body: Record<string, unknown>) => boolean;
  store(tx: Queryable, value: T, ipHash: string): Promise<Stored>;
  notification(value: T, stored: Stored): { subject: string; lines: Array<[string, unknown]> };
}

/** A submission's answer: its status and body, and whether it repeats an earlier one. */
export interface LeadAnswer {
  status: number;
  body: unknown;
  replayed: boolean;
}

const format = (lines: Array<[string, unknown]>) =>
  lines
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join('\n');

/** Keeps each flow's own value type while the flows share one table. */
const defineFlow = <T>(f: LeadFlow<T>) => f as unknown as LeadFlow<Record<string, unknown>>;

export function createLeadService(
  app: Pick<FastifyInstance, 'db' | 'now' | 'humanCheck' | 'mailer' | 'idempotency' | 'config'>,
) {
  const repo = createLeadRepository(app.db);

  const flows: Record<LeadKind, LeadFlow<Record<string, unknown>>> = {
    customer_request: defineFlow({
      // The demo modal's first step and an article's compact form send shorter customer
      // records than the contact form.
      schema: (_now, body) =>
        (body.source === DEMO_CUSTOMER_SOURCE || body.inquiryTitle === DEMO_CUSTOMER_INQUIRY_TITLE
          ? demoCustomerSchema
          : isArticleLeadSource(body.source)
            ? articleInquirySchema
            : contactFormSchema) as unknown as Joi.Schema<Record<string, string>>,
      humanCheckMissing: CONTACT_MESSAGES.captcha,
      successMessage: CONTACT_RESULT_MESSAGES.modalSuccess,
      async store(tx, v, ipHash) {
        const customerId = await repo.insertCustomer(v, tx);
        const leadId = await addLead(
          tx,
          'customer_request',
          { customerId, email: v.email, name: v.name, source: v.source },
          v,
          ipHash,
        );
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
    }),

    product_demo: defineFlow({
      schema: (now) => requireCustomer(createDemoRequestSchema(earliestToday(now))),
      humanCheckMissing: DEMO_MESSAGES.demoFailed,
      successMessage: DEMO_MESSAGES.success,
      passCheck: (body) => app.humanCheck.checkCustomerToken(body.customerId, body.customerToken),
      async store(tx, v, ipHash) {
        const customer = await repo.findCustomer(dbId(v.customerId), tx);
        if (!customer) {
          throw refuse(400, LEAD_SERVER_MESSAGES.customerNotFound, {
            errors: { customerId: LEAD_SERVER_MESSAGES.customerNotFound },
          });
        }
        if (!(await repo.productExists(dbId(v.productId), tx))) {
          throw refuse(400, LEAD_SERVER_MESSAGES.productNotFound, {
            errors: { productId: LEAD_SERVER_MESSAGES.productNotFound },
          });
        }
        const leadId = await addLead(
          tx,
          'product_demo',
          { customerId: customer.id, email: customer.email, name: customer.name },
          v,
          ipHash,
        );
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
    }),

    product_inquiry: defineFlow({
      schema: () => productInquirySchema,
      humanCheckMissing: productInquiryErrorText('humanCheck'),
      successMessage: `${PRODUCT_INQUIRY_TOASTS.success.title} ${PRODUCT_INQUIRY_TOASTS.success.description}`,
      async store(tx, v, ipHash) {
        if (!(await repo.productExists(dbId(v.interestedProductId), tx))) {
          const message = PRODUCT_INQUIRY_ERRORS.interestedProductId.description;
          throw refuse(400, message, { errors: { interestedProductId: message } });
        }
        return storeLead(tx, 'product_inquiry', { email: v.email, name: v.name }, v, ipHash);
      },
      notification: (v) => ({
        subject: `New product inquiry from ${v.name} (${v.companyName})`,
        lines: Object.entries(v),
      }),
    }),

    training_request: defineFlow({
      schema: (now) => createTrainingRequestSchema(earliestToday(now)),
      humanCheckMissing: TRAINING_MESSAGES.humanCheck,
      successMessage: TRAINING_MESSAGES.thankYou,
      store: (tx, v, ipHash) =>
        storeLead(tx, 'training_request', { email: v.email, name: v.fullName }, v, ipHash),
      notification: (v) => ({
        subject: `New training request: ${v.trainingTopic} for ${v.company}`,
        lines: Object.entries(v),
      }),
    }),

    feedback: defineFlow({
      schema: () => feedbackSchema,
      humanCheckMissing: FEEDBACK_MESSAGES.captcha,
      successMessage: `${FEEDBACK_MESSAGES.thankYou} ${FEEDBACK_MESSAGES.promise}`,
      store: (tx, v, ipHash) =>
        storeLead(tx, 'feedback', { email: v.email, name: null, source: v.type }, v, ipHash),
      notification: (v) => ({
        subject: `New feedback (${v.type}): ${v.subject}`,
        lines: Object.entries(v),
      }),
    }),
  };

  /** Stores a lead (no customer and no source unless given); returns its id. */
  function addLead(
    tx: Queryable,
    kind: LeadKind,
    who: { customerId?: number; email: string; name: string | null; source?: string },
    payload: unknown,
    ipHash: string,
  ): Promise<number> {
    return repo.insertLead({ kind, customerId: null, source: null, ...who, payload, ipHash }, tx);
  }

  /** A lead without a customer record; its answer names the new lead. */
  async function storeLead(
    tx: Queryable,
    kind: LeadKind,
    who: { email: string; name: string | null; source?: string },
    payload: unknown,
    ipHash: string,
  ): Promise<Stored> {
    const leadId = await addLead(tx, kind, who, payload, ipHash);
    return { leadId, data: { Id: leadId } };
  }

  return {
    /**
     * Stores one submission of a kind, posted to `path` (the idempotency scope, named in the
     * notification). A retry with the same Idempotency-Key answers the first result.
     */
    async submit(
      kind: LeadKind,
      path: string,
      input: { body: unknown; idempotencyKey: unknown; ipHash: string },
    ): Promise<LeadAnswer> {
      const flow = flows[kind];
      const body = bodyObject(input.body);
      const claim = await app.idempotency.claim(path, input.idempotencyKey, body);
      if (claim.kind === 'replay') {
        return { status: claim.status, body: claim.body, replayed: true };
      }
      let done = false;
      try {
        const check: PassedCheck | null = flow.passCheck?.(body)
          ? null
          : app.humanCheck.checkChallenge(body, flow.humanCheckMissing);
        const value = readBody(flow.schema(app.now(), body), body);
        const { answer, mailId } = await app.db.transaction(async (tx) => {
          await app.humanCheck.consume(tx, check);
          const stored = await flow.store(tx, value, input.ipHash);
          const note = flow.notification(value, stored);
          const mailId = await app.mailer.enqueue(tx, {
            kind: `lead_${kind}`,
            to: app.config.salesEmail,
            subject: note.subject,
            text: `${format(note.lines)}\n\nLead ${stored.leadId}, ${path}`,
          });
          const answer = { success: true, message: flow.successMessage, data: stored.data };
          await app.idempotency.complete(tx, claim, 201, answer);
          return { answer, mailId };
        });
        done = true;
        app.mailer.dispatch([mailId]);
        return { status: 201, body: answer, replayed: false };
      } finally {
        if (!done) await app.idempotency.release(claim);
      }
    },
  };
}
