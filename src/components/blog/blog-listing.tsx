/**
 * The blog listing, one static page of it: hero with search (and a clear button), tag chips with
 * counts ('All Tags' first; each a link to its tag's pages, the active one back to all posts),
 * 'Featured Articles' then 'Latest Articles', the links to the other pages, the empty state, and
 * the newsletter band. The page's own posts are in its HTML. A search asks the provider over every
 * post (within the page's tag: search and tag combine with AND); its text lives in the address.
 */
import { Link } from 'gatsby';
import { useId } from 'react';
import type { ThemeUIStyleObject } from 'theme-ui';
import { BLOG_MESSAGES, countOf, splitFeatured } from '@cloud-consulting/domain/blog';
import { listingPath, type ListingTag } from '@cloud-consulting/domain/blog-pages';
import { SKELETON_ROWS_DESKTOP } from '@cloud-consulting/domain/constants';
import { deferredPart } from '../../ui/deferred-part';

const NewsletterBand = deferredPart(
  () => import('../newsletter/newsletter-band').then((m) => m.NewsletterBand),
  { minHeight: 320, label: 'newsletter' },
);
import { BlogCard, BlogCardSkeleton } from './blog-card';
import { BlogPager } from './blog-pager';
import type { CardPost } from './card-post';
import { useBlogSearch } from './use-blog-search';
import { listingSearch, useListingQuery } from './use-listing-query';

export const BLOG_LISTING_TEXT = {
  heading: 'Cloud Insights Blog',
  intro: 'Practical articles on Azure, AI/ML, DevOps and modernization from our consultants.',
  searchLabel: 'Search articles',
  // Short enough to show whole in a 375 px phone's search box (the label says 'Search articles').
  searchPlaceholder: 'Search by title, excerpt or tag',
  clear: 'Clear the search box',
  tagsLabel: 'Filter by tag',
  moreResults: 'Show more results',
  found: (n: number) => `${countOf(n, 'article')} found`,
} as const;

export interface BlogListingProps {
  /** The page's featured posts (first page only) and its latest posts. */
  featured: CardPost[];
  latest: CardPost[];
  /** Every tag of the blog with its post count, for the chips. */
  tags: ListingTag[];
  /** The tag whose pages these are; null on /blog's own pages. */
  activeTag?: { name: string; slug: string } | null;
  page?: number;
  pageCount?: number;
  /** The page waits for the provider's list (the build had none): the skeleton shows. */
  loading?: boolean;
}

const cardGrid: ThemeUIStyleObject = {
  display: 'grid',
  gap: 4,
  gridTemplateColumns: ['1fr', 'repeat(2, 1fr)', 'repeat(3, 1fr)'],
};

export function BlogListing({
  featured,
  latest,
  tags,
  activeTag = null,
  page = 1,
  pageCount = 1,
  loading = false,
}: BlogListingProps) {
  const searchId = useId();
  const [query, setQuery] = useListingQuery();
  const search = useBlogSearch(query.q, activeTag?.name ?? null);
  const keep = listingSearch(query);
  const shown = search.active
    ? (splitFeatured(search.posts) as { featured: CardPost[]; latest: CardPost[] })
    : { featured, latest };
  const empty = shown.featured.length === 0 && shown.latest.length === 0;
  const waiting = loading || search.loading;

  const chip = (label: string, to: string, active: boolean, count?: number) => (
    <Link
      key={label}
      to={`${to}${keep}`}
      aria-current={active ? 'true' : undefined}
      sx={{
        variant: 'buttons.ghost',
        px: 3,
        py: 1,
        borderRadius: 'round',
        fontSize: 1,
        textDecoration: 'none',
        bg: active ? 'primary' : 'transparent',
        color: active ? 'primaryText' : 'text',
        borderColor: active ? 'primary' : 'border',
      }}
    >
      {label}
      {count !== undefined && ` (${count})`}
    </Link>
  );

  return (
    <div data-testid="blog-listing">
      <header sx={{ bg: 'highlight', py: [5, 6], px: 3, textAlign: 'center' }}>
        <h1 sx={{ fontSize: [6, 7], lineHeight: 'heading', mt: 0 }}>{BLOG_LISTING_TEXT.heading}</h1>
        <p sx={{ color: 'mutedText', fontSize: 3 }}>{BLOG_LISTING_TEXT.intro}</p>
        <form
          role="search"
          onSubmit={(event) => event.preventDefault()}
          sx={{ maxWidth: 640, mx: 'auto', position: 'relative' }}
        >
          <label htmlFor={searchId} sx={{ variant: 'styles.visuallyHidden' }}>
            {BLOG_LISTING_TEXT.searchLabel}
          </label>
          <input
            id={searchId}
            type="search"
            value={query.q}
            placeholder={BLOG_LISTING_TEXT.searchPlaceholder}
            onChange={(event) => setQuery({ q: event.target.value })}
            sx={{
              variant: 'forms.input',
              borderRadius: 'round',
              py: 3,
              pl: [3, 4],
              // Room for the clear button while it shows, so text never runs under it.
              pr: query.q ? 6 : [3, 4],
            }}
          />
          {query.q && (
            <button
              type="button"
              aria-label={BLOG_LISTING_TEXT.clear}
              onClick={() => setQuery({ q: '' })}
              sx={{
                position: 'absolute',
                right: 2,
                top: '50%',
                transform: 'translateY(-50%)',
                bg: 'transparent',
                border: 0,
                fontSize: 4,
                cursor: 'pointer',
                color: 'mutedText',
              }}
            >
              ×
            </button>
          )}
        </form>
      </header>

      <div sx={{ maxWidth: 'container', mx: 'auto', px: 3, py: 5 }}>
        <nav
          aria-label={BLOG_LISTING_TEXT.tagsLabel}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 5 }}
        >
          {chip(BLOG_MESSAGES.allTags, listingPath(), activeTag === null)}
          {tags.map(({ name, slug, count }) =>
            chip(
              name,
              // The active tag's chip returns to all posts.
              activeTag?.slug === slug ? listingPath() : listingPath(1, { slug }),
              activeTag?.slug === slug,
              count,
            ),
          )}
        </nav>

        <p role="status" sx={{ variant: 'styles.visuallyHidden' }}>
          {search.active && !search.loading ? BLOG_LISTING_TEXT.found(search.total) : ''}
        </p>

        {waiting ? (
          <div role="status" aria-label="Loading articles" sx={cardGrid}>
            {Array.from({ length: SKELETON_ROWS_DESKTOP }, (_, i) => (
              <BlogCardSkeleton key={i} />
            ))}
          </div>
        ) : empty ? (
          <div data-testid="blog-empty" sx={{ textAlign: 'center', py: 6 }}>
            <h2>{BLOG_MESSAGES.noArticles}</h2>
            <div sx={{ display: 'flex', justifyContent: 'center', gap: 3, flexWrap: 'wrap' }}>
              <Link
                to={listingPath()}
                onClick={() => setQuery({ q: '' })}
                sx={{ variant: 'buttons.primary', textDecoration: 'none' }}
              >
                {BLOG_MESSAGES.viewAll}
              </Link>
              <button
                type="button"
                onClick={() => setQuery({ q: '' })}
                sx={{ variant: 'buttons.secondary' }}
              >
                {BLOG_MESSAGES.clearSearch}
              </button>
            </div>
          </div>
        ) : (
          <>
            {shown.featured.length > 0 && (
              <section aria-labelledby={`${searchId}-featured`} sx={{ mb: 6 }}>
                <h2 id={`${searchId}-featured`}>{BLOG_MESSAGES.featured}</h2>
                <CardGrid posts={shown.featured} leadsPage />
              </section>
            )}
            {shown.latest.length > 0 && (
              <section aria-labelledby={`${searchId}-latest`}>
                <h2 id={`${searchId}-latest`}>{BLOG_MESSAGES.latest}</h2>
                <CardGrid posts={shown.latest} leadsPage={shown.featured.length === 0} />
              </section>
            )}
            {search.more && (
              <div sx={{ textAlign: 'center', mt: 5 }}>
                <button
                  type="button"
                  onClick={search.more}
                  disabled={search.loadingMore}
                  sx={{ variant: 'buttons.secondary' }}
                >
                  {BLOG_LISTING_TEXT.moreResults}
                </button>
              </div>
            )}
          </>
        )}

        {!search.active && <BlogPager page={page} pageCount={pageCount} tag={activeTag} />}

        <NewsletterBand />
      </div>
    </div>
  );
}

/**
 * `leadsPage`: the grid's first card is the first on the page, above the fold on every screen.
 * A card's fallback image follows its post's id, as on the article page, so a post keeps its
 * image on every page and in search results.
 */
function CardGrid({ posts, leadsPage = false }: { posts: CardPost[]; leadsPage?: boolean }) {
  return (
    <div sx={cardGrid}>
      {posts.map((post, position) => (
        <BlogCard key={post.Id} post={post} index={post.Id} eager={leadsPage && position === 0} />
      ))}
    </div>
  );
}
