/**
 * The leads list's filters: kind, status and owner always shown; source and the date range on
 * demand. Dates are days in the person's zone, kept as the instants the API filters by.
 */
import { DateInput, SelectInput, TextInput } from 'react-admin';
import { dayEnd, dayStart, endDay, startDay } from '../shared/day-range';
import { LEAD_KIND_CHOICES, LEAD_STATUS_CHOICES } from './lead-labels';
import { useOwnerChoices } from './use-owner-choices';

function OwnerFilter(props: { source: string; label: string; alwaysOn?: boolean }) {
  const choices = useOwnerChoices();
  return <SelectInput {...props} choices={choices} emptyText="Anyone" />;
}

export const leadFilters = [
  <SelectInput key="kind" source="kind" label="Kind" choices={LEAD_KIND_CHOICES} alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={LEAD_STATUS_CHOICES}
    alwaysOn
  />,
  <OwnerFilter key="owner" source="owner" label="Owner" alwaysOn />,
  <TextInput key="source" source="source" label="Source" helperText="The exact source" />,
  <DateInput key="from" source="from" label="From" parse={dayStart} format={startDay} />,
  <DateInput key="to" source="to" label="To (included)" parse={dayEnd} format={endDay} />,
];
