/**
 * /blog: the listing, pre-built from every sourced post. When the build had to use content/
 * (the provider was down) or found no posts, the browser asks the provider for the current list,
 * with the skeleton while it loads; a failure leaves the list empty (only logged).
 */
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { useEffect, useMemo, useState } from 'react';
import { BlogListing } from '../components/blog/blog-listing';
import { fromNode, toCardPost, withBuiltImages, type CardPost } from '../components/blog/card-post';
import { MenuGuard } from '../components/menus/menu-guard';
import { Seo } from '../components/seo/seo';
import { useBlogApi } from '../services/blog-api';

type Data = Queries.BlogListingPageQuery;

export default function BlogPage({ data }: PageProps<Data>) {
  const blog = useBlogApi();
  const built = useMemo(() => data.allBlogPost.nodes.map(fromNode), [data.allBlogPost.nodes]);
  const needsRuntime = built.length === 0 || data.allBlogPost.nodes.some((n) => n.isFallback);
  const [runtime, setRuntime] = useState<CardPost[] | null>(null);

  useEffect(() => {
    if (!needsRuntime) return undefined;
    let alive = true;
    blog.posts
      .list()
      .then((posts) => {
        if (alive) setRuntime(withBuiltImages(posts.map(toCardPost), built));
      })
      .catch((error: unknown) => {
        console.error('[blog] listing fetch failed', error);
        if (alive) setRuntime(built.length > 0 ? built : []);
      });
    return () => {
      alive = false;
    };
  }, [blog, needsRuntime, built]);

  const posts = needsRuntime ? (runtime ?? built) : built;
  return (
    <MenuGuard label="Blog">
      <BlogListing posts={posts} loading={needsRuntime && runtime === null && built.length === 0} />
    </MenuGuard>
  );
}

export const Head: HeadFC = () => <Seo title="Blog" path="/blog" />;

export const query = graphql`
  query BlogListingPage {
    allBlogPost(sort: [{ Featured: DESC }, { PublishedOn: DESC }]) {
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
        isFallback
        featuredImageFile {
          childImageSharp {
            gatsbyImageData(
              width: 600
              aspectRatio: 1.7778
              sizes: "(min-width: 52em) 380px, (min-width: 40em) 50vw, 100vw"
            )
          }
        }
      }
    }
  }
`;
