import type { HeadFC } from 'gatsby';
import { AboutIntro } from '../components/about/about-intro';
import { GetStartedSlot } from '../components/lead-forms/slots/get-started-slot';
import { Section } from '../ui/blocks';
import { HomeExpertise } from '../components/home/home-expertise';
import { deferredPart } from '../ui/deferred-part';
import { GET_STARTED_ID, HomeHero } from '../components/home/home-hero';
import { PageSection } from '../components/page/page-section';
import { Seo } from '../components/seo/seo';
import { NEWSLETTER_ANCHOR } from '../components/newsletter/newsletter-anchor';
import { useFocusOnHash } from '../components/home/use-focus-on-hash';

const NewsletterBand = deferredPart(
  () => import('../components/newsletter/newsletter-band').then((m) => m.NewsletterBand),
  { minHeight: 320, label: 'newsletter' },
);

export default function HomePage() {
  useFocusOnHash(NEWSLETTER_ANCHOR);
  return (
    <>
      <HomeHero />
      <HomeExpertise />
      <Section id="about">
        <AboutIntro />
      </Section>
      <PageSection name="Get Started" id={GET_STARTED_ID}>
        <h2 sx={{ fontSize: [5, 6], textAlign: 'center', mt: 0 }}>Ready to Get Started?</h2>
        <GetStartedSlot />
      </PageSection>
      {/* 'Subscribe Again' on the newsletter pages scrolls here (/#newsletter): the section is
          there at once, while the band's script may still be on its way. */}
      <PageSection name="Newsletter">
        <div id={NEWSLETTER_ANCHOR} tabIndex={-1} sx={{ outline: 'none' }}>
          <NewsletterBand source="home" id="newsletter-band" />
        </div>
      </PageSection>
    </>
  );
}

export const Head: HeadFC = ({ location }) => <Seo path={location.pathname} />;
