/**
 * The audit log's filters, each matched exactly by the server: the actor (an email, automation
 * or anonymous, any case), the action ("invite person", "change role", ...), the resource (a
 * route's path template) and a range of days in the person's zone.
 */
import { DateInput, TextInput } from 'react-admin';
import { dayEnd, dayStart, endDay, startDay } from '../shared/day-range';

export const auditFilters = [
  <TextInput
    key="actor"
    source="actor"
    label="Actor"
    helperText="An email, or automation"
    alwaysOn
  />,
  <TextInput key="action" source="action" label="Action" helperText="e.g. change role" alwaysOn />,
  <TextInput
    key="resource"
    source="resource"
    label="Resource"
    helperText="e.g. /admin/api/people/:id"
  />,
  <DateInput key="from" source="from" label="From" parse={dayStart} format={startDay} />,
  <DateInput key="to" source="to" label="To (included)" parse={dayEnd} format={endDay} />,
];
