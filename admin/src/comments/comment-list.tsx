/**
 * The moderation queue: held comments by default (a status filter shows approved or rejected
 * ones), flagged first as the server orders them, each in its context with approve and reject in
 * one click, and bulk actions on the selected rows. On a phone the buttons sit under the text.
 */
import { Box, useMediaQuery, type Theme } from '@mui/material';
import {
  BulkActionsToolbar,
  Datagrid,
  FunctionField,
  List,
  SelectInput,
  required,
} from 'react-admin';
import { BulkModerateButtons } from './bulk-moderate-buttons';
import { CommentInContext } from './comment-in-context';
import { ModerateButtons } from './moderate-buttons';
import { COMMENT_STATUS_CHOICES, DEFAULT_COMMENT_STATUS } from './moderation';
import { PageCheckbox, RowCheckbox } from './select-checkboxes';
import { refusalInPlace } from '../shared/refusals';

const filters = [
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={COMMENT_STATUS_CHOICES}
    validate={required()}
    alwaysOn
  />,
];

export function CommentList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      title="Comments"
      filters={filters}
      filterDefaultValues={{ status: DEFAULT_COMMENT_STATUS }}
      // The server's order: flagged first, then oldest first.
      sort={{ field: '', order: 'ASC' }}
      perPage={25}
      exporter={false}
      {...refusalInPlace}
      actions={false}
    >
      <BulkActionsToolbar>
        <BulkModerateButtons />
      </BulkActionsToolbar>
      <Datagrid
        bulkActionButtons={false}
        rowClick={false}
        sx={{ '& td': { verticalAlign: 'top' }, '& td:first-of-type': { width: 48, px: 0.5 } }}
      >
        <FunctionField label={<PageCheckbox />} sortable={false} render={() => <RowCheckbox />} />
        <FunctionField
          label="Comment"
          sortable={false}
          render={() => (
            <>
              <CommentInContext />
              {phone && (
                <Box sx={{ mt: 1.5 }}>
                  <ModerateButtons />
                </Box>
              )}
            </>
          )}
        />
        {!phone && (
          <FunctionField label="Actions" sortable={false} render={() => <ModerateButtons />} />
        )}
      </Datagrid>
    </List>
  );
}
