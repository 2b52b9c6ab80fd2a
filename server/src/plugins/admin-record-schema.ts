/**
 * JSON schemas in the admin API's names (camelCase, `id`), derived from the shapes written in the
 * public names, so an admin answer or body can never drift from the record it renames.
 */
import { adminFieldName } from '@cloud-consulting/domain/admin-fields';

interface ObjectSchema {
  properties: Record<string, unknown>;
  required?: readonly string[];
  [keyword: string]: unknown;
}

/** The properties of an object schema under their admin names (property schemas as given). */
export function adminProperties(
  properties: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(properties).map(([name, schema]) => [adminFieldName(name), schema]),
  );
}

/**
 * An object schema with its properties and required list under their admin names; `replaced`
 * gives, by admin name, the property schemas that change too (a nested record, e.g. tags).
 */
export function adminObjectSchema<S extends ObjectSchema>(
  schema: S,
  replaced: Record<string, unknown> = {},
): Omit<S, 'properties' | 'required'> & {
  properties: Record<string, unknown>;
  required?: string[];
} {
  const { properties, required, ...rest } = schema;
  return {
    ...rest,
    properties: { ...adminProperties(properties), ...replaced },
    ...(required ? { required: required.map(adminFieldName) } : {}),
  };
}
