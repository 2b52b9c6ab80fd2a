/**
 * On a record's edit screen: "Dana Lee is also editing this post." while someone else has it
 * open, in a polite live region that stays in the page, so a screen reader hears who comes and
 * that they left.
 */
import { Alert, Box } from '@mui/material';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import { useRecordContext, useResourceContext, type Identifier } from 'react-admin';
import { editingSentence } from '@cloud-consulting/domain/editing-presence';
import { useEditingPresence } from './use-editing-presence';

export function EditingPresenceNotice({
  resource: given,
  id: givenId,
}: {
  /** Defaults to the screen's resource and record. */
  resource?: string;
  id?: Identifier;
}) {
  const contextResource = useResourceContext();
  const record = useRecordContext();
  const resource = given ?? contextResource;
  const others = useEditingPresence(resource, givenId ?? record?.id);
  const sentence = resource ? editingSentence(others, resource) : '';
  return (
    <Box role="status" aria-live="polite" data-testid="editing-presence" sx={{ width: '100%' }}>
      {sentence && (
        <Alert
          severity="info"
          role="none"
          icon={<PeopleAltOutlined fontSize="inherit" />}
          sx={{ mb: 2 }}
        >
          {sentence} Saves are checked: if theirs comes first, you will be asked what to keep.
        </Alert>
      )}
    </Box>
  );
}
