/**
 * The mail that tells the sales team about a new lead: who sent it and how to reach them, what
 * it is about (the product by name, a demo's time in the visitor's zone and in UTC), which form
 * it came from, then every field the visitor filled in.
 */
import { formatZonedInstant } from '@cloud-consulting/domain/zoned-time';
import type { NewLead } from './repository.js';

export interface LeadMail {
  subject: string;
  text: string;
}

type Line = [label: string, value: unknown];

const lines = (entries: Line[]) =>
  entries
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join('\n');

/** 'Sam Lee <sam@fabrikam.com>', or whichever of the two is known. */
export const sender = (lead: Pick<NewLead, 'name' | 'email'>): string | null =>
  lead.name && lead.email ? `${lead.name} <${lead.email}>` : (lead.name ?? lead.email);

/** A demo's time as a sales person reads it; null without one. */
export const preferredTimeText = (lead: Pick<NewLead, 'preferredAt' | 'timeZone'>) =>
  lead.preferredAt ? formatZonedInstant(lead.preferredAt, lead.timeZone ?? 'UTC') : null;

/** 'Sam Lee (Fabrikam)', or the name alone. */
const whoAt = (lead: NewLead) =>
  [lead.name ?? lead.email, lead.company && `(${lead.company})`].filter(Boolean).join(' ');

function subjectOf(lead: NewLead): string {
  const p = lead.payload;
  switch (lead.kind) {
    case 'customer_request':
      return `New request: ${String(p.inquiryTitle)} from ${whoAt(lead)}`;
    case 'product_demo':
      return `New demo request: ${lead.productName} for ${whoAt(lead)}`;
    case 'product_inquiry':
      return `New product inquiry: ${lead.productName} from ${whoAt(lead)}`;
    case 'training_request':
      return `New training request: ${String(p.trainingTopic)} for ${whoAt(lead)}`;
    case 'feedback':
      return `New feedback (${String(p.type)}): ${String(p.subject)}`;
  }
}

/** The sales mail of a stored lead; `leadId` and `path` say where to find it. */
export function leadMail(lead: NewLead, leadId: number, path: string): LeadMail {
  const summary = lines([
    ['From', sender(lead)],
    ['Phone', lead.phone],
    ['Company', lead.company],
    ['Product', lead.productName && `${lead.productName} (id ${lead.productId})`],
    ['Preferred time', preferredTimeText(lead)],
    ['Source', lead.source],
    ['Customer', lead.customerId],
  ]);
  const fields = lines(Object.entries(lead.payload));
  return {
    subject: subjectOf(lead),
    text: `${summary}\n\n${fields}\n\nLead ${leadId}, ${path}`,
  };
}
