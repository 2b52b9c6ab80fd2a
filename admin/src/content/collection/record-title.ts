/** How a record is named on screens: its title field, else its number; and its detail line. */
import { COLLECTION_FIELDS, type CollectionName } from '../fields';

export function recordTitle(
  collection: CollectionName,
  record: Record<string, unknown> | undefined,
): string {
  const value = record?.[COLLECTION_FIELDS[collection].title];
  if (typeof value === 'string' && value.trim()) return value.trim();
  return record?.id === undefined ? '' : `#${String(record.id)}`;
}

/** The record's detail field as shown: a choice by its name, other values as they are. */
export function recordDetail(
  collection: CollectionName,
  record: Record<string, unknown> | undefined,
): string {
  const spec = COLLECTION_FIELDS[collection];
  if (!spec.detail) return '';
  const value = record?.[spec.detail];
  if (value === null || value === undefined) return '';
  const field = spec.fields.find((f) => f.name === spec.detail);
  return field?.choices?.find((choice) => choice.id === value)?.name ?? String(value);
}
