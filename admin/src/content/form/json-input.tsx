/**
 * A JSON field as a multiline text: the text is the editor's own while they type (never
 * reformatted under the cursor), and the form holds the value it stands for, or the marker of
 * text that is not JSON yet, which validation reports.
 */
import { useEffect, useRef, useState } from 'react';
import { TextField } from '@mui/material';
import { useInput, ValidationError, type Validator } from 'react-admin';
import { jsonText, parseJsonText } from '../json-text';

export function JsonInput({
  source,
  label,
  helperText,
  validate,
}: {
  source: string;
  label: string;
  helperText?: string;
  validate: Validator;
}) {
  const { field, fieldState, id } = useInput({ source, validate });
  const [text, setText] = useState(() => jsonText(field.value));
  const typed = useRef(field.value);

  // A value from outside (the record loaded, a restore, a reset) replaces the text.
  useEffect(() => {
    if (field.value !== typed.current) {
      typed.current = field.value;
      setText(jsonText(field.value));
    }
  }, [field.value]);

  const problem = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <TextField
      id={id}
      label={label}
      value={text}
      onChange={(event) => {
        const value = parseJsonText(event.target.value);
        typed.current = value;
        setText(event.target.value);
        field.onChange(value);
      }}
      onBlur={field.onBlur}
      error={Boolean(problem)}
      helperText={problem ? <ValidationError error={problem} /> : helperText}
      multiline
      minRows={6}
      fullWidth
      margin="dense"
      slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
    />
  );
}
