/** SQL of customers and leads. Functions take the caller's transaction, or run on their own. */
import type { LeadKind } from '@cloud-consulting/domain/lead-kinds';
import type { Queryable } from '../../db/client.js';

export interface LeadRow {
  Id: number;
  Kind: LeadKind;
  CustomerId: number | null;
  Email: string | null;
  Name: string | null;
  Source: string | null;
  Payload: Record<string, unknown>;
  CreatedAt: Date;
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

    async findCustomer(
      id: number | null,
      tx: Queryable = db,
    ): Promise<{ id: number; name: string; email: string } | null> {
      if (id === null) return null;
      const { rows } = await tx.query<{ id: number; name: string; email: string }>(
        'SELECT id, name, email FROM customers WHERE id = $1',
        [id],
      );
      return rows[0] ?? null;
    },

    async productExists(id: number | null, tx: Queryable = db): Promise<boolean> {
      if (id === null) return false;
      const { rows } = await tx.query('SELECT 1 FROM products WHERE id = $1 AND is_active', [id]);
      return rows.length > 0;
    },

    async insertLead(
      lead: {
        kind: LeadKind;
        customerId: number | null;
        email: string | null;
        name: string | null;
        source: string | null | undefined;
        payload: unknown;
        ipHash: string;
      },
      tx: Queryable = db,
    ): Promise<number> {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO leads (kind, customer_id, email, name, source, payload, ip_hash)
         VALUES ($1, $2, $3, $4, $5, $6::text::jsonb, $7) RETURNING id`,
        [
          lead.kind,
          lead.customerId,
          lead.email,
          lead.name,
          lead.source ?? null,
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
        `SELECT id AS "Id", kind AS "Kind", customer_id AS "CustomerId", email AS "Email",
                name AS "Name", source AS "Source", payload AS "Payload",
                created_at AS "CreatedAt", count(*) OVER ()::int AS total
         FROM leads ${where} ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
        params,
      );
      const total = rows[0]?.total ?? 0;
      return { leads: rows.map(({ total: _t, ...lead }) => lead), total };
    },
  };
}
