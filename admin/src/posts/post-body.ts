/**
 * The fields the post form writes, and the body it sends: only those fields (status changes
 * have their own routes), tags as name and colour (a tag's id is not part of a post body), blank
 * optional texts as none.
 */
export const FORM_FIELDS = [
  'title',
  'slug',
  'content',
  'excerpt',
  'author',
  'imageUrl',
  'featured',
  'tags',
  'seoTitle',
  'seoDescription',
] as const;

/** Texts the API stores as null when there is none. */
const NULLABLE_TEXTS = new Set(['excerpt', 'imageUrl', 'seoTitle', 'seoDescription']);

export interface TagValue {
  id?: number;
  name: string;
  color?: string | null;
}

type Values = Record<string, unknown>;

/** The form's values as a post body (create: with status and publishAt when given). */
export function postBody(values: Values, extra: readonly string[] = []): Values {
  const body: Values = {};
  for (const field of [...FORM_FIELDS, ...extra]) {
    if (!(field in values)) continue;
    let value = values[field];
    if (field === 'tags' && Array.isArray(value)) {
      value = (value as TagValue[]).map((tag) =>
        tag.color ? { name: tag.name, color: tag.color } : { name: tag.name },
      );
    } else if (NULLABLE_TEXTS.has(field) && typeof value === 'string' && !value.trim()) {
      value = null;
    } else if (value === undefined) {
      continue;
    }
    body[field] = value;
  }
  return body;
}

/** A record's tags as the form's value: name and colour, keeping the id for colour changes. */
export const tagValues = (tags: unknown): TagValue[] =>
  Array.isArray(tags)
    ? tags.map((tag: TagValue) => ({ id: tag.id, name: tag.name, color: tag.color ?? null }))
    : [];

/** A new post's body: its status, and the publish instant only when it is scheduled. */
export function createBody(values: Values): Values {
  const body = postBody(values, ['status', 'publishAt']);
  if (body.status !== 'scheduled') delete body.publishAt;
  return body;
}
