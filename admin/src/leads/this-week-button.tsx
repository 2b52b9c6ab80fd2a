/** The "This week" quick filter: the leads received since Monday, in the person's zone. */
import { Button } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import { useListContext } from 'react-admin';
import { isThisWeek, thisWeek } from '../shared/day-range';

export function ThisWeekButton() {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const on = isThisWeek(filterValues, new Date());
  function toggle() {
    if (on) {
      const { from: _from, to: _to, ...rest } = filterValues;
      setFilters(rest, { ...displayedFilters, from: false, to: false });
    } else {
      setFilters(
        { ...filterValues, ...thisWeek(new Date()) },
        { ...displayedFilters, from: true, to: true },
      );
    }
  }
  return (
    <Button
      size="small"
      variant={on ? 'contained' : 'outlined'}
      aria-pressed={on}
      startIcon={<EventIcon />}
      onClick={toggle}
    >
      This week
    </Button>
  );
}
