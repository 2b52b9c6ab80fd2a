/**
 * Under the app bar on every screen: after a save, "Saved, live in about N s" counting down,
 * then "Live", or the failed build's error with a link to the site status. A polite live region
 * tells a screen reader each stage once. Only roles that may read builds follow them.
 */
import { Alert, Box } from '@mui/material';
import { Link, usePermissions } from 'react-admin';
import { mayFollowBuilds } from './live-status';
import { barText } from './live-status-text';
import { useFollowedSave } from './use-followed-save';

/** Read by a screen reader, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function LiveStatusBar() {
  const { permissions } = usePermissions();
  return mayFollowBuilds(permissions) ? <FollowedSave /> : null;
}

function FollowedSave() {
  const { state, now } = useFollowedSave();
  const text = barText(state, now);
  // The region stays in the page, empty when idle, so a screen reader hears what enters it.
  return (
    <Box role="status" aria-live="polite" sx={{ mb: text ? 1 : 0 }}>
      {text && (
        <Alert severity={text.tone} role="none" sx={{ overflowWrap: 'anywhere' }}>
          {text.shown === text.announced ? (
            text.shown
          ) : (
            <>
              <span aria-hidden="true">{text.shown}</span>
              <Box component="span" sx={visuallyHidden}>
                {text.announced}
              </Box>
            </>
          )}
          {state.kind === 'failed' && (
            <>
              {' '}
              <Link to="/site-status">See the site status</Link>
            </>
          )}
        </Alert>
      )}
    </Box>
  );
}
