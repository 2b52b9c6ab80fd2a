/**
 * The post's address: generated from the title as it is typed until the editor types their own,
 * checked with the provider as it changes ("This slug is taken", with a free one to use).
 */
import { useEffect, useRef, useState } from 'react';
import { Box, Button, FormHelperText, TextField } from '@mui/material';
import { useInput, useRecordContext, ValidationError } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { SLUG_MESSAGES, slugError } from '@cloud-consulting/domain/post-slug';
import { apiRequest } from '../api/http';
import { slugTyped, titleTyped } from './slug-state';
import { useDebounced } from './use-debounced';

interface SlugCheck {
  slug: string;
  available: boolean;
  suggestion: string;
}

const HELP_ID = 'post-slug-help';

export function SlugInput() {
  const record = useRecordContext();
  const postId = record?.id === undefined ? undefined : Number(record.id);
  const title: string = useWatch({ name: 'title' }) ?? '';
  /** The slug last answered as taken, for the validation run on save. */
  const taken = useRef<string | null>(null);
  /** A saved post keeps its slug; a new one follows the title until a slug is typed. */
  const edited = useRef(postId !== undefined);
  const {
    field,
    fieldState: { error },
  } = useInput({
    source: 'slug',
    validate: (slug: string | undefined) => {
      if (!slug) return postId === undefined ? undefined : 'Required';
      return slugError(slug) ?? (taken.current === slug ? SLUG_MESSAGES.taken : undefined);
    },
  });
  const value: string = field.value ?? '';
  const [check, setCheck] = useState<SlugCheck | null>(null);
  const settled = useDebounced(value, 350);
  const checkable = Boolean(settled) && !slugError(settled);

  useEffect(() => {
    const next = titleTyped({ slug: value, edited: edited.current }, title);
    if (next.slug !== value) field.onChange(next.slug);
    // Only a change of the title moves the slug.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [title]);

  useEffect(() => {
    if (!checkable) return;
    let live = true;
    apiRequest<SlugCheck>('/blog/slug-check', { query: { slug: settled, except: postId } }).then(
      (answer) => {
        if (!live) return;
        taken.current = answer.available ? null : answer.slug;
        setCheck(answer);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [settled, checkable, postId]);

  const current = check?.slug === value ? check : null;
  const isTaken = current !== null && !current.available;
  const message = error?.message ?? (isTaken ? SLUG_MESSAGES.taken : null);
  const chooseSlug = (slug: string) => {
    edited.current = slug !== '';
    taken.current = null;
    field.onChange(slug);
  };
  return (
    <Box sx={{ mb: 1 }}>
      <TextField
        {...field}
        value={value}
        onChange={(event) => {
          const next = slugTyped(
            { slug: value, edited: edited.current },
            event.target.value,
            title,
          );
          edited.current = next.edited;
          field.onChange(next.slug);
        }}
        id="post-slug"
        label="Slug"
        fullWidth
        size="small"
        error={Boolean(message)}
        slotProps={{ htmlInput: { 'aria-describedby': HELP_ID, spellCheck: false } }}
      />
      <FormHelperText id={HELP_ID} error={Boolean(message)} aria-live="polite" sx={{ mx: 1.75 }}>
        {message ? (
          <>
            <ValidationError error={message} />
            {isTaken ? `: ${current.suggestion} is free` : ''}
          </>
        ) : value ? (
          `The address will be /blog/${value}/${current?.available ? ' (free)' : ''}`
        ) : (
          'Generated from the title until you type one'
        )}
      </FormHelperText>
      {isTaken && (
        <Button size="small" onClick={() => chooseSlug(current.suggestion)}>
          Use {current.suggestion}
        </Button>
      )}
    </Box>
  );
}
