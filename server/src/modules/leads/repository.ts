/** SQL of customers and leads. Functions take the caller's transaction, or run on their own. */
import type { LeadKind } from '@cloud-consulting/domain/lead-kinds';
import type { LeadStatus } from '@cloud-consulting/domain/lead-status';
import type { Queryable } from '../../db/client.js';

export interface LeadRow {
  Id: number;
  Kind: LeadKind;
  CustomerId: number | null;
  /** For a demo: the customer request stored with the same customer (the demo's first step). */
  CustomerRequestId: number | null;
  Name: string | null;
  Email: string | null;
  Phone: string | null;
  Company: string | null;
  Source: string;
  ProductId: number | null;
  ProductName: string | null;
  PreferredAt: Date | null;
  TimeZone: string | null;
  Payload: Record<string, unknown>;
  CreatedAt: Date;
  /** Where the sales team is with the lead. */
  Status: LeadStatus;
  /** The person who works the lead, or null. */
  OwnerId: number | null;
  OwnerName: string | null;
}

/** Which leads a list or export holds; every given condition must hold. */
export interface LeadFilter {
  kind?: LeadKind;
  /** The exact source, whatever its case. */
  source?: string;
  /** Created at or after this instant ... */
  from?: Date;
  /** ... and before this one. */
  to?: Date;
  status?: LeadStatus;
  /** A person's id, or 'none' for the leads nobody works yet. */
  owner?: number | 'none';
}

/** A sales person's note on a lead. */
export interface LeadNote {
  Id: number;
  Text: string;
  Author: string;
  CreatedAt: Date;
}

/** The WHERE clause of a filter, its parameters numbered from $<first>. */
function whereOf(filter: LeadFilter, first: number): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: (n: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${first + params.length - 1}`));
  };
  if (filter.kind) add((n) => `kind = ${n}`, filter.kind);
  if (filter.source) add((n) => `lower(source) = lower(${n})`, filter.source);
  if (filter.from) add((n) => `created_at >= ${n}`, filter.from);
  if (filter.to) add((n) => `created_at < ${n}`, filter.to);
  if (filter.status) add((n) => `status = ${n}`, filter.status);
  if (filter.owner === 'none') conditions.push('owner_id IS NULL');
  else if (filter.owner !== undefined) add((n) => `owner_id = ${n}`, filter.owner);
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** The columns of a LeadRow, read from the leads table. */
const LEAD_COLUMNS = `id AS "Id", kind AS "Kind", customer_id AS "CustomerId",
  CASE WHEN kind = 'product_demo' THEN
    (SELECT min(r.id) FROM leads r
     WHERE r.kind = 'customer_request' AND r.customer_id = leads.customer_id)
  END AS "CustomerRequestId",
  name AS "Name", email AS "Email", phone AS "Phone", company AS "Company",
  source AS "Source", product_id AS "ProductId", product_name AS "ProductName",
  preferred_at AS "PreferredAt", time_zone AS "TimeZone", payload AS "Payload",
  created_at AS "CreatedAt", status AS "Status", owner_id AS "OwnerId",
  (SELECT p.name FROM people p WHERE p.id = leads.owner_id) AS "OwnerName"`;

/** A lead to store: who sent it, what it is about, where from, and the form's fields. */
export interface NewLead {
  kind: LeadKind;
  customerId: number | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  company: string | null;
  source: string;
  productId: number | null;
  productName: string | null;
  preferredAt: Date | null;
  timeZone: string | null;
  payload: Record<string, unknown>;
}

/** The contact a customer left in the demo's first step. */
export interface Customer {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  companyName: string | null;
}

const orNull = (v: unknown) => (v === undefined || v === '' ? null : v);

export function createLeadRepository(db: Queryable) {
  return {
    async insertCustomer(v: Record<string, unknown>, tx: Queryable = db): Promise<number> {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO customers (name, email, role, company_name, company_url, phone, city, state,
                                country, zip_code, industry)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        [
          v.name,
          v.email,
          orNull(v.role),
          orNull(v.companyName),
          orNull(v.companyUrl),
          orNull(v.phone),
          orNull(v.city),
          orNull(v.state),
          orNull(v.country),
          orNull(v.zipCode),
          orNull(v.industry),
        ],
      );
      return rows[0]!.id;
    },

    async findCustomer(id: number | null, tx: Queryable = db): Promise<Customer | null> {
      if (id === null) return null;
      const { rows } = await tx.query<Customer>(
        `SELECT id, name, email, phone, company_name AS "companyName"
         FROM customers WHERE id = $1`,
        [id],
      );
      return rows[0] ?? null;
    },

    /** An active product's id and name; null when there is none with this id. */
    async findActiveProduct(
      id: number | null,
      tx: Queryable = db,
    ): Promise<{ id: number; name: string } | null> {
      if (id === null) return null;
      const { rows } = await tx.query<{ id: number; name: string }>(
        'SELECT id, name FROM products WHERE id = $1 AND is_active',
        [id],
      );
      return rows[0] ?? null;
    },

    async insertLead(lead: NewLead & { ipHash: string }, tx: Queryable = db): Promise<number> {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO leads (kind, customer_id, name, email, phone, company, source, product_id,
                            product_name, preferred_at, time_zone, payload, ip_hash)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::text::jsonb, $13)
         RETURNING id`,
        [
          lead.kind,
          lead.customerId,
          lead.name,
          lead.email,
          lead.phone,
          lead.company,
          lead.source,
          lead.productId,
          lead.productName,
          lead.preferredAt,
          lead.timeZone,
          JSON.stringify(lead.payload),
          lead.ipHash,
        ],
      );
      return rows[0]!.id;
    },

    async list(
      filter: LeadFilter & { limit: number; offset: number },
      tx: Queryable = db,
    ): Promise<{ leads: LeadRow[]; total: number }> {
      const where = whereOf(filter, 3);
      const { rows } = await tx.query<LeadRow & { total: number }>(
        `SELECT ${LEAD_COLUMNS}, count(*) OVER ()::int AS total
         FROM leads ${where.sql} ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
        [filter.limit, filter.offset, ...where.params],
      );
      const total = rows[0]?.total ?? 0;
      return { leads: rows.map(({ total: _t, ...lead }) => lead), total };
    },

    async findById(id: number, tx: Queryable = db): Promise<LeadRow | null> {
      const { rows } = await tx.query<LeadRow>(`SELECT ${LEAD_COLUMNS} FROM leads WHERE id = $1`, [
        id,
      ]);
      return rows[0] ?? null;
    },

    /** Changes what sales keeps on a lead; answers whether the lead exists. */
    async updateWork(
      id: number,
      change: { status?: LeadStatus; ownerId?: number | null },
      tx: Queryable = db,
    ): Promise<boolean> {
      const { rows } = await tx.query<{ id: number }>(
        `UPDATE leads SET
           status = CASE WHEN $2::boolean THEN $3::text ELSE status END,
           owner_id = CASE WHEN $4::boolean THEN $5::integer ELSE owner_id END
         WHERE id = $1 RETURNING id`,
        [
          id,
          change.status !== undefined,
          change.status ?? null,
          change.ownerId !== undefined,
          change.ownerId ?? null,
        ],
      );
      return rows.length > 0;
    },

    /** Whether a person with an account (not disabled) has this id. */
    async isActivePerson(id: number, tx: Queryable = db): Promise<boolean> {
      const { rows } = await tx.query(
        'SELECT 1 FROM people WHERE id = $1 AND disabled_at IS NULL',
        [id],
      );
      return rows.length > 0;
    },

    async insertNote(
      note: { leadId: number; text: string; author: string; at: Date },
      tx: Queryable = db,
    ): Promise<LeadNote> {
      const { rows } = await tx.query<LeadNote>(
        `INSERT INTO lead_notes (lead_id, text, author, created_at) VALUES ($1, $2, $3, $4)
         RETURNING id AS "Id", text AS "Text", author AS "Author", created_at AS "CreatedAt"`,
        [note.leadId, note.text, note.author, note.at],
      );
      return rows[0]!;
    },

    /** The notes of these leads, each lead's oldest first, by lead id (one query for an export). */
    async notesOf(
      leadIds: readonly number[],
      tx: Queryable = db,
    ): Promise<Map<number, LeadNote[]>> {
      const byLead = new Map<number, LeadNote[]>();
      if (leadIds.length === 0) return byLead;
      const { rows } = await tx.query<LeadNote & { LeadId: number }>(
        `SELECT lead_id AS "LeadId", id AS "Id", text AS "Text", author AS "Author",
           created_at AS "CreatedAt"
         FROM lead_notes WHERE lead_id = ANY($1::int[]) ORDER BY lead_id, created_at, id`,
        [leadIds],
      );
      for (const { LeadId, ...note } of rows) {
        byLead.set(LeadId, [...(byLead.get(LeadId) ?? []), note]);
      }
      return byLead;
    },

    /** A lead's notes, oldest first, as a conversation reads. */
    async notes(leadId: number, tx: Queryable = db): Promise<LeadNote[]> {
      const { rows } = await tx.query<LeadNote>(
        `SELECT id AS "Id", text AS "Text", author AS "Author", created_at AS "CreatedAt"
         FROM lead_notes WHERE lead_id = $1 ORDER BY created_at, id`,
        [leadId],
      );
      return rows;
    },
  };
}
