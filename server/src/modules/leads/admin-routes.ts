/**
 * Admin: leads (paged and filtered), one lead with its notes, the sales team's status, owner and
 * notes on it, the CSV export, and the mail outbox. None of these changes anything published,
 * so none of them asks the site to rebuild.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toAdminFields } from '@cloud-consulting/domain/admin-fields';
import { csvDocument, datedCsvName } from '@cloud-consulting/domain/csv';
import { dateRangeProblem } from '@cloud-consulting/domain/date-range';
import { articleLeadOf } from '@cloud-consulting/domain/article-leads';
import { leadCsvTable, type LeadCsvOptions } from '@cloud-consulting/domain/lead-csv';
import { normalizeTimeZone, UTC } from '@cloud-consulting/domain/time-zones';
import { LEAD_KINDS, type LeadKind } from '@cloud-consulting/domain/lead-kinds';
import { LEAD_NOTE_MAX_LENGTH, leadNoteProblem } from '@cloud-consulting/domain/lead-notes';
import { LEAD_STATUSES, type LeadStatus } from '@cloud-consulting/domain/lead-status';
import { actorName } from '../../plugins/admin-auth.js';
import { refuse } from '../../plugins/refusal.js';
import { pageOf, pagingProperties, ref } from '../../plugins/shared-schemas.js';
import { adminObjectSchema } from '../../plugins/admin-record-schema.js';
import { noteAudit } from '../audit/recorder.js';
import { preferredTimeText } from './notification.js';
import { createLeadRepository, type LeadFilter, type LeadRow } from './repository.js';
import { createBlogRepository } from '../blog/repository.js';

const EXPORT_LIMIT = 100_000;
const LEAD_NOT_FOUND = 'Lead not found';
const UNKNOWN_TIME_ZONE = 'Choose a time zone such as Europe/Berlin or America/New_York';
const tags = ['admin: leads'];

const nullable = (type: string, extra: Record<string, unknown> = {}) => ({
  type: [type, 'null'],
  ...extra,
});

const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: ['id'],
} as const;

/**
 * A lead as the sales team reads it: who, about what, when, from which form, then the fields
 * (written in the repository's names; answered under the admin names).
 */
const leadFields = {
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
      description: "preferredAt in the visitor's zone and in UTC",
      examples: ['Tue 9 Feb 2027, 10:00 AM America/Chicago (16:00 UTC)'],
    }),
    Payload: {
      type: 'object',
      additionalProperties: true,
      description: 'The form as the visitor sent it, under its own field names',
    },
    CreatedAt: { type: 'string', format: 'date-time' },
    Status: { type: 'string', enum: [...LEAD_STATUSES] },
    OwnerId: nullable('integer', { description: 'The person who works the lead' }),
    OwnerName: nullable('string'),
  },
};

const leadSchema = adminObjectSchema(leadFields);

const noteSchema = adminObjectSchema({
  type: 'object',
  properties: {
    Id: { type: 'integer' },
    Text: { type: 'string' },
    Author: { type: 'string', description: "The author's email, or automation" },
    CreatedAt: { type: 'string', format: 'date-time' },
  },
});

const leadWithNotesSchema = {
  type: 'object',
  properties: {
    ...leadSchema.properties,
    notes: { type: 'array', items: noteSchema, description: 'Oldest first' },
  },
};

/** The filters of the list and the export; every given one must hold. */
const filterQuery = {
  kind: { type: 'string', enum: [...LEAD_KINDS] },
  source: { type: 'string', minLength: 1, maxLength: 200, description: 'Exact, any case' },
  from: {
    type: 'string',
    anyOf: [{ format: 'date' }, { format: 'date-time' }],
    description: 'Created at or after this instant (a day alone is its midnight UTC)',
  },
  to: {
    type: 'string',
    anyOf: [{ format: 'date' }, { format: 'date-time' }],
    description: 'Created before this instant, not at it (a day alone is its midnight UTC)',
  },
  status: { type: 'string', enum: [...LEAD_STATUSES] },
  owner: {
    type: 'string',
    pattern: '^(none|[1-9][0-9]{0,8})$',
    description: "A person's id, or none for the leads nobody works yet",
  },
} as const;

interface FilterQuery {
  kind?: LeadKind;
  source?: string;
  from?: string;
  to?: string;
  status?: LeadStatus;
  owner?: string;
}

/** The repository's filter of a query; 400 when its date range is empty. */
function filterOf(query: FilterQuery): LeadFilter {
  const from = query.from === undefined ? undefined : new Date(query.from);
  const to = query.to === undefined ? undefined : new Date(query.to);
  const problem = dateRangeProblem(from, to);
  if (problem) throw refuse(400, problem);
  return {
    kind: query.kind,
    source: query.source,
    from,
    to,
    status: query.status,
    owner:
      query.owner === undefined ? undefined : query.owner === 'none' ? 'none' : Number(query.owner),
  };
}

/** A stored lead with its demo time written out as people read it. */
const readable = (lead: LeadRow) => ({
  ...lead,
  PreferredTime: preferredTimeText({ preferredAt: lead.PreferredAt, timeZone: lead.TimeZone }),
});

/** A lead as the admin API answers it: readable, under the admin names (its form as sent). */
const adminLead = (lead: LeadRow) => toAdminFields(readable(lead));

/** The leads as CSV (packages/domain/src/lead-csv.ts says what each column holds). */
export function leadsCsv(leads: LeadRow[], options: LeadCsvOptions): string {
  const { header, rows } = leadCsvTable(leads.map(readable), options);
  return csvDocument(header, rows);
}

/** The post ids named by article leads' sources ('blog-post-3', 'blog-sidebar-3'). */
const articleIds = (leads: LeadRow[]) =>
  leads.flatMap((lead) => articleLeadOf(lead.Source)?.postId ?? []);

/** Who wrote a note: the person's email, or automation. */
const authorOf = (request: FastifyRequest) =>
  request.actor ? actorName(request.actor) : 'automation';

export async function leadAdminRoutes(app: FastifyInstance): Promise<void> {
  const repo = createLeadRepository(app.db);
  const posts = createBlogRepository(app.db);

  /** One lead with its notes; 404 when there is none with this id. */
  async function leadWithNotes(id: number) {
    const lead = await repo.findById(id);
    if (!lead) throw refuse(404, LEAD_NOT_FOUND);
    return {
      ...adminLead(lead),
      notes: (await repo.notes(id)).map((note) => toAdminFields({ ...note })),
    };
  }

  app.get<{ Querystring: FilterQuery & { page: number; pageSize: number } }>(
    '/leads',
    {
      config: { access: 'leads' },
      schema: {
        tags,
        summary: 'Submitted leads and feedback, newest first, filtered',
        operationId: 'listLeads',
        querystring: {
          type: 'object',
          properties: {
            ...filterQuery,
            ...pagingProperties(50, 200),
          },
        },
        response: {
          200: pageOf('leads', leadSchema, 'Leads matching the filters'),
          400: ref('Error'),
        },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const result = await repo.list({
        ...filterOf(request.query),
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { leads: result.leads.map(adminLead), total: result.total, page, pageSize };
    },
  );

  app.get<{ Querystring: FilterQuery & { timeZone?: string } }>(
    '/leads/export.csv',
    {
      // Visitors' personal data leaves the system: every export is recorded.
      config: { access: 'leads', audit: 'export leads' },
      schema: {
        tags,
        summary:
          'Filtered leads as CSV, newest first: fixed columns (status and owner included), then ' +
          'one column per form field that no fixed column already holds, then the notes; times ' +
          'on the clock of timeZone',
        operationId: 'exportLeads',
        querystring: {
          type: 'object',
          properties: {
            ...filterQuery,
            timeZone: {
              type: 'string',
              minLength: 1,
              maxLength: 64,
              description: 'The IANA zone of the times in the file (default UTC)',
            },
          },
        },
        produces: ['text/csv'],
        response: { 400: ref('Error') },
      },
    },
    async (request, reply) => {
      const timeZone =
        request.query.timeZone === undefined ? UTC : normalizeTimeZone(request.query.timeZone);
      if (timeZone === null)
        throw refuse(400, UNKNOWN_TIME_ZONE, {
          errors: [{ field: 'timeZone', message: UNKNOWN_TIME_ZONE }],
        });
      const { leads } = await repo.list({
        ...filterOf(request.query),
        limit: EXPORT_LIMIT,
        offset: 0,
      });
      const [notes, articleTitles] = await Promise.all([
        repo.notesOf(leads.map((lead) => lead.Id)),
        posts.titlesOf(articleIds(leads)),
      ]);
      noteAudit(request, { details: { rows: leads.length, kind: request.query.kind ?? null } });
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${datedCsvName('leads', app.now())}"`)
        .send(leadsCsv(leads, { timeZone, notes, articleTitles }));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/leads/:id',
    {
      config: { access: 'leads' },
      schema: {
        tags,
        summary: 'One lead with its status, owner and notes',
        operationId: 'getLead',
        params: idParams,
        response: { 200: leadWithNotesSchema, 404: ref('Error') },
      },
    },
    async (request) => leadWithNotes(request.params.id),
  );

  app.patch<{ Params: { id: number }; Body: { status?: LeadStatus; ownerId?: number | null } }>(
    '/leads/:id',
    {
      config: { access: 'leads' },
      schema: {
        tags,
        summary: "Change a lead's status or owner (ownerId null: nobody works it)",
        operationId: 'updateLead',
        params: idParams,
        body: {
          type: 'object',
          properties: {
            status: { type: 'string', enum: [...LEAD_STATUSES] },
            ownerId: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
          },
          additionalProperties: false,
          minProperties: 1,
        },
        response: { 200: leadWithNotesSchema, 400: ref('Error'), 404: ref('Error') },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { status, ownerId } = request.body;
      await app.db.transaction(async (tx) => {
        if (!(await repo.findById(id, tx))) throw refuse(404, LEAD_NOT_FOUND);
        if (typeof ownerId === 'number' && !(await repo.isActivePerson(ownerId, tx))) {
          throw refuse(400, `ownerId ${ownerId} is not an active person with an account`);
        }
        await repo.updateWork(id, { status, ownerId }, tx);
      });
      request.log.info({ actor: authorOf(request), leadId: id, status, ownerId }, 'lead changed');
      return leadWithNotes(id);
    },
  );

  app.post<{ Params: { id: number }; Body: { text: string } }>(
    '/leads/:id/notes',
    {
      config: { access: 'leads' },
      schema: {
        tags,
        summary: 'Add a note to a lead; its author is the caller',
        operationId: 'addLeadNote',
        params: idParams,
        body: {
          type: 'object',
          // A loose bound on the raw text; the shared rule counts characters once trimmed.
          properties: { text: { type: 'string', maxLength: LEAD_NOTE_MAX_LENGTH * 2 } },
          required: ['text'],
          additionalProperties: false,
        },
        response: { 201: noteSchema, 400: ref('Error'), 404: ref('Error') },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const problem = leadNoteProblem(request.body.text);
      if (problem) throw refuse(400, problem);
      const note = await app.db.transaction(async (tx) => {
        if (!(await repo.findById(id, tx))) throw refuse(404, LEAD_NOT_FOUND);
        return repo.insertNote(
          {
            leadId: id,
            text: request.body.text.trim(),
            author: authorOf(request),
            at: new Date(app.now()),
          },
          tx,
        );
      });
      return reply.code(201).send(toAdminFields({ ...note }));
    },
  );

  app.get<{ Querystring: { unsent?: boolean; limit: number } }>(
    '/outbox',
    {
      // The outbox holds invitation links and every mail's text: owners only.
      config: { access: 'audit' },
      schema: {
        tags: ['admin: mail'],
        operationId: 'listOutbox',
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
            items: adminObjectSchema({
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
            }),
          },
        },
      },
    },
    async (request) => {
      const mails = await app.mailer.list({
        unsentOnly: request.query.unsent === true,
        limit: request.query.limit,
      });
      return mails.map((mail) => toAdminFields({ ...mail }));
    },
  );
}
