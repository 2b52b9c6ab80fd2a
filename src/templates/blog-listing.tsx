/**
 * A page of the blog listing (/blog, /blog/page/N, /blog/tag/{slug}[/page/N]), built from its own
 * posts only (plugins/site-data/src/listing-pages.ts puts their ids in the page's context). When
 * the build had to use content/ (the provider was down) or found no posts, the browser asks the
 * provider for the current posts and shows this page's share of them by the same paging rule,
 * with the skeleton while it loads; a failure keeps what was built (only logged).
 */
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useEffect, useMemo, useState } from 'react';
import {
  BLOG_FEED_PATH,
  listingTitle,
  pageListing,
  tagFeedPath,
  type ListingPageContext,
} from '@cloud-consulting/domain/blog-pages';
import { BLOG_FEATURED_LIMIT } from '@cloud-consulting/domain/constants';
import { ROUTE_MENU_LABELS } from '@cloud-consulting/domain/menus';
import { BLOG_LISTING_TEXT, BlogListing } from '../components/blog/blog-listing';
import { fromNode, toCardPost, withBuiltImages, type CardPost } from '../components/blog/card-post';
import { MenuGuard } from '../components/menus/menu-guard';
import { Seo } from '../components/seo/seo';
import { useBlogPostsApi } from '../services/blog-posts-api';
import { usePageSeo } from '../services/use-page-seo';
import { jsonLd } from '@cloud-consulting/domain/seo';
import { listingBreadcrumbs } from '@cloud-consulting/domain/blog-breadcrumbs';

type Data = Queries.BlogListingPageQuery;

interface Slice {
  featured: CardPost[];
  latest: CardPost[];
}

/** The built posts in the page's order: featured first, then latest, as the context lists them. */
function builtSlice(nodes: Data['allBlogPost']['nodes'], context: ListingPageContext): Slice {
  const byId = new Map(nodes.map((node) => [node.Id, fromNode(node)]));
  const pick = (ids: readonly number[]) =>
    ids.map((id) => byId.get(id)).filter((post): post is CardPost => post !== undefined);
  const featured = new Set(context.featuredIds);
  return {
    featured: pick(context.featuredIds),
    latest: pick(context.ids.filter((id) => !featured.has(id))),
  };
}

/** This page's share of the provider's current posts, by the build's own paging rule. */
function runtimeSlice(posts: CardPost[], context: ListingPageContext): Slice {
  const tag = context.tag?.name;
  const own = tag
    ? posts.filter((post) => post.Tags.some((t) => (t.TagName ?? t.Name ?? '').trim() === tag))
    : posts;
  const pages = pageListing(own, {
    pageSize: context.pageSize,
    featuredLimit: BLOG_FEATURED_LIMIT,
  });
  return pages[context.page - 1] ?? { featured: [], latest: [] };
}

export default function BlogListingPage({
  data,
  pageContext,
}: PageProps<Data, ListingPageContext>) {
  const api = useBlogPostsApi();
  const nodes = data.allBlogPost.nodes;
  const built = useMemo(() => builtSlice(nodes, pageContext), [nodes, pageContext]);
  const { needsRuntime } = pageContext;
  const [runtime, setRuntime] = useState<Slice | null>(null);

  useEffect(() => {
    if (!needsRuntime) return undefined;
    let alive = true;
    api
      .all()
      .then((posts) => {
        const cards = withBuiltImages(posts.map(toCardPost), [...built.featured, ...built.latest]);
        if (alive) setRuntime(runtimeSlice(cards, pageContext));
      })
      .catch((error: unknown) => {
        console.error('[blog] listing fetch failed', error);
        if (alive) setRuntime(built);
      });
    return () => {
      alive = false;
    };
  }, [api, needsRuntime, built, pageContext]);

  const shown = (needsRuntime && runtime) || built;
  const builtEmpty = built.featured.length === 0 && built.latest.length === 0;
  return (
    <MenuGuard label={ROUTE_MENU_LABELS['/blog']!}>
      <BlogListing
        featured={shown.featured}
        latest={shown.latest}
        tags={pageContext.tags}
        activeTag={pageContext.tag}
        page={pageContext.page}
        pageCount={pageContext.pageCount}
        loading={needsRuntime && runtime === null && builtEmpty}
      />
    </MenuGuard>
  );
}

export function Head({ location, pageContext }: HeadProps<Data, ListingPageContext>) {
  const { page, tag } = pageContext;
  const { siteName, siteUrl } = usePageSeo();
  const breadcrumbs = listingBreadcrumbs(page, tag, siteUrl);
  return (
    <Seo
      path={location.pathname}
      title={listingTitle(page, tag)}
      description={
        tag ? `Articles tagged ${tag.name} from our consultants.` : BLOG_LISTING_TEXT.intro
      }
    >
      {tag && (
        <link
          rel="alternate"
          type="application/rss+xml"
          title={`${siteName} Blog: ${tag.name}`}
          href={tagFeedPath(tag)}
        />
      )}
      <link
        rel="alternate"
        type="application/rss+xml"
        title={`${siteName} Blog`}
        href={BLOG_FEED_PATH}
      />
      {breadcrumbs && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLd(breadcrumbs) }}
        />
      )}
    </Seo>
  );
}

export const query = graphql`
  query BlogListingPage($ids: [Int!]!) {
    allBlogPost(filter: { Id: { in: $ids } }) {
      nodes {
        Id
        Title
        Slug
        Author
        PublishedOn
        ImageUrl
        FeaturedImagePath
        Featured
        Tags {
          Name
          Color
        }
        category
        excerptText
        readTimeMinutes
        imagePosition
        featuredImageFile {
          childImageSharp {
            # Not cropped here: the card's 16:9 frame crops it in CSS around its focal point.
            gatsbyImageData(
              width: 600
              sizes: "(min-width: 52em) 380px, (min-width: 40em) 50vw, 100vw"
            )
          }
        }
      }
    }
  }
`;
