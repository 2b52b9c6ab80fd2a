/** /newsletter/verify/:token, a client-only route: the result of the mailed link. */
import type { HeadFC, PageProps } from 'gatsby';
import { NewsletterResult } from '../../../components/newsletter/newsletter-result';
import { FirstScreenHeld } from '../../../components/page/first-screen-held';
import { PageSection } from '../../../components/page/page-section';
import { Seo } from '../../../components/seo/seo';

export default function NewsletterVerifyPage({ params }: PageProps<object, object>) {
  return (
    <PageSection name="Newsletter Verification">
      <FirstScreenHeld>
        <NewsletterResult action="verify" token={(params as { token?: string }).token} />
      </FirstScreenHeld>
    </PageSection>
  );
}

export const Head: HeadFC = () => (
  <Seo title="Newsletter Verification" path="/newsletter/verify" indexable={false} />
);
