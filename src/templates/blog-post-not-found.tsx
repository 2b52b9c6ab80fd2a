/**
 * The article page for an address under /blog/ that is no article (a removed post, a mistyped
 * slug, an unknown id): the blog's "Blog post not found" state with the way back to the blog.
 */
import type { HeadFC } from 'gatsby';
import { ArticleStatus } from '../components/blog/article-status';
import { Seo } from '../components/seo/seo';

export default function BlogPostNotFound() {
  return (
    <section sx={{ maxWidth: 'container', mx: 'auto', px: 3 }}>
      <ArticleStatus problem={{ state: 'not-found' }} />
    </section>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Blog post not found" path={location.pathname} indexable={false} />
);
