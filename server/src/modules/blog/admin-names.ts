/**
 * The blog at the admin boundary: posts, tags and revisions answered under the admin names
 * (camelCase, `id`), and admin bodies renamed back to the names the service and the stored
 * revisions use. A post's tags are records too, so they are renamed with it.
 */
import {
  adminFieldName,
  fromAdminFields,
  toAdminFields,
} from '@cloud-consulting/domain/admin-fields';
import type { FieldDifference } from '@cloud-consulting/domain/revisions';
import type { BlogPost } from './repository.js';
import { POST_INPUT_FIELDS, TAG_INPUT_FIELDS, type AdminPostInput } from './schemas.js';

type Fields = Readonly<Record<string, unknown>>;

/** Tags (public names) under the admin names; anything that is not a list stays as it is. */
const adminTags = (tags: unknown) =>
  Array.isArray(tags) ? tags.map((tag: Fields) => toAdminFields(tag)) : tags;

/** A post's fields (an answer or a kept version) under the admin names, its tags too. */
function adminPostFields(fields: Fields): Record<string, unknown> {
  const renamed = toAdminFields(fields);
  if ('Tags' in fields) renamed.tags = adminTags(fields.Tags);
  return renamed;
}

export const adminPost = (post: BlogPost) => adminPostFields(post as unknown as Fields);

export const adminTag = (tag: Fields) => toAdminFields(tag);

/** An admin tag body (name, color) in the public names. */
export const tagInputOf = (body: Fields) => fromAdminFields(body, TAG_INPUT_FIELDS);

/** An admin post body in the public names; its tags too. */
export function postInputOf<T extends AdminPostInput>(body: Fields): T {
  const input = fromAdminFields(body, POST_INPUT_FIELDS);
  if (Array.isArray(input.Tags)) input.Tags = input.Tags.map((tag: Fields) => tagInputOf(tag));
  return input as T;
}

interface RevisionSummary {
  changedFields: string[];
}

/** A revision summary with the changed fields by their admin names. */
export const adminRevisionSummary = <R extends RevisionSummary>(summary: R): R => ({
  ...summary,
  changedFields: summary.changedFields.map(adminFieldName),
});

/**
 * A kept version under the admin names: its fields, the changed fields and each difference
 * (the stored row keeps the public names, so nothing stored is rewritten).
 */
export function adminRevision<
  R extends RevisionSummary & { fields: Fields; differences: FieldDifference[] },
>(revision: R) {
  const value = (field: string, v: unknown) => (field === 'Tags' ? adminTags(v) : v);
  return {
    ...adminRevisionSummary(revision),
    fields: adminPostFields(revision.fields),
    differences: revision.differences.map((d) => ({
      field: adminFieldName(d.field),
      revision: value(d.field, d.revision),
      current: value(d.field, d.current),
    })),
  };
}
