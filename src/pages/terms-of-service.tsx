import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { LegalPage } from '../components/legal/legal-page';
import { Seo } from '../components/seo/seo';

export default function TermsOfServicePage({ data }: PageProps<Queries.TermsOfServicePageQuery>) {
  const page = data.legalPage;
  if (!page) return null;
  return (
    <LegalPage
      page={{
        title: page.title ?? 'Terms of Service',
        lastUpdated: page.lastUpdated ?? '',
        html: page.html ?? '',
        toc: (page.toc ?? []).map((entry) => ({ id: entry?.id ?? '', title: entry?.title ?? '' })),
      }}
    />
  );
}

export const query = graphql`
  query TermsOfServicePage {
    legalPage(slug: { eq: "terms-of-service" }) {
      title
      lastUpdated
      html
      toc {
        id
        title
      }
    }
  }
`;

export const Head: HeadFC = ({ location }) => (
  <Seo title="Terms of Service" path={location.pathname} />
);
