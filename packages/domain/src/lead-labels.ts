/**
 * What the sales team calls a lead's kinds and fields, in the editor app and in the CSV alike.
 */
import type { LeadKind } from './lead-kinds';

export const LEAD_KIND_LABELS: Readonly<Record<LeadKind, string>> = {
  customer_request: 'Contact request',
  product_demo: 'Product demo',
  product_inquiry: 'Product inquiry',
  training_request: 'Training request',
  feedback: 'Feedback',
};

export function kindLabel(kind: unknown): string {
  return LEAD_KIND_LABELS[kind as LeadKind] ?? String(kind ?? '');
}

/** A form field's name as a label: 'companyName' -> 'Company name', 'zip_code' -> 'Zip code'. */
export function fieldLabel(name: string): string {
  const words = name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : name;
}
