/**
 * The columns of the leads CSV: first the columns every lead has, then one column per form
 * field the exported leads carry. A form field that says the same as a fixed column (the same
 * name whatever its case or punctuation, or a known synonym such as companyName for Company)
 * gets no second column: the fixed column already holds it. Form fields whose names differ only
 * by case or punctuation share one column.
 */

/** The columns every lead has, in the order the sales team reads them. */
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
