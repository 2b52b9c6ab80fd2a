/**
 * Pure mappings between react-admin's list and write parameters and the admin API: the query of a
 * paged list, the page of an array list (filtered, sorted and sliced in the app), and the body of
 * an update (only the fields that changed, since the API refuses fields it does not take).
 */
import type { Query } from './query';

export interface ListParams {
  pagination?: { page: number; perPage: number } | false;
  sort?: { field: string; order: 'ASC' | 'DESC' | string };
  filter?: Record<string, unknown>;
}

function queryValue(value: unknown): string | number | boolean | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  return undefined;
}

/** The query string of a list the server pages and filters. */
export function pagedQuery(params: ListParams): Query {
  const query: Query = {};
  if (params.pagination) {
    query.page = params.pagination.page;
    query.pageSize = params.pagination.perPage;
  }
  for (const [key, value] of Object.entries(params.filter ?? {})) {
    const text = queryValue(value);
    if (text !== undefined) query[key] = text;
  }
  return query;
}

type Row = Record<string, unknown>;

function matchesSearch(row: Row, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return Object.values(row).some(
    (value) => typeof value === 'string' && value.toLowerCase().includes(needle),
  );
}

function matchesFilter(row: Row, key: string, wanted: unknown): boolean {
  if (wanted === undefined || wanted === null || wanted === '') return true;
  if (key === 'q') return matchesSearch(row, String(wanted));
  const value = row[key];
  if (Array.isArray(wanted)) return wanted.map(String).includes(String(value));
  return String(value) === String(wanted);
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

/** One page of rows the API answered all at once, with the count of every matching row. */
export function arrayPage<T extends Row>(
  rows: readonly T[],
  params: ListParams,
): { data: T[]; total: number } {
  const filters = Object.entries(params.filter ?? {});
  let matching = rows.filter((row) =>
    filters.every(([key, value]) => matchesFilter(row, key, value)),
  );
  const sort = params.sort;
  if (sort?.field) {
    const direction = sort.order === 'DESC' ? -1 : 1;
    matching = [...matching].sort((a, b) => direction * compare(a[sort.field], b[sort.field]));
  }
  const total = matching.length;
  if (params.pagination) {
    const { page, perPage } = params.pagination;
    matching = matching.slice((page - 1) * perPage, page * perPage);
  }
  return { data: matching, total };
}

/** Fields a record's answer carries that no write takes. */
export const READ_ONLY_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'version',
]);

/** The fields of `data` that differ from `previous`: the body of a PATCH. */
export function changedFields(data: Row, previous: Row | undefined): Row {
  const changes: Row = {};
  for (const [key, value] of Object.entries(data)) {
    if (READ_ONLY_FIELDS.has(key)) continue;
    if (previous && JSON.stringify(previous[key] ?? null) === JSON.stringify(value ?? null))
      continue;
    changes[key] = value;
  }
  return changes;
}
