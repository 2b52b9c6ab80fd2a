/**
 * The kinds of lead the provider stores, each with the public path a visitor's form posts to.
 * The leads table's CHECK constraint, the admin API's kind filter and the site's lead client all
 * read this list.
 */
import { API_PATHS } from './api-paths';

export const LEAD_KINDS = [
  'customer_request',
  'product_demo',
  'product_inquiry',
  'training_request',
  'feedback',
] as const;

export type LeadKind = (typeof LEAD_KINDS)[number];

/** The path (without the /api prefix) that stores each kind of lead. */
export const LEAD_PATHS = {
  customer_request: API_PATHS.customerRequests,
  product_demo: API_PATHS.productDemo,
  product_inquiry: API_PATHS.productInquiry,
  training_request: API_PATHS.trainingSubmit,
  feedback: API_PATHS.feedback,
} as const satisfies Record<LeadKind, string>;

/** A path that stores a lead. */
export type LeadPath = (typeof LEAD_PATHS)[LeadKind];

export function isLeadKind(value: unknown): value is LeadKind {
  return typeof value === 'string' && (LEAD_KINDS as readonly string[]).includes(value);
}
