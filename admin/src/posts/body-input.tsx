/**
 * The post body: the Markdown editor with the live preview beside it on a wide screen, and in a
 * tab of its own on a phone.
 */
import { lazy, Suspense, useState } from 'react';
import {
  Box,
  FormHelperText,
  Tab,
  Tabs,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { Loading, useInput, ValidationError } from 'react-admin';
import { LivePreview } from './live-preview';
import { BodyImageDialog } from './body-image-dialog';
import { MediaPickerDialog } from './media-picker-dialog';
import { useBodyImages } from './use-body-images';

const MarkdownEditor = lazy(() => import('./markdown-editor'));

const EDITOR_ID = 'post-body';
const HELP_ID = 'post-body-help';

const bodyRequired = (value: unknown) =>
  typeof value === 'string' && value.trim() ? undefined : 'The body is required';

export function BodyInput() {
  const {
    field,
    fieldState: { error },
  } = useInput({ source: 'content', validate: bodyRequired });
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const markdown: string = field.value ?? '';
  const images = useBodyImages({
    textareaId: EDITOR_ID,
    value: markdown,
    onChange: field.onChange,
  });
  const editor = (
    <Box sx={{ minWidth: 0 }}>
      <Suspense fallback={<Loading />}>
        <MarkdownEditor
          id={EDITOR_ID}
          value={markdown}
          onChange={field.onChange}
          onBlur={field.onBlur}
          describedBy={HELP_ID}
          invalid={Boolean(error)}
          imageHandlers={images.handlers}
          onInsertFromMedia={images.startPicking}
        />
      </Suspense>
      <BodyImageDialog image={images.image} onInsert={images.confirm} onCancel={images.cancel} />
      <MediaPickerDialog
        open={images.picking}
        onClose={images.stopPicking}
        onPick={images.pick}
        title="Insert an image from the media library"
      />
      <FormHelperText id={HELP_ID} error={Boolean(error)}>
        {error?.message ? (
          <ValidationError error={error.message} />
        ) : (
          'Markdown: # for headings, **bold**, [links](https://…); drop or paste an image to add it'
        )}
      </FormHelperText>
    </Box>
  );
  return (
    <Box component="section" aria-labelledby="post-body-title" sx={{ width: '100%', mb: 2 }}>
      <Typography id="post-body-title" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        Body
      </Typography>
      {wide ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, alignItems: 'start' }}>
          {editor}
          <LivePreview markdown={markdown} />
        </Box>
      ) : (
        <>
          <Tabs value={tab} onChange={(_event, next) => setTab(next)} aria-label="Body views">
            <Tab value="write" label="Write" id="body-tab-write" aria-controls="body-panel-write" />
            <Tab
              value="preview"
              label="Preview"
              id="body-tab-preview"
              aria-controls="body-panel-preview"
            />
          </Tabs>
          <Box
            role="tabpanel"
            id="body-panel-write"
            aria-labelledby="body-tab-write"
            hidden={tab !== 'write'}
            sx={{ pt: 1 }}
          >
            {editor}
          </Box>
          <Box
            role="tabpanel"
            id="body-panel-preview"
            aria-labelledby="body-tab-preview"
            hidden={tab !== 'preview'}
            sx={{ pt: 1 }}
          >
            {tab === 'preview' && <LivePreview markdown={markdown} />}
          </Box>
        </>
      )}
    </Box>
  );
}
