/**
 * Where each kind of lead came from, in words a sales person reads: every stored lead has a
 * source. A contact or feedback submission names its own (the contact form's source label, the
 * feedback type); the names here are what the other forms store, and what a lead without one
 * is given (the 027 migration fills older rows with the same names).
 */
import { CONTACT_PAGE_SOURCE } from './forms/contact';
import type { LeadKind } from './lead-kinds';

export const LEAD_SOURCES = {
  customer_request: CONTACT_PAGE_SOURCE,
  product_demo: 'Product Demo Form',
  product_inquiry: 'Product Inquiry Form',
  training_request: 'Corporate Training Form',
  feedback: 'Feedback Widget',
} as const satisfies Record<LeadKind, string>;

/** The source to store: the one the submission names, else its kind's. */
export function leadSource(kind: LeadKind, named?: string | null): string {
  const text = named?.trim();
  return text ? text : LEAD_SOURCES[kind];
}
