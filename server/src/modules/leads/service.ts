/**
 * What a lead or feedback submission does, apart from HTTP. Each one: Idempotency-Key, honeypot
 * and human check, the shared form schema, then one transaction that stores the submission in
 * words a sales person acts on (who sent it, the product by name, a demo's instant, the source),
 * writes its notification to SALES_EMAIL in the outbox, consumes the human check and records the
 * idempotent answer. The answer is given only after commit; the mail is sent after that.
 */
import Joi from 'joi';
import type { FastifyInstance } from 'fastify';
import { calendarDay } from '@cloud-consulting/domain/dates';
import { isArticleLeadSource } from '@cloud-consulting/domain/article-leads';
import { articleInquirySchema } from '@cloud-consulting/domain/forms/article-inquiry';
import { CONTACT_MESSAGES, contactFormSchema } from '@cloud-consulting/domain/forms/contact';
import {
  DEMO_CUSTOMER_INQUIRY_TITLE,
  DEMO_CUSTOMER_SOURCE,
  DEMO_MESSAGES,
  demoCustomerSchema,
} from '@cloud-consulting/domain/forms/demo-customer';
import {
  type DemoRequestValues,
  createDemoRequestSchema,
  requireCustomer,
} from '@cloud-consulting/domain/forms/demo-request';
import {
  FEEDBACK_MESSAGES,
  type FeedbackValues,
  feedbackSchema,
} from '@cloud-consulting/domain/forms/feedback';
import {
  PRODUCT_INQUIRY_ERRORS,
  PRODUCT_INQUIRY_TOASTS,
  type ProductInquiryValues,
  productInquiryErrorText,
  productInquirySchema,
} from '@cloud-consulting/domain/forms/product-inquiry';
import {
  TRAINING_MESSAGES,
  type TrainingRequestValues,
  createTrainingRequestSchema,
} from '@cloud-consulting/domain/forms/training-request';
import { CONTACT_RESULT_MESSAGES } from '@cloud-consulting/domain/text';
import type { LeadKind } from '@cloud-consulting/domain/lead-kinds';
import { leadSource } from '@cloud-consulting/domain/lead-sources';
import { zonedInstant } from '@cloud-consulting/domain/zoned-time';
import type { Queryable } from '../../db/client.js';
import { refuse } from '../../plugins/refusal.js';
import { bodyObject, dbId, readBody } from '../../plugins/visitor-writes.js';
import type { PassedCheck } from '../human-check/service.js';
import { challengeFields, customerTokenFields } from '../human-check/body-fields.js';
import { leadMail } from './notification.js';
import { createLeadRepository, type NewLead } from './repository.js';

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

/** How one kind of lead is read, proven, described and answered. */
interface LeadFlow<T> {
  schema: (now: number, body: Record<string, unknown>) => Joi.Schema<T>;
  /** Every schema `schema` may choose from (default: the one it gives), for the API document. */
  forms?: () => Joi.Schema[];
  /** Message when no human-check answer was sent: the form's own wording. */
  humanCheckMissing: string;
  successMessage: string;
  /** Alternative proof for the demo's second step (the customer step passed the check). */
  passCheck?: (body: Record<string, unknown>) => boolean;
  /**
   * The lead to store, in words: who sent it, about which product, from which form. May store
   * what the lead refers to first (the contact form's customer).
   */
  prepare(tx: Queryable, value: T): Promise<NewLead>;
  /** The answer's data (default: the new lead's id). */
  answer?(lead: NewLead, leadId: number): Record<string, unknown>;
}

/** A submission's answer: its status and body, and whether it repeats an earlier one. */
export interface LeadAnswer {
  status: number;
  body: unknown;
  replayed: boolean;
}

/** Keeps each flow's own value type while the flows share one table. */
const defineFlow = <T>(f: LeadFlow<T>) => f as unknown as LeadFlow<Record<string, unknown>>;

/** A lead with its contact and source; no customer, product or time unless given. */
const newLead = (
  kind: LeadKind,
  payload: Record<string, unknown>,
  fields: Partial<NewLead> & Pick<NewLead, 'name' | 'email'>,
): NewLead => ({
  kind,
  customerId: null,
  phone: null,
  company: null,
  productId: null,
  productName: null,
  preferredAt: null,
  timeZone: null,
  ...fields,
  source: leadSource(kind, fields.source),
  payload,
});

/** A form's optional text: null when left blank. */
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

export function createLeadService(
  app: Pick<FastifyInstance, 'db' | 'now' | 'humanCheck' | 'mailer' | 'idempotency' | 'config'>,
) {
  const repo = createLeadRepository(app.db);

  /** The active product a demo or inquiry names; a 400 on `field` when there is none. */
  async function product(tx: Queryable, id: unknown, field: string, message: string) {
    const found = await repo.findActiveProduct(dbId(id), tx);
    if (!found) throw refuse(400, message, { errors: { [field]: message } });
    return found;
  }

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
      forms: () => [contactFormSchema, demoCustomerSchema, articleInquirySchema],
      humanCheckMissing: CONTACT_MESSAGES.captcha,
      successMessage: CONTACT_RESULT_MESSAGES.modalSuccess,
      async prepare(tx, v) {
        const customerId = await repo.insertCustomer(v, tx);
        return newLead('customer_request', v, {
          customerId,
          name: v.name,
          email: v.email,
          phone: text(v.phone),
          company: v.companyName,
          source: v.source,
        });
      },
      answer: (lead, leadId) => ({
        customer: {
          Id: lead.customerId,
          Name: lead.name,
          Email: lead.email,
          CompanyName: lead.company,
        },
        requestId: leadId,
        customerToken: app.humanCheck.signCustomer(lead.customerId!),
      }),
    }),

    product_demo: defineFlow<DemoRequestValues>({
      schema: (now) => requireCustomer(createDemoRequestSchema(earliestToday(now))),
      humanCheckMissing: DEMO_MESSAGES.demoFailed,
      successMessage: DEMO_MESSAGES.success,
      passCheck: (body) => app.humanCheck.checkCustomerToken(body.customerId, body.customerToken),
      async prepare(tx, v) {
        const customer = await repo.findCustomer(dbId(v.customerId), tx);
        if (!customer) {
          throw refuse(400, LEAD_SERVER_MESSAGES.customerNotFound, {
            errors: { customerId: LEAD_SERVER_MESSAGES.customerNotFound },
          });
        }
        const { id: productId, name: productName } = await product(
          tx,
          v.productId,
          'productId',
          LEAD_SERVER_MESSAGES.productNotFound,
        );
        // The schema has checked the day, the time and the zone: together they name an instant.
        const preferredAt = zonedInstant(v.preferredDate, v.preferredTime, v.timeZone)!;
        return newLead(
          'product_demo',
          { ...v, productName, preferredAt: preferredAt.toISOString() },
          {
            customerId: customer.id,
            name: customer.name,
            email: customer.email,
            phone: customer.phone,
            company: customer.companyName,
            productId,
            productName,
            preferredAt,
            timeZone: v.timeZone,
          },
        );
      },
      answer: (lead, leadId) => ({
        Id: leadId,
        CustomerId: lead.customerId,
        ProductId: lead.productId,
        ProductName: lead.productName,
        PreferredDate: lead.payload.preferredDate,
        PreferredTime: lead.payload.preferredTime,
        TimeZone: lead.timeZone,
        PreferredAt: lead.preferredAt!.toISOString(),
        DemoType: lead.payload.demoType,
      }),
    }),

    product_inquiry: defineFlow<ProductInquiryValues>({
      schema: () => productInquirySchema,
      humanCheckMissing: productInquiryErrorText('humanCheck'),
      successMessage: `${PRODUCT_INQUIRY_TOASTS.success.title} ${PRODUCT_INQUIRY_TOASTS.success.description}`,
      async prepare(tx, v) {
        const { id: productId, name: productName } = await product(
          tx,
          v.interestedProductId,
          'interestedProductId',
          PRODUCT_INQUIRY_ERRORS.interestedProductId.description,
        );
        return newLead(
          'product_inquiry',
          { ...v, productName },
          {
            name: v.name,
            email: v.email,
            phone: text(v.phone),
            company: v.companyName,
            productId,
            productName,
          },
        );
      },
    }),

    training_request: defineFlow<TrainingRequestValues>({
      schema: (now) => createTrainingRequestSchema(earliestToday(now)),
      humanCheckMissing: TRAINING_MESSAGES.humanCheck,
      successMessage: TRAINING_MESSAGES.thankYou,
      prepare: async (_tx, v) =>
        newLead(
          'training_request',
          { ...v },
          {
            name: v.fullName,
            email: v.email,
            phone: text(v.phone),
            company: v.company,
          },
        ),
    }),

    feedback: defineFlow<FeedbackValues>({
      schema: () => feedbackSchema,
      humanCheckMissing: FEEDBACK_MESSAGES.captcha,
      successMessage: `${FEEDBACK_MESSAGES.thankYou} ${FEEDBACK_MESSAGES.promise}`,
      prepare: async (_tx, v) =>
        newLead('feedback', { ...v }, { name: null, email: text(v.email), source: v.type }),
    }),
  };

  return {
    /**
     * The body a kind's route reads, for the API document: its form's shared schema (each one a
     * customer request may be) with the human check's fields, and the demo's customer token.
     */
    bodyRules(kind: LeadKind): Joi.Schema {
      const flow = flows[kind];
      const proof = flow.passCheck ? challengeFields.concat(customerTokenFields) : challengeFields;
      const forms = (flow.forms?.() ?? [flow.schema(app.now(), {})]).map((form) =>
        (form as Joi.ObjectSchema).concat(proof),
      );
      return forms.length === 1 ? forms[0]! : Joi.alternatives().try(...forms);
    },

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
          const lead = await flow.prepare(tx, value);
          const leadId = await repo.insertLead({ ...lead, ipHash: input.ipHash }, tx);
          const mail = leadMail(lead, leadId, path);
          const mailId = await app.mailer.enqueue(tx, {
            kind: `lead_${kind}`,
            to: app.config.salesEmail,
            subject: mail.subject,
            text: mail.text,
            replyTo: lead.email,
          });
          const data = flow.answer ? flow.answer(lead, leadId) : { Id: leadId };
          const answer = { success: true, message: flow.successMessage, data };
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
