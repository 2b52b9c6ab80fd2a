/** A record's kept versions, newest first: when, who, which fields; each opens its differences. */
import { List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import { fieldNamesText } from './compare';
import { actorText, whenText } from './format';
import { versionPath } from './route';
import type { RevisionSummary, RevisionsTarget } from './types';

export function RevisionList({
  revisions,
  routePath,
  labels,
}: { revisions: RevisionSummary[] } & Pick<RevisionsTarget, 'routePath' | 'labels'>) {
  if (revisions.length === 0) {
    return (
      <Typography color="text.secondary">
        No earlier versions yet. Each save keeps the version it replaces here.
      </Typography>
    );
  }
  return (
    <List disablePadding aria-label="Earlier versions">
      {revisions.map((revision) => (
        <ListItem key={revision.version} disablePadding divider>
          <ListItemButton component={LinkBase} to={versionPath(routePath, revision.version)}>
            <ListItemText
              primary={`${whenText(revision.changedAt)} by ${actorText(revision.actor)}`}
              secondary={`Version ${revision.version}; changed then: ${fieldNamesText(revision.changedFields, labels)}`}
              slotProps={{
                primary: { sx: { overflowWrap: 'anywhere' } },
                secondary: { sx: { overflowWrap: 'anywhere' } },
              }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
