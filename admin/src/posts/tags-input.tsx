/**
 * The post's tags: pick an existing tag or type a new one, each shown with its colour. Changing
 * an existing tag's colour changes it everywhere at once (PATCH /blog-tags/{id}); a new tag's
 * colour is saved with the post.
 */
import { useState, type ChangeEvent } from 'react';
import { Autocomplete, Box, IconButton, Stack, TextField, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useGetList, useInput, useNotify } from 'react-admin';
import { tagColor } from '@cloud-consulting/domain/blog';
import { apiRequest } from '../api/http';
import { tagValues, type TagValue } from './post-body';
import { TagDot } from './tag-chips';

const MAX_TAGS = 20;

interface KnownTag {
  id: number;
  name: string;
  color: string;
}

export function TagsInput() {
  const { field } = useInput({ source: 'tags', format: tagValues });
  const tags: TagValue[] = field.value ?? [];
  const { data: known = [], refetch } = useGetList<KnownTag>('blog-tags', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const notify = useNotify();
  const [typed, setTyped] = useState('');
  const chosen = new Set(tags.map((t) => t.name.toLowerCase()));
  const options = known.filter((t) => !chosen.has(t.name.toLowerCase())).map((t) => t.name);

  const add = (name: string | null) => {
    const clean = name?.trim();
    setTyped('');
    if (!clean || chosen.has(clean.toLowerCase()) || tags.length >= MAX_TAGS) return;
    const existing = known.find((t) => t.name.toLowerCase() === clean.toLowerCase());
    const tag: TagValue = existing
      ? { id: existing.id, name: existing.name, color: existing.color }
      : { name: clean, color: tagColor({ Name: clean }) };
    field.onChange([...tags, tag]);
  };

  const recolour = (index: number, color: string) =>
    field.onChange(tags.map((t, i) => (i === index ? { ...t, color } : t)));

  /** A colour chosen for an existing tag is saved for the tag when the picker is left. */
  const saveColour = async (tag: TagValue) => {
    const saved = known.find((t) => t.id === tag.id);
    if (tag.id === undefined || !tag.color || !saved || saved.color === tag.color) return;
    const color = tag.color;
    try {
      await apiRequest(`/blog-tags/${tag.id}`, { method: 'PATCH', body: { color } });
      notify(`The tag ${tag.name} is now shown in its new colour`, { type: 'success' });
      await refetch();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        Tags
      </Typography>
      <Autocomplete
        freeSolo
        options={options}
        value={null}
        inputValue={typed}
        onInputChange={(_event, text) => setTyped(text)}
        onChange={(_event, name) => add(name)}
        // Enter adds the tag typed; it must not also submit the post form.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Add a tag"
            size="small"
            helperText="Choose a tag or type a new one and press Enter"
          />
        )}
      />
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, mt: 1, mb: 0 }}>
        {tags.map((tag, index) => {
          const color = tagColor({ Name: tag.name, Color: tag.color });
          return (
            <Stack
              component="li"
              key={tag.name}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center' }}
            >
              <TagDot color={color} />
              <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {tag.name}
              </Typography>
              <Box
                component="input"
                type="color"
                value={color}
                aria-label={`Colour of the tag ${tag.name}`}
                onChange={(event: ChangeEvent<HTMLInputElement>) =>
                  recolour(index, event.target.value)
                }
                onBlur={() => void saveColour(tag)}
                sx={{
                  width: 40,
                  height: 32,
                  p: 0,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: 'transparent',
                }}
              />
              <IconButton
                aria-label={`Remove the tag ${tag.name}`}
                size="small"
                onClick={() => field.onChange(tags.filter((_t, i) => i !== index))}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Stack>
          );
        })}
      </Stack>
    </Box>
  );
}
