/**
 * Where each uploaded file is used: every stored text that holds its address
 * (/uploads/images/<path>, alone or after a host), found with LIKE on text columns and on JSON
 * read as text, the same on PGlite and PostgreSQL. Posts (hero image, featured image, excerpt,
 * body), every record of every content collection (its text, list and JSON fields), the site
 * settings, and the hero banners the site shows by file name alone. Inactive and archived records
 * count: they keep the address and would show a broken image once brought back. The kept
 * versions of a post (revisions) do not: they are history.
 */
import { CONVENTIONAL_FILES } from '@cloud-consulting/domain/media';
import { collections } from '@cloud-consulting/domain/content-collections/collections';

/** Numbered parameters of one statement: add(value) answers its placeholder. */
export function sqlParams() {
  const values: unknown[] = [];
  return {
    values,
    add(value: unknown): string {
      values.push(value);
      return `$${values.length}`;
    },
  };
}
export type SqlParams = ReturnType<typeof sqlParams>;

/** LIKE pattern of a file's address; its own %, _ and \ escaped (backslash is LIKE's escape). */
const ADDRESS_PATTERN = String.raw`'%/uploads/images/' || replace(replace(replace(path, '\', '\\'), '%', '\%'), '_', '\_') || '%'`;

/** Fields of a collection that can hold an address. */
const TEXT_TYPES = new Set(['string', 'text', 'json', 'list']);

interface Source {
  kind: string;
  table: string;
  /** SQL of the record's title. */
  title: string;
  /** SQL of each text that may hold an address. */
  texts: string[];
}

const sources: Source[] = [
  {
    kind: 'post',
    table: 'blog_posts',
    title: 'r.title',
    texts: ['r.image_url', 'r.featured_image_path', 'r.excerpt', 'r.content'],
  },
  ...collections.map((c) => {
    const label = c.fields.find((f) => f.required && f.type === 'string') ?? c.fields[0]!;
    return {
      kind: c.name,
      table: c.table,
      title: `r.${label.column}::text`,
      texts: c.fields
        .filter((f) => TEXT_TYPES.has(f.type))
        .map((f) =>
          f.type === 'json' || f.type === 'list' ? `r.${f.column}::text` : `r.${f.column}`,
        ),
    };
  }),
  {
    kind: 'site-settings',
    table: 'site_settings',
    title: "'Site settings'",
    texts: ['r.settings::text'],
  },
];

/**
 * A SELECT of (media_id, kind, record_id, title), one row per place that uses a file, for the
 * files `mediaWhere` keeps (a WHERE clause on media_files, or '' for all).
 */
export function usageSql(params: SqlParams, mediaWhere = ''): string {
  const records = sources.map(
    (s) =>
      `SELECT m.id AS media_id, ${params.add(s.kind)}::text AS kind, r.id AS record_id, ` +
      `${s.title} AS title FROM m JOIN ${s.table} r ON ` +
      s.texts.map((text) => `${text} LIKE m.pattern`).join(' OR '),
  );
  const conventional = CONVENTIONAL_FILES.map(
    (file) => `(${params.add(file.path)}::text, ${params.add(file.title)}::text)`,
  ).join(', ');
  return (
    `WITH m AS (SELECT id, path, ${ADDRESS_PATTERN} AS pattern FROM media_files ${mediaWhere}) ` +
    [
      ...records,
      `SELECT m.id, 'hero-banner', NULL::integer, h.title FROM m ` +
        `JOIN (VALUES ${conventional}) AS h (path, title) ON m.path = h.path`,
    ].join(' UNION ALL ')
  );
}
