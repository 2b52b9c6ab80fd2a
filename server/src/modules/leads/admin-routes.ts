/**
 * Admin: leads (paged, filtered by kind), their CSV export, and the mail outbox. Reading these
 * changes nothing published, so none of them asks the site to rebuild.
 */
import type { FastifyInstance } from 'fastify';
import { LEAD_KINDS, type LeadKind } from '@cloud-consulting/domain/lead-kinds';
import { noteAudit } from '../audit/recorder.js';
import { preferredTimeText } from './notification.js';
import { createLeadRepository, type LeadRow } from './repository.js';

const EXPORT_LIMIT = 100_000;

const nullable = (type: string, extra: Record<string, unknown> = {}) => ({
  type: [type, 'null'],
  ...extra,
});

/** A lead as the sales team reads it: who, about what, when, from which form, then the fields. */
const leadSchema = {
  type: 'object',
  properties: {
    Id: { type: 'integer' },
    Kind: { type: 'string' },
    CustomerId: nullable('integer'),
    CustomerRequestId: nullable('integer', {
      description: "A demo's first step: the customer request stored with the same customer",
    }),
    Name: nullable('string'),
    Email: nullable('string'),
    Phone: nullable('string'),
    Company: nullable('string'),
    Source: { type: 'string' },
    ProductId: nullable('integer'),
    ProductName: nullable('string'),
    PreferredAt: nullable('string', { format: 'date-time' }),
    TimeZone: nullable('string', { description: "The visitor's IANA time zone" }),
    PreferredTime: nullable('string', {
      description: "PreferredAt in the visitor's zone and in UTC",
      examples: ['Tue 9 Feb 2027, 10:00 AM America/Chicago (16:00 UTC)'],
    }),
    Payload: { type: 'object', additionalProperties: true },
    CreatedAt: { type: 'string', format: 'date-time' },
  },
};

/** A stored lead with its demo time written out as people read it. */
const readable = (lead: LeadRow) => ({
  ...lead,
  PreferredTime: preferredTimeText({ preferredAt: lead.PreferredAt, timeZone: lead.TimeZone }),
});

/**
 * One CSV cell: quoted, quotes doubled, and a leading = + - @ (or tab, CR) neutralised with a
 * quote mark so a spreadsheet never runs a visitor's text as a formula.
 */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ''
      : value instanceof Date
        ? value.toISOString()
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The columns every lead has, before one column per form field. */
const CSV_COLUMNS = [
  'Id',
  'Kind',
  'CreatedAt',
  'CustomerId',
  'CustomerRequestId',
  'Name',
  'Email',
  'Phone',
  'Company',
  'Source',
  'ProductId',
  'ProductName',
  'PreferredAt',
  'TimeZone',
  'PreferredTime',
] as const;

export function leadsCsv(leads: LeadRow[]): string {
  const fields = [...new Set(leads.flatMap((lead) => Object.keys(lead.Payload)))].sort();
  const header = [...CSV_COLUMNS, ...fields];
  const lines = leads
    .map(readable)
    .map((lead) =>
      [...CSV_COLUMNS.map((c) => lead[c]), ...fields.map((f) => lead.Payload[f])]
        .map(csvCell)
        .join(','),
    );
  return `${[header.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`;
}

export async function leadAdminRoutes(app: FastifyInstance): Promise<void> {
  const repo = createLeadRepository(app.db);
  const noRebuild = { rebuild: false };
  const kindQuery = { kind: { type: 'string', enum: [...LEAD_KINDS] } };

  app.get<{ Querystring: { kind?: LeadKind; page: number; pageSize: number } }>(
    '/leads',
    {
      config: { ...noRebuild, access: 'leads' },
      schema: {
        tags: ['admin: leads'],
        summary: 'Submitted leads and feedback, newest first',
        querystring: {
          type: 'object',
          properties: {
            ...kindQuery,
            page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              leads: { type: 'array', items: leadSchema },
              total: { type: 'integer' },
              page: { type: 'integer' },
              pageSize: { type: 'integer' },
            },
          },
        },
      },
    },
    async (request) => {
      const { kind, page, pageSize } = request.query;
      const result = await repo.list({
        kind,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { leads: result.leads.map(readable), total: result.total, page, pageSize };
    },
  );

  app.get<{ Querystring: { kind?: LeadKind } }>(
    '/leads/export.csv',
    {
      // Visitors' personal data leaves the system: every export is recorded.
      config: { ...noRebuild, access: 'leads', audit: 'export leads' },
      schema: {
        tags: ['admin: leads'],
        summary: 'Leads as CSV (one column per form field), newest first',
        querystring: { type: 'object', properties: kindQuery },
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { leads } = await repo.list({
        kind: request.query.kind,
        limit: EXPORT_LIMIT,
        offset: 0,
      });
      noteAudit(request, { details: { rows: leads.length, kind: request.query.kind ?? null } });
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="leads.csv"')
        .send(leadsCsv(leads));
    },
  );

  app.get<{ Querystring: { unsent?: boolean; limit: number } }>(
    '/outbox',
    {
      // The outbox holds invitation links and every mail's text: owners only.
      config: { ...noRebuild, access: 'audit' },
      schema: {
        tags: ['admin: mail'],
        summary: 'Mails in the outbox, newest first (all of them when SMTP_URL is not set)',
        querystring: {
          type: 'object',
          properties: {
            unsent: { type: 'boolean' },
            limit: { type: 'integer', minimum: 1, maximum: 500, default: 100 },
          },
        },
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                Id: { type: 'integer' },
                Kind: { type: 'string' },
                Recipient: { type: 'string' },
                Subject: { type: 'string' },
                Body: { type: 'string' },
                CreatedAt: { type: 'string', format: 'date-time' },
                SentAt: { type: ['string', 'null'], format: 'date-time' },
                Attempts: { type: 'integer' },
                LastError: { type: ['string', 'null'] },
              },
            },
          },
        },
      },
    },
    async (request) =>
      app.mailer.list({ unsentOnly: request.query.unsent === true, limit: request.query.limit }),
  );
}
