/** /newsletter/unsubscribe/:token, a client-only route: the result of the mailed link. */
import type { HeadFC, PageProps } from 'gatsby';
import { NewsletterResult } from '../../../components/newsletter/newsletter-result';
import { FirstScreenHeld } from '../../../components/page/first-screen-held';
import { PageSection } from '../../../components/page/page-section';
import { Seo } from '../../../components/seo/seo';

export default function NewsletterUnsubscribePage({ params }: PageProps<object, object>) {
  return (
    <PageSection name="Newsletter Unsubscribe">
      <FirstScreenHeld>
        <NewsletterResult action="unsubscribe" token={(params as { token?: string }).token} />
      </FirstScreenHeld>
    </PageSection>
  );
}

export const Head: HeadFC = () => (
  <Seo title="Newsletter Unsubscribe" path="/newsletter/unsubscribe" indexable={false} />
);
