/** /newsletter/unsubscribe without a token: the 'no token provided' failure. */
import type { HeadFC } from 'gatsby';
import { NewsletterResult } from '../../../components/newsletter/newsletter-result';
import { PageSection } from '../../../components/page/page-section';
import { Seo } from '../../../components/seo/seo';

export default function NewsletterUnsubscribeNoTokenPage() {
  return (
    <PageSection name="Newsletter Unsubscribe">
      <NewsletterResult action="unsubscribe" token={null} />
    </PageSection>
  );
}

export const Head: HeadFC = () => (
  <Seo title="Newsletter Unsubscribe" path="/newsletter/unsubscribe" indexable={false} />
);
