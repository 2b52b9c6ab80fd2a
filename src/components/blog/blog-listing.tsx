/**
 * The blog listing: hero with search (and a clear button), tag chips with counts ('All Tags'
 * first; the active tag clicked again returns to all), 'Featured Articles' then 'Latest
 * Articles', the empty state, and the newsletter band. Search and tag combine with AND and filter
 * the pre-built list instantly; the state lives in the address.
 */
import { useId, useMemo } from 'react';
import {
  BLOG_MESSAGES,
  filterPosts,
  splitFeatured,
  tagCounts,
  toggleTag,
} from '@cloud-consulting/domain/blog';
import { SKELETON_ROWS_DESKTOP } from '@cloud-consulting/domain/constants';
import { deferredPart } from '../../ui/deferred-part';

const NewsletterBand = deferredPart(
  () => import('../newsletter/newsletter-band').then((m) => m.NewsletterBand),
  { minHeight: 320, label: 'newsletter' },
);
import { BlogCard, BlogCardSkeleton } from './blog-card';
import type { CardPost } from './card-post';
import { useListingQuery } from './use-listing-query';

export const BLOG_LISTING_TEXT = {
  heading: 'Cloud Insights Blog',
  intro: 'Practical articles on Azure, AI/ML, DevOps and modernization from our consultants.',
  searchLabel: 'Search articles',
  searchPlaceholder: 'Search articles by title, excerpt or tag...',
  clear: 'Clear the search box',
  tagsLabel: 'Filter by tag',
} as const;

export function BlogListing({ posts, loading = false }: { posts: CardPost[]; loading?: boolean }) {
  const searchId = useId();
  const [query, setQuery] = useListingQuery();
  const tags = useMemo(() => tagCounts(posts), [posts]);
  const filtered = useMemo(
    () => filterPosts(posts, query.q, query.tag) as CardPost[],
    [posts, query.q, query.tag],
  );
  const { featured, latest } = splitFeatured(filtered) as {
    featured: CardPost[];
    latest: CardPost[];
  };
  // Fallback images cycle by the post's place in the whole list, so a card keeps its image.
  const indexOf = useMemo(() => new Map(posts.map((post, i) => [post.Id, i])), [posts]);

  const chip = (label: string, active: boolean, onClick: () => void, count?: number) => (
    <button
      key={label}
      type="button"
      aria-pressed={active}
      onClick={onClick}
      sx={{
        variant: 'buttons.ghost',
        px: 3,
        py: 1,
        borderRadius: 'round',
        fontSize: 1,
        bg: active ? 'primary' : 'transparent',
        color: active ? 'primaryText' : 'text',
        borderColor: active ? 'primary' : 'border',
      }}
    >
      {label}
      {count !== undefined && ` (${count})`}
    </button>
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
            onChange={(event) => setQuery({ ...query, q: event.target.value })}
            sx={{ variant: 'forms.input', pr: 6, borderRadius: 'round', px: 4, py: 3 }}
          />
          {query.q && (
            <button
              type="button"
              aria-label={BLOG_LISTING_TEXT.clear}
              onClick={() => setQuery({ ...query, q: '' })}
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
        <div
          role="group"
          aria-label={BLOG_LISTING_TEXT.tagsLabel}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 5 }}
        >
          {chip(BLOG_MESSAGES.allTags, query.tag === null, () => setQuery({ ...query, tag: null }))}
          {tags.map(({ name, count }) =>
            chip(
              name,
              query.tag === name,
              () => setQuery({ ...query, tag: toggleTag(query.tag, name) }),
              count,
            ),
          )}
        </div>

        {loading ? (
          <div
            role="status"
            aria-label="Loading articles"
            sx={{
              display: 'grid',
              gap: 4,
              gridTemplateColumns: ['1fr', 'repeat(2, 1fr)', 'repeat(3, 1fr)'],
            }}
          >
            {Array.from({ length: SKELETON_ROWS_DESKTOP }, (_, i) => (
              <BlogCardSkeleton key={i} />
            ))}
          </div>
        ) : filtered.length === 0 ? (
          <div data-testid="blog-empty" sx={{ textAlign: 'center', py: 6 }}>
            <h2>{BLOG_MESSAGES.noArticles}</h2>
            <div sx={{ display: 'flex', justifyContent: 'center', gap: 3, flexWrap: 'wrap' }}>
              <button
                type="button"
                onClick={() => setQuery({ q: '', tag: null })}
                sx={{ variant: 'buttons.primary' }}
              >
                {BLOG_MESSAGES.viewAll}
              </button>
              <button
                type="button"
                onClick={() => setQuery({ ...query, q: '' })}
                sx={{ variant: 'buttons.secondary' }}
              >
                {BLOG_MESSAGES.clearSearch}
              </button>
            </div>
          </div>
        ) : (
          <>
            {featured.length > 0 && (
              <section aria-labelledby={`${searchId}-featured`} sx={{ mb: 6 }}>
                <h2 id={`${searchId}-featured`}>{BLOG_MESSAGES.featured}</h2>
                <CardGridIndexed posts={featured} indexOf={indexOf} leadsPage />
              </section>
            )}
            {latest.length > 0 && (
              <section aria-labelledby={`${searchId}-latest`}>
                <h2 id={`${searchId}-latest`}>{BLOG_MESSAGES.latest}</h2>
                <CardGridIndexed
                  posts={latest}
                  indexOf={indexOf}
                  leadsPage={featured.length === 0}
                />
              </section>
            )}
          </>
        )}

        <NewsletterBand />
      </div>
    </div>
  );
}

/** `leadsPage`: the grid's first card is the first on the page, above the fold on every screen. */
function CardGridIndexed({
  posts,
  indexOf,
  leadsPage = false,
}: {
  posts: CardPost[];
  indexOf: Map<number, number>;
  leadsPage?: boolean;
}) {
  return (
    <div
      sx={{
        display: 'grid',
        gap: 4,
        gridTemplateColumns: ['1fr', 'repeat(2, 1fr)', 'repeat(3, 1fr)'],
      }}
    >
      {posts.map((post, position) => (
        <BlogCard
          key={post.Id}
          post={post}
          index={indexOf.get(post.Id) ?? 0}
          eager={leadsPage && position === 0}
        />
      ))}
    </div>
  );
}
