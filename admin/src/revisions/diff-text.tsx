/**
 * One side of a difference: the text with its own parts marked, removed ones struck through
 * on the kept version's side and added ones underlined on the record's side (marked by more
 * than colour, and named for screen readers by <del>/<ins>).
 */
import { Box } from '@mui/material';
import type { TextPart } from './compare';

export function DiffText({ parts, side }: { parts: TextPart[]; side: 'before' | 'after' }) {
  const mark = side === 'before' ? 'del' : 'ins';
  const palette = side === 'before' ? 'error' : 'success';
  if (parts.length === 0) {
    return (
      <Box component="p" sx={{ m: 0, color: 'text.secondary', fontStyle: 'italic' }}>
        (empty)
      </Box>
    );
  }
  return (
    <Box
      component="p"
      sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit' }}
    >
      {parts.map((part, index) =>
        part.changed ? (
          <Box
            key={index}
            component={mark}
            sx={{
              bgcolor: `${palette}.main`,
              color: `${palette}.contrastText`,
              textDecoration: side === 'before' ? 'line-through' : 'underline',
              borderRadius: 0.5,
              px: 0.25,
            }}
          >
            {part.text}
          </Box>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Box>
  );
}
