/** /newsletter/verify without a token: the 'no token provided' failure. */
import type { HeadFC } from 'gatsby';
import { NewsletterResult } from '../../../components/newsletter/newsletter-result';
import { PageSection } from '../../../components/page/page-section';
import { Seo } from '../../../components/seo/seo';

export default function NewsletterVerifyNoTokenPage() {
  return (
    <PageSection name="Newsletter Verification">
      <NewsletterResult action="verify" token={null} />
    </PageSection>
  );
}

export const Head: HeadFC = () => (
  <Seo title="Newsletter Verification" path="/newsletter/verify" indexable={false} />
);
