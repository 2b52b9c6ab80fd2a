/** The post's author: one of the authors already writing, or a new name typed in. */
import { Autocomplete, TextField } from '@mui/material';
import { maxLength, required, useInput } from 'react-admin';
import { DEFAULT_AUTHOR } from '@cloud-consulting/domain/blog';
import { usePostAuthors } from './use-post-authors';

export function AuthorInput() {
  const authors = usePostAuthors();
  const {
    field,
    fieldState: { error },
  } = useInput({
    source: 'author',
    defaultValue: DEFAULT_AUTHOR,
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
