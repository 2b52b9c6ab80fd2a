/** SQL of customers and leads. Functions take the caller's transaction, or run on their own. */
import type { LeadKind } from '@cloud-consulting/domain/lead-kinds';
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
}

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
      filter: { kind?: LeadKind; limit: number; offset: number },
      tx: Queryable = db,
    ): Promise<{ leads: LeadRow[]; total: number }> {
      const where = filter.kind ? 'WHERE kind = $3' : '';
      const params: unknown[] = [filter.limit, filter.offset];
      if (filter.kind) params.push(filter.kind);
      const { rows } = await tx.query<LeadRow & { total: number }>(
        `SELECT id AS "Id", kind AS "Kind", customer_id AS "CustomerId",
                CASE WHEN kind = 'product_demo' THEN
                  (SELECT min(r.id) FROM leads r
                   WHERE r.kind = 'customer_request' AND r.customer_id = leads.customer_id)
                END AS "CustomerRequestId",
                name AS "Name", email AS "Email", phone AS "Phone", company AS "Company",
                source AS "Source", product_id AS "ProductId", product_name AS "ProductName",
                preferred_at AS "PreferredAt", time_zone AS "TimeZone", payload AS "Payload",
                created_at AS "CreatedAt", count(*) OVER ()::int AS total
         FROM leads ${where} ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
        params,
      );
      const total = rows[0]?.total ?? 0;
      return { leads: rows.map(({ total: _t, ...lead }) => lead), total };
    },
  };
}
