/** A post's tags as small chips, each marked with its colour. */
import { Box, Chip } from '@mui/material';
import { tagColor } from '@cloud-consulting/domain/blog';
import type { TagValue } from './post-body';

export function TagDot({ color }: { color: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        width: 10,
        height: 10,
        borderRadius: '50%',
        bgcolor: color,
        border: 1,
        borderColor: 'divider',
        flexShrink: 0,
      }}
    />
  );
}

export function TagChips({ tags }: { tags: readonly TagValue[] | undefined }) {
  if (!tags?.length) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
      {tags.map((tag) => (
        <Chip
          key={tag.name}
          size="small"
          variant="outlined"
          label={tag.name}
          icon={<TagDot color={tagColor({ Name: tag.name, Color: tag.color })} />}
          sx={{ pl: 0.5 }}
        />
      ))}
    </Box>
  );
}
