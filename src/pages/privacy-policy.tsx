import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { LegalPage } from '../components/legal/legal-page';
import { Seo } from '../components/seo/seo';

export default function PrivacyPolicyPage({ data }: PageProps<Queries.PrivacyPolicyPageQuery>) {
  const page = data.legalPage;
  if (!page) return null;
  return (
    <LegalPage
      page={{
        title: page.title ?? 'Privacy Policy',
        lastUpdated: page.lastUpdated ?? '',
        html: page.html ?? '',
        toc: (page.toc ?? []).map((entry) => ({ id: entry?.id ?? '', title: entry?.title ?? '' })),
      }}
    />
  );
}

export const query = graphql`
  query PrivacyPolicyPage {
    legalPage(slug: { eq: "privacy-policy" }) {
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
  <Seo title="Privacy Policy" path={location.pathname} />
);
