import { Link, type HeadFC } from 'gatsby';
import { Seo } from '../components/seo/seo';

export default function NotFoundPage() {
  return (
    <section sx={{ maxWidth: 'container', mx: 'auto', px: 3, py: 7, textAlign: 'center' }}>
      <h1 sx={{ fontSize: 8, m: 0 }}>404</h1>
      <p sx={{ fontSize: 4, mt: 2 }}>Oops! Page not found</p>
      <Link to="/" sx={{ variant: 'buttons.primary', display: 'inline-block', px: 4, py: 2 }}>
        Return to Home
      </Link>
    </section>
  );
}

export const Head: HeadFC = () => <Seo title="Page not found" path="/404" indexable={false} />;
