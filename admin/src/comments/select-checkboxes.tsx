/**
 * The queue's own selection checkboxes, each named for what it selects. react-admin's Datagrid
 * names its row checkbox on the wrapper rather than on the input, which leaves the input
 * without a name for assistive technology; these name the input itself.
 */
import { Checkbox } from '@mui/material';
import { useListContext, useRecordContext } from 'react-admin';

export function RowCheckbox() {
  const record = useRecordContext();
  const { selectedIds, onToggleItem } = useListContext();
  if (!record) return null;
  const who = record.authorName ? ` by ${record.authorName}` : '';
  return (
    <Checkbox
      checked={selectedIds.includes(record.id)}
      onChange={() => onToggleItem(record.id)}
      onClick={(event) => event.stopPropagation()}
      slotProps={{ input: { 'aria-label': `Select comment ${record.id}${who}` } }}
    />
  );
}

export function PageCheckbox() {
  const { data = [], selectedIds, onSelect, onUnselectItems } = useListContext();
  const ids = data.map((record) => record.id);
  const all = ids.length > 0 && ids.every((id) => selectedIds.includes(id));
  const some = !all && ids.some((id) => selectedIds.includes(id));
  return (
    <Checkbox
      checked={all}
      indeterminate={some}
      disabled={ids.length === 0}
      onChange={() => (all ? onUnselectItems() : onSelect(ids))}
      slotProps={{ input: { 'aria-label': 'Select every comment on this page' } }}
    />
  );
}
