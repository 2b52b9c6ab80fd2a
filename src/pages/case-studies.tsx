/**
 * /case-studies: the case studies editors keep in the editor app, read at build time (the page
 * query) so every case is in the page's HTML; a change to one rebuilds the site.
 */
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { CASE_STUDIES_PAGE_TEXT, caseStudyCards } from '@cloud-consulting/domain/case-studies';
import { CaseStudiesView } from '../components/case-studies/case-studies-view';
import { Seo } from '../components/seo/seo';

export const query = graphql`
  query CaseStudiesPage {
    allCaseStudy {
      nodes {
        recordId
        title
        sector
        challenge
        result
        pdfUrl
        orderIndex
        isActive
      }
    }
  }
`;

export default function CaseStudiesPage({ data }: PageProps<Queries.CaseStudiesPageQuery>) {
  // Gatsby keeps the provider's own id as recordId (id is the node's).
  const cards = caseStudyCards(
    data.allCaseStudy.nodes.map(({ recordId, ...rest }) => ({ ...rest, id: recordId })),
  );
  return <CaseStudiesView cards={cards} />;
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={CASE_STUDIES_PAGE_TEXT.title} path={location.pathname} />
);
