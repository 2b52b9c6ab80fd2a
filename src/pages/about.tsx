import type { HeadFC } from 'gatsby';
import { ROUTE_MENU_LABELS } from '@cloud-consulting/domain/menus';
import { ABOUT_CLOSING_ID, AboutSections } from '../components/about/about-sections';
import { TechnologyBadges } from '../components/about/technology-badges';
import { HeroBanner } from '../components/hero/hero-banner';
import { LinkButton, ScrollButton } from '../ui/blocks';
import { MenuGuard } from '../components/menus/menu-guard';
import { Seo } from '../components/seo/seo';

export default function AboutPage() {
  return (
    <MenuGuard label={ROUTE_MENU_LABELS['/about']}>
      <HeroBanner page="about">
        <ScrollButton target={ABOUT_CLOSING_ID} tone="light">
          Schedule Free Consultation
        </ScrollButton>
        <LinkButton to="/services" tone="outlineLight">
          Our Services
        </LinkButton>
      </HeroBanner>
      <div sx={{ maxWidth: 'container', mx: 'auto', px: 3, pt: 5 }}>
        <TechnologyBadges />
      </div>
      <AboutSections />
    </MenuGuard>
  );
}

export const Head: HeadFC = ({ location }) => <Seo title="About Us" path={location.pathname} />;
