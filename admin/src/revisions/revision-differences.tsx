/** Each field a kept version holds differently from the record now: the version's text, then now. */
import { Box, Typography } from '@mui/material';
import { inFieldOrder, sideBySide } from './compare';
import { DiffText } from './diff-text';
import type { Revision, RevisionsTarget } from './types';

export function RevisionDifferences({
  revision,
  labels,
}: { revision: Revision } & Pick<RevisionsTarget, 'labels'>) {
  if (revision.differences.length === 0) {
    return (
      <Typography>
        This version is the same as the record now: restoring it would change nothing.
      </Typography>
    );
  }
  return (
    <>
      {inFieldOrder(revision.differences, labels).map((difference) => {
        const { before, after } = sideBySide(difference.revision, difference.current);
        return (
          <Box component="section" key={difference.field} sx={{ mb: 3 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 'bold' }}>
              {labels[difference.field] ?? difference.field}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                gap: 2,
              }}
            >
              <div>
                <Typography component="h4" variant="body2" color="text.secondary">
                  In version {revision.version}
                </Typography>
                <DiffText parts={before} side="before" />
              </div>
              <div>
                <Typography component="h4" variant="body2" color="text.secondary">
                  Now
                </Typography>
                <DiffText parts={after} side="after" />
              </div>
            </Box>
          </Box>
        );
      })}
    </>
  );
}
