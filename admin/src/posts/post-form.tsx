/**
 * The post form shared by create and edit: content first (title, slug, excerpt, body), then
 * tags, image and author, status, and what search engines show. Leaving with unsaved changes
 * asks first, inside the app and out of it. A saved post says who else has it open; a draft
 * saves itself a few seconds after typing stops.
 */
import type { ReactNode } from 'react';
import { Box, Divider } from '@mui/material';
import {
  BooleanInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  maxLength,
  required,
} from 'react-admin';
import { AuthorInput } from './author-input';
import { BodyInput } from './body-input';
import { HeroImageInput } from './hero-image-input';
import { LeaveWarning } from './use-leave-warning';
import { ConflictDialog } from '../conflicts';
import { KeptDraftOffer } from '../drafts';
import { EditingPresenceNotice } from '../presence';
import { DraftAutosave } from './draft-autosave';
import { useAutosaveInFlight } from './autosave-in-flight';
import { FORM_FIELDS, postBody } from './post-body';
import { FIELD_LABELS } from './revision-diff';
import { SeoFields } from './seo-fields';
import { SlugInput } from './slug-input';
import { TagsInput } from './tags-input';

function FormToolbar({ extra }: { extra?: ReactNode }) {
  // While a draft's autosave travels, Save waits for it (it would only look stale).
  const autosaving = useAutosaveInFlight();
  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      <SaveButton alwaysEnable={false} disabled={autosaving || undefined} />
      {extra}
    </Toolbar>
  );
}

export function PostForm({
  status,
  toolbarExtra,
  after,
}: {
  /** The status part: inputs for a new post, the status panel for a saved one. */
  status: ReactNode;
  toolbarExtra?: ReactNode;
  after?: ReactNode;
}) {
  return (
    <SimpleForm
      warnWhenUnsavedChanges
      toolbar={<FormToolbar extra={toolbarExtra} />}
      sx={{ maxWidth: 1200 }}
    >
      <LeaveWarning />
      <EditingPresenceNotice />
      <DraftAutosave />
      <ConflictDialog fields={FORM_FIELDS} labels={FIELD_LABELS} transform={postBody} />
      <KeptDraftOffer fields={FORM_FIELDS} />
      <TextInput source="title" label="Title" fullWidth validate={[required(), maxLength(200)]} />
      <Box sx={{ width: '100%' }}>
        <SlugInput />
      </Box>
      <TextInput
        source="excerpt"
        label="Excerpt"
        fullWidth
        multiline
        minRows={2}
        validate={maxLength(500)}
      />
      <BodyInput />
      <Box
        sx={{
          width: '100%',
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <TagsInput />
          <BooleanInput source="featured" label="Featured" />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <HeroImageInput />
          <AuthorInput />
        </Box>
      </Box>
      <Divider flexItem sx={{ my: 2 }} />
      <Box sx={{ width: '100%' }}>{status}</Box>
      <Divider flexItem sx={{ my: 2 }} />
      <SeoFields />
      {after && (
        <>
          <Divider flexItem sx={{ my: 2 }} />
          {after}
        </>
      )}
    </SimpleForm>
  );
}
