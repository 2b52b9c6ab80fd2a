/**
 * What the editor app calls a lead's kinds, statuses and fields, and its form's fields as rows a
 * sales person reads (the form as the visitor sent it, under readable names).
 */
import { LEAD_KINDS } from '@cloud-consulting/domain/lead-kinds';
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from '@cloud-consulting/domain/lead-status';
import { fieldLabel, LEAD_KIND_LABELS } from '@cloud-consulting/domain/lead-labels';

export { fieldLabel, kindLabel, LEAD_KIND_LABELS } from '@cloud-consulting/domain/lead-labels';

export const LEAD_KIND_CHOICES = LEAD_KINDS.map((id) => ({ id, name: LEAD_KIND_LABELS[id] }));
export const LEAD_STATUS_CHOICES = LEAD_STATUSES.map((id) => ({
  id,
  name: LEAD_STATUS_LABELS[id],
}));

/** The fields every lead has, in the order the detail screen shows them. */
export const LEAD_FIELDS = [
  ['kind', 'Kind'],
  ['createdAt', 'Received'],
  ['name', 'Name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['company', 'Company'],
  ['source', 'Source'],
  ['productName', 'Product'],
  ['productId', 'Product id'],
  ['preferredTime', 'Preferred time'],
  ['timeZone', "Visitor's time zone"],
  ['customerId', 'Customer id'],
  ['customerRequestId', 'Customer request id'],
] as const;

/** A value as text: empty ones as an em dash, yes/no for booleans, lists joined. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length ? value.map(valueText).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The form's fields as label/value rows, in the order the visitor's form sent them. */
export function formFieldRows(payload: unknown): { name: string; label: string; text: string }[] {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return [];
  return Object.entries(payload as Record<string, unknown>).map(([name, value]) => ({
    name,
    label: fieldLabel(name),
    text: valueText(value),
  }));
}
