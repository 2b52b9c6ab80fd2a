/**
 * The article page's other states: the loading skeleton, the error ('Error Loading Article' with
 * the error text and 'Back to Blog'), and the not-found fallbacks.
 */
import { Link } from 'gatsby';
import { BLOG_MESSAGES } from '@cloud-consulting/domain/blog';

export type ArticleProblem =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'not-found' }
  | { state: 'no-identifier' };

const backLink = (
  <Link to="/blog" sx={{ variant: 'buttons.secondary', textDecoration: 'none' }}>
    {BLOG_MESSAGES.backToBlog}
  </Link>
);

export function ArticleStatus({ problem }: { problem: ArticleProblem }) {
  if (problem.state === 'loading') {
    return (
      <div role="status" aria-label="Loading article" data-testid="article-skeleton">
        {[30, 80, 60, 100, 100, 90].map((width, i) => (
          <div
            key={i}
            sx={{ height: i === 1 ? 40 : 16, bg: 'muted', borderRadius: 'small', mb: 3 }}
            style={{ width: `${width}%` }}
          />
        ))}
      </div>
    );
  }
  if (problem.state === 'error') {
    return (
      <div role="alert" sx={{ textAlign: 'center', py: 6 }}>
        <h1>{BLOG_MESSAGES.errorHeading}</h1>
        <p sx={{ color: 'danger' }}>{problem.message}</p>
        {backLink}
      </div>
    );
  }
  return (
    <div sx={{ textAlign: 'center', py: 6 }}>
      <h1>{problem.state === 'not-found' ? BLOG_MESSAGES.notFound : BLOG_MESSAGES.noIdentifier}</h1>
      {backLink}
    </div>
  );
}
