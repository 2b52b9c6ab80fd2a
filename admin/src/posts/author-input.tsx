/**
 * The post's author: one of the authors already writing, or a new name typed in. A new post is
 * written by the person signed in, until they choose another name.
 */
import { Autocomplete, Skeleton, TextField } from '@mui/material';
import { maxLength, required, useGetIdentity, useInput } from 'react-admin';
import { DEFAULT_AUTHOR } from '@cloud-consulting/domain/blog';
import { usePostAuthors } from './use-post-authors';

/** The author field once the person signed in is known (a new post's default author). */
export function AuthorInput() {
  const { identity, isPending } = useGetIdentity();
  if (isPending) return <Skeleton variant="rounded" height={40} sx={{ mb: 2 }} />;
  return <AuthorField writer={identity?.fullName?.trim().slice(0, 100) || DEFAULT_AUTHOR} />;
}

function AuthorField({ writer }: { writer: string }) {
  const authors = usePostAuthors();
  const {
    field,
    fieldState: { error },
  } = useInput({
    source: 'author',
    // A saved post keeps its author; only a new one takes this default.
    defaultValue: writer,
    validate: [required(), maxLength(100)],
  });
  return (
    <Autocomplete
      freeSolo
      options={authors.map((a) => a.name)}
      value={field.value ?? ''}
      inputValue={field.value ?? ''}
      onInputChange={(_event, text) => field.onChange(text)}
      onChange={(_event, name) => field.onChange(name ?? '')}
      onBlur={field.onBlur}
      sx={{ mb: 2 }}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label="Author"
          size="small"
          error={Boolean(error)}
          helperText={
            error ? 'The author is required (at most 100 characters)' : 'Choose or type a name'
          }
        />
      )}
    />
  );
}
