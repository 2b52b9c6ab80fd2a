/**
 * The post's SEO title and description with a live search result preview and how much of each
 * limit they use (the shared limits; the provider refuses longer texts).
 */
import { Box, Typography } from '@mui/material';
import { TextInput, maxLength } from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  SEO_DESCRIPTION_MAX_LENGTH,
  SEO_MESSAGES,
  SEO_TITLE_MAX_LENGTH,
} from '@cloud-consulting/domain/seo';
import { searchSnippet, usage } from './search-snippet';
import { useSiteIdentity } from './use-site-identity';

const titleLimit = maxLength(SEO_TITLE_MAX_LENGTH, SEO_MESSAGES.titleTooLong);
const descriptionLimit = maxLength(SEO_DESCRIPTION_MAX_LENGTH, SEO_MESSAGES.descriptionTooLong);

function Count({ text, max }: { text: string | null | undefined; max: number }) {
  const used = usage(text, max);
  return (
    <Box component="span" sx={{ color: used.over ? 'error.main' : 'inherit' }}>
      {used.label}
    </Box>
  );
}

export function SeoFields() {
  const [title, slug, excerpt, seoTitle, seoDescription] = useWatch({
    name: ['title', 'slug', 'excerpt', 'seoTitle', 'seoDescription'],
  }) as Array<string | null | undefined>;
  const site = useSiteIdentity();
  const snippet = searchSnippet({ title, slug, excerpt, seoTitle, seoDescription }, site);
  return (
    <Box component="section" aria-labelledby="seo-title" sx={{ width: '100%' }}>
      <Typography id="seo-title" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        Search engines
      </Typography>
      <TextInput
        source="seoTitle"
        label="SEO title"
        fullWidth
        validate={titleLimit}
        helperText={<Count text={seoTitle} max={SEO_TITLE_MAX_LENGTH} />}
      />
      <TextInput
        source="seoDescription"
        label="SEO description"
        fullWidth
        multiline
        minRows={2}
        validate={descriptionLimit}
        helperText={<Count text={seoDescription} max={SEO_DESCRIPTION_MAX_LENGTH} />}
      />
      <Box
        data-testid="search-snippet"
        aria-label="Search result preview"
        role="group"
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, overflowWrap: 'anywhere' }}
      >
        <Typography variant="caption" color="text.secondary" component="p">
          {snippet.url}
        </Typography>
        <Typography component="p" sx={{ color: 'primary.main', fontSize: '1.1rem' }}>
          {snippet.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="p">
          {snippet.description || 'The excerpt shows here when there is no SEO description.'}
        </Typography>
      </Box>
    </Box>
  );
}
