/** The rendered body beside the editor (the HTML comes from the provider's own renderer). */
import { Alert, Box, Typography } from '@mui/material';
import { useRenderedBody } from './use-rendered-body';

export function LivePreview({ markdown }: { markdown: string }) {
  const { html, error } = useRenderedBody(markdown);
  return (
    <Box
      component="section"
      aria-labelledby="live-preview-title"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
        minWidth: 0,
        overflowWrap: 'anywhere',
      }}
    >
      <Typography id="live-preview-title" variant="overline" component="h2">
        Live preview
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {!html && !error && (
        <Typography color="text.secondary">
          The body shows here as the article will show it.
        </Typography>
      )}
      <Box
        data-testid="live-preview"
        // The provider's renderer drops raw HTML, so this is the article's own markup.
        dangerouslySetInnerHTML={{ __html: html }}
        sx={{
          '& img': { maxWidth: '100%', height: 'auto' },
          '& pre': { overflowX: 'auto', p: 1, bgcolor: 'action.hover' },
          '& table': { display: 'block', overflowX: 'auto' },
        }}
      />
    </Box>
  );
}
