import { HERO_BANNERS } from '@cloud-consulting/domain/catalogues';
import { useSiteSettings } from '../../services/use-site-settings';
import { HeroBanner } from '../hero/hero-banner';
import { LinkButton, ScrollButton } from '../../ui/blocks';

export const GET_STARTED_ID = 'get-started';

export function HomeHero() {
  const { siteName, tagline } = useSiteSettings();
  return (
    <HeroBanner
      page="home"
      eyebrow={
        <p
          data-testid="site-name"
          sx={{ m: 0, fontWeight: 'bold', letterSpacing: '0.04em', color: '#bfe0ff' }}
        >
          {siteName}
        </p>
      }
      title={HERO_BANNERS.home.title}
      subtitle={tagline || HERO_BANNERS.home.subtitle}
    >
      <LinkButton to="/corporate-training" tone="light">
        Explore Corporate Training
      </LinkButton>
      <ScrollButton target={GET_STARTED_ID} tone="outlineLight">
        Get Started
      </ScrollButton>
    </HeroBanner>
  );
}
