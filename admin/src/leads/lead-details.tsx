/** Everything a lead holds: the fields every lead has, then its form as the visitor sent it. */
import { Link, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { FieldRows } from '../shared/field-rows';
import { LEAD_FIELDS, formFieldRows, kindLabel, valueText } from './lead-labels';

function fixedValue(key: string, value: unknown) {
  if (key === 'kind') return kindLabel(value);
  if (key === 'createdAt' && typeof value === 'string') return new Date(value).toLocaleString();
  if (key === 'email' && typeof value === 'string')
    return <Link href={`mailto:${value}`}>{value}</Link>;
  if (key === 'phone' && typeof value === 'string')
    return <Link href={`tel:${value}`}>{value}</Link>;
  return valueText(value);
}

export function LeadDetails() {
  const record = useRecordContext();
  if (!record) return null;
  const fixed = LEAD_FIELDS.map(([key, label]) => ({
    key,
    label,
    value: fixedValue(key, record[key]),
  }));
  const form = formFieldRows(record.payload).map((row) => ({
    key: row.name,
    label: row.label,
    value: row.text,
  }));
  return (
    <>
      <Typography component="h2" variant="h6" gutterBottom>
        Details
      </Typography>
      <FieldRows rows={fixed} />
      <Typography component="h2" variant="h6" sx={{ mt: 3 }} gutterBottom>
        Form fields
      </Typography>
      {form.length ? (
        <FieldRows rows={form} />
      ) : (
        <Typography variant="body2">The form sent no fields.</Typography>
      )}
    </>
  );
}
