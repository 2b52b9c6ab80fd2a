/**
 * Where a sales person is with a lead. Every lead starts as new; the sales team moves it along
 * as they contact the sender, qualify the need, and win or lose it. Any status may follow any
 * other: a lost lead can come back. The leads table's CHECK (031 migration) repeats the list.
 */

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const DEFAULT_LEAD_STATUS: LeadStatus = 'new';

/** What the editor app shows for each status. */
export const LEAD_STATUS_LABELS: Readonly<Record<LeadStatus, string>> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
};

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);
}
