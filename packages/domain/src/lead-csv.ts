/**
 * The leads CSV: first the columns every lead has, then one column per form field the
 * exported leads carry, then the sales team's notes. A form field that says the same as a fixed column (the same
 * name whatever its case or punctuation, or a known synonym such as companyName for Company)
 * gets no second column: the fixed column already holds it. Form fields whose names differ only
 * by case or punctuation share one column.
 */

import { articleLeadOf } from './article-leads';
import { fieldLabel, kindLabel } from './lead-labels';
import { LEAD_STATUS_LABELS, type LeadStatus } from './lead-status';
import { localMinuteText } from './zoned-time';

/**
 * The fields every lead has, under the provider's names: a form field that repeats one of them
 * gets no column of its own.
 */
export const LEAD_CSV_COLUMNS = [
  'Id',
  'Kind',
  'CreatedAt',
  'Status',
  'Owner',
  'CustomerId',
  'CustomerRequestId',
  'Name',
  'Email',
  'Phone',
  'Company',
  'Source',
  'ProductId',
  'ProductName',
  'PreferredAt',
  'TimeZone',
  'PreferredTime',
] as const;
export type LeadCsvColumn = (typeof LEAD_CSV_COLUMNS)[number];

/** A field name reduced to what it means: lower case, letters and digits only. */
export const fieldKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Form fields that hold a fixed column's value under another name (the forms' own names:
 * fullName on the training form, companyName on the contact form, interestedProductId on the
 * product inquiry, ...).
 */
const SYNONYMS: Readonly<Record<string, LeadCsvColumn>> = {
  fullname: 'Name',
  emailaddress: 'Email',
  phonenumber: 'Phone',
  companyname: 'Company',
  interestedproductid: 'ProductId',
};

/** The fixed column a form field repeats, or null when it is a field of its own. */
export function fixedColumnOf(field: string): LeadCsvColumn | null {
  const key = fieldKey(field);
  return LEAD_CSV_COLUMNS.find((c) => fieldKey(c) === key) ?? SYNONYMS[key] ?? null;
}

/** One column for form fields: its header, and the field names whose values it shows. */
export interface FieldColumn {
  header: string;
  fields: string[];
}

/**
 * The form-field columns of an export, sorted by header: fields that repeat a fixed column are
 * left out, and fields whose names differ only by case or punctuation share one column, headed
 * by the first of their names in sort order.
 */
export function formFieldColumns(fieldNames: Iterable<string>): FieldColumn[] {
  const byKey = new Map<string, string[]>();
  for (const name of [...new Set(fieldNames)].sort()) {
    if (fixedColumnOf(name)) continue;
    const key = fieldKey(name);
    byKey.set(key, [...(byKey.get(key) ?? []), name]);
  }
  return [...byKey.values()]
    .map((fields) => ({ header: fields[0]!, fields }))
    .sort((a, b) => (a.header < b.header ? -1 : a.header > b.header ? 1 : 0));
}

/** The value a form-field column shows for one lead: the first of its fields the lead has. */
export function fieldValue(payload: Readonly<Record<string, unknown>>, column: FieldColumn) {
  const name = column.fields.find((f) => payload[f] !== undefined);
  return name === undefined ? undefined : payload[name];
}

/** A lead as the export reads it (the provider's stored lead, its demo time written out). */
export interface CsvLead {
  Id: number;
  Kind: string;
  CreatedAt: Date | string;
  Status: string;
  OwnerName: string | null;
  CustomerId: number | null;
  CustomerRequestId: number | null;
  Name: string | null;
  Email: string | null;
  Phone: string | null;
  Company: string | null;
  Source: string;
  ProductId: number | null;
  ProductName: string | null;
  PreferredTime: string | null;
  TimeZone: string | null;
  Payload: Readonly<Record<string, unknown>>;
}

/** A sales person's note on a lead. */
export interface CsvNote {
  CreatedAt: Date | string;
  Author: string;
  Text: string;
}

export interface LeadCsvOptions {
  /** The zone of the person exporting: every time of the file is on its clock. */
  timeZone: string;
  /** Titles of the articles whose forms the leads came from, by post id. */
  articleTitles: ReadonlyMap<number, string>;
  /** Each lead's notes, oldest first, by lead id. */
  notes: ReadonlyMap<number, readonly CsvNote[]>;
}

/** Where a lead came from, in words: an article's form names the article. */
export function sourceText(source: string, articleTitles: ReadonlyMap<number, string>): string {
  const article = articleLeadOf(source);
  if (!article) return source;
  const title = articleTitles.get(article.postId);
  const place = article.place === 'sidebar' ? 'Article sidebar' : 'Article';
  return title === undefined ? `${place} #${article.postId} (since removed)` : `${place}: ${title}`;
}

/**
 * The leads export as a table a sales person reads: labels as the editor app shows them, kinds,
 * statuses and sources in words, times on the exporter's clock (the zone in the header), one
 * column per form field, and the notes last.
 */
export function leadCsvTable(
  leads: readonly CsvLead[],
  options: LeadCsvOptions,
): { header: string[]; rows: unknown[][] } {
  const { timeZone, articleTitles, notes } = options;
  const fields = formFieldColumns(leads.flatMap((lead) => Object.keys(lead.Payload)));
  const fixed: [string, (lead: CsvLead) => unknown][] = [
    ['Lead id', (lead) => lead.Id],
    ['Kind', (lead) => kindLabel(lead.Kind)],
    [`Received (${timeZone})`, (lead) => localMinuteText(lead.CreatedAt, timeZone)],
    ['Status', (lead) => LEAD_STATUS_LABELS[lead.Status as LeadStatus] ?? lead.Status],
    ['Owner', (lead) => lead.OwnerName],
    ['Name', (lead) => lead.Name],
    ['Email', (lead) => lead.Email],
    ['Phone', (lead) => lead.Phone],
    ['Company', (lead) => lead.Company],
    ['Source', (lead) => sourceText(lead.Source, articleTitles)],
    ['Product', (lead) => lead.ProductName],
    ['Product id', (lead) => lead.ProductId],
    ['Preferred time', (lead) => lead.PreferredTime],
    ["Visitor's time zone", (lead) => lead.TimeZone],
    ['Customer id', (lead) => lead.CustomerId],
    ['Customer request id', (lead) => lead.CustomerRequestId],
  ];
  const notesText = (lead: CsvLead) =>
    (notes.get(lead.Id) ?? [])
      .map((note) => `${localMinuteText(note.CreatedAt, timeZone)} ${note.Author}: ${note.Text}`)
      .join('\n');
  return {
    header: [
      ...fixed.map(([header]) => header),
      ...fields.map((field) => fieldLabel(field.header)),
      'Notes',
    ],
    rows: leads.map((lead) => [
      ...fixed.map(([, value]) => value(lead)),
      ...fields.map((field) => fieldValue(lead.Payload, field)),
      notesText(lead),
    ]),
  };
}
