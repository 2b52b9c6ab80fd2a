/**
 * SQL of every simple content collection, derived from its description. Column and table names
 * come from the code (collections.ts), never from a request; values are always parameters.
 */
import type { Queryable } from '../../db/client.js';
import type { Collection, Field } from '@cloud-consulting/domain/content-collections/collection';

export type ContentRecord = Record<string, unknown>;

export interface ListOptions {
  activeOnly?: boolean;
  /** Extra equality filters by API field name (e.g. { Kind: 'type' }). */
  where?: Record<string, unknown>;
}

function quoteAlias(name: string): string {
  return `"${name}"`;
}

function toParam(field: Field, value: unknown): unknown {
  if (value === undefined) return undefined;
  if (field.type === 'json' || field.type === 'list') return JSON.stringify(value);
  return value;
}

function placeholder(field: Field, n: number): string {
  return field.type === 'json' || field.type === 'list' ? `$${n}::jsonb` : `$${n}`;
}

export function createCollectionRepository(c: Collection, db: Queryable) {
  const byApi = new Map(c.fields.map((f) => [f.api, f]));
  const activeField: Field = { api: c.active, column: 'is_active', type: 'boolean' };
  byApi.set(c.active, activeField);
  const selectList = [
    `id AS ${quoteAlias(c.id)}`,
    ...c.fields.map((f) => `${f.column} AS ${quoteAlias(f.api)}`),
    `is_active AS ${quoteAlias(c.active)}`,
  ].join(', ');

  function writable(input: ContentRecord): Array<[Field, unknown]> {
    const out: Array<[Field, unknown]> = [];
    for (const [key, value] of Object.entries(input)) {
      const field = byApi.get(key);
      if (field && !field.readOnly && value !== undefined) out.push([field, value]);
    }
    return out;
  }

  return {
    collection: c,

    async list(options: ListOptions = {}, tx: Queryable = db): Promise<ContentRecord[]> {
      const conditions: string[] = [];
      const params: unknown[] = [];
      if (options.activeOnly) conditions.push('is_active');
      for (const [key, value] of Object.entries(options.where ?? {})) {
        const field = byApi.get(key);
        if (!field) throw new Error(`Unknown field ${key} of ${c.name}`);
        params.push(value);
        conditions.push(`${field.column} = $${params.length}`);
      }
      const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
      const { rows } = await tx.query<ContentRecord>(
        `SELECT ${selectList} FROM ${c.table} ${where} ORDER BY ${c.orderBy}`,
        params,
      );
      return rows;
    },

    async findById(
      id: number,
      options: { activeOnly?: boolean } = {},
      tx: Queryable = db,
    ): Promise<ContentRecord | null> {
      const { rows } = await tx.query<ContentRecord>(
        `SELECT ${selectList} FROM ${c.table} WHERE id = $1${options.activeOnly ? ' AND is_active' : ''}`,
        [id],
      );
      return rows[0] ?? null;
    },

    /** First record whose field equals value (e.g. the SEO record of one path). */
    async findBy(
      apiField: string,
      value: unknown,
      options: { activeOnly?: boolean } = {},
      tx: Queryable = db,
    ): Promise<ContentRecord | null> {
      const field = byApi.get(apiField);
      if (!field) throw new Error(`Unknown field ${apiField} of ${c.name}`);
      const { rows } = await tx.query<ContentRecord>(
        `SELECT ${selectList} FROM ${c.table}
         WHERE ${field.column} = $1${options.activeOnly ? ' AND is_active' : ''}
         ORDER BY id LIMIT 1`,
        [value],
      );
      return rows[0] ?? null;
    },

    async create(input: ContentRecord, tx: Queryable = db): Promise<ContentRecord> {
      const pairs = writable(input);
      if (pairs.length === 0) {
        const { rows } = await tx.query<ContentRecord>(
          `INSERT INTO ${c.table} DEFAULT VALUES RETURNING ${selectList}`,
        );
        return rows[0]!;
      }
      const columns = pairs.map(([f]) => f.column).join(', ');
      const values = pairs.map(([f], i) => placeholder(f, i + 1)).join(', ');
      const { rows } = await tx.query<ContentRecord>(
        `INSERT INTO ${c.table} (${columns}) VALUES (${values}) RETURNING ${selectList}`,
        pairs.map(([f, v]) => toParam(f, v)),
      );
      return rows[0]!;
    },

    async update(
      id: number,
      patch: ContentRecord,
      tx: Queryable = db,
    ): Promise<ContentRecord | null> {
      const pairs = writable(patch);
      const sets = pairs.map(([f], i) => `${f.column} = ${placeholder(f, i + 2)}`);
      sets.push(`${c.touch} = now()`);
      const { rows } = await tx.query<ContentRecord>(
        `UPDATE ${c.table} SET ${sets.join(', ')} WHERE id = $1 RETURNING ${selectList}`,
        [id, ...pairs.map(([f, v]) => toParam(f, v))],
      );
      return rows[0] ?? null;
    },

    async deactivate(id: number, tx: Queryable = db): Promise<ContentRecord | null> {
      return this.update(id, { [c.active]: false }, tx);
    },

    async count(tx: Queryable = db): Promise<number> {
      const { rows } = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${c.table}`);
      return rows[0]?.n ?? 0;
    },
  };
}

export type CollectionRepository = ReturnType<typeof createCollectionRepository>;
