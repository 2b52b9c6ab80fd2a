/**
 * The links between the pages of a listing: Previous, the page numbers (the first, the last,
 * and those around the current one) and Next, as plain links in the built HTML, the current
 * page marked for assistive technology.
 */
import { Link } from 'gatsby';
import type { ThemeUIStyleObject } from 'theme-ui';
import { listingPath, pagerItems } from '@cloud-consulting/domain/blog-pages';

export const BLOG_PAGER_TEXT = {
  label: 'Blog pages',
  previous: 'Previous',
  next: 'Next',
  page: (n: number) => `Page ${n}`,
} as const;

const item: ThemeUIStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 44,
  px: 3,
  borderRadius: 'default',
  border: '1px solid',
  borderColor: 'border',
  color: 'text',
  textDecoration: 'none',
};

export function BlogPager({
  page,
  pageCount,
  tag,
  search = '',
}: {
  page: number;
  pageCount: number;
  tag: { slug: string } | null;
  /** The address's search part ('?q=...'), kept on every link. */
  search?: string;
}) {
  if (pageCount <= 1) return null;
  const to = (n: number) => `${listingPath(n, tag)}${search}`;
  const edge = (n: number, label: string, rel: 'prev' | 'next', enabled: boolean) =>
    enabled ? (
      <Link to={to(n)} rel={rel} sx={item}>
        {label}
      </Link>
    ) : (
      <span aria-disabled="true" sx={{ ...item, color: 'mutedText', borderStyle: 'dashed' }}>
        {label}
      </span>
    );
  return (
    <nav aria-label={BLOG_PAGER_TEXT.label} sx={{ mt: 5 }}>
      <ul
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          gap: 2,
        }}
      >
        <li>{edge(page - 1, BLOG_PAGER_TEXT.previous, 'prev', page > 1)}</li>
        {pagerItems(page, pageCount).map((n, index) =>
          n === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" sx={{ ...item, border: 0 }}>
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={to(n)}
                aria-label={BLOG_PAGER_TEXT.page(n)}
                aria-current={n === page ? 'page' : undefined}
                sx={{
                  ...item,
                  bg: n === page ? 'primary' : 'transparent',
                  color: n === page ? 'primaryText' : 'text',
                  borderColor: n === page ? 'primary' : 'border',
                  fontWeight: n === page ? 'bold' : 'body',
                }}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>{edge(page + 1, BLOG_PAGER_TEXT.next, 'next', page < pageCount)}</li>
      </ul>
    </nav>
  );
}
