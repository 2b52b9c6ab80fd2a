/** A legal page rendered at build time: title, last-updated date, table of contents and body. */

export interface LegalPageData {
  title: string;
  /** As shown: 'July 19, 2025'. */
  lastUpdated: string;
  html: string;
  toc: readonly { id: string; title: string }[];
}

export function LegalPage({ page }: { page: LegalPageData }) {
  return (
    <div sx={{ maxWidth: 'container', mx: 'auto', px: 3, py: [5, 6] }}>
      <header sx={{ mb: 5, borderBottom: '1px solid', borderColor: 'border', pb: 4 }}>
        <h1 sx={{ fontSize: [6, 7], lineHeight: 'heading', m: 0 }}>{page.title}</h1>
        <p sx={{ color: 'mutedText', mb: 0 }}>Last updated: {page.lastUpdated}</p>
      </header>
      <div
        sx={{
          display: 'grid',
          gridTemplateColumns: ['1fr', null, '260px minmax(0, 1fr)'],
          gap: [4, 5, 6],
          alignItems: 'start',
        }}
      >
        <nav
          aria-label="Table of contents"
          sx={{
            position: [null, null, 'sticky'],
            top: 96,
            bg: 'muted',
            borderRadius: 'large',
            p: 4,
          }}
        >
          <h2
            sx={{
              fontSize: 2,
              mt: 0,
              mb: 3,
              textTransform: 'uppercase',
              letterSpacing: '0.05em',
              color: 'mutedText',
            }}
          >
            Contents
          </h2>
          <ol sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {page.toc.map((entry) => (
              <li key={entry.id}>
                <a
                  href={`#${entry.id}`}
                  sx={{
                    color: 'primary',
                    textDecoration: 'none',
                    '&:hover': { textDecoration: 'underline' },
                  }}
                >
                  {entry.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article
          // Trusted HTML: our own content/legal MDX files, rendered to static HTML at build time.
          dangerouslySetInnerHTML={{ __html: page.html }}
          sx={{
            maxWidth: '72ch',
            fontSize: [2, 3],
            lineHeight: 1.75,
            h2: { fontSize: [4, 5], lineHeight: 'heading', mt: 5, mb: 3, scrollMarginTop: 96 },
            'h2:first-of-type': { mt: 0 },
            p: { my: 3 },
            'ul, ol': { pl: 4 },
            li: { mb: 2 },
            a: { color: 'primary' },
          }}
        />
      </div>
    </div>
  );
}
