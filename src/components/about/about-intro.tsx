/** The about block shared by the home page and /about: headline, technology badges, Our Story. */
import { HERO_BANNERS } from '@cloud-consulting/domain/catalogues';
import { Icon } from '../../ui/icons';
import { TechnologyBadges } from './technology-badges';

/** Level 2 where it is a section of its own (/about), 3 under the about block's heading (home). */
export function OurStory({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      sx={{
        display: 'grid',
        gridTemplateColumns: ['1fr', null, 'minmax(0, 3fr) minmax(0, 2fr)'],
        gap: 5,
        alignItems: 'center',
      }}
    >
      <div>
        <Heading sx={{ fontSize: [4, 5], mt: 0 }}>Our Story</Heading>
        <p sx={{ fontSize: 3 }}>
          We were founded by professionals with over 20 years of IT experience, who spent their
          careers designing, migrating and running Microsoft platforms for organisations of every
          size.
        </p>
        <p sx={{ fontSize: 3, mb: 0 }}>
          Our mission is to bridge Microsoft technologies and business needs: to turn Azure, AI and
          modern engineering practice into results your teams can own, measure and build on.
        </p>
      </div>
      <img
        src="/images/about/our-story.svg"
        alt="Consultants and a client team planning a cloud architecture together"
        width={480}
        height={360}
        loading="lazy"
        decoding="async"
        sx={{ width: '100%', height: 'auto', borderRadius: 'large' }}
      />
    </div>
  );
}

export function AboutIntro({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div sx={{ display: 'grid', gap: 5 }}>
      <div sx={{ textAlign: 'center' }}>
        <span sx={{ color: 'primary', display: 'inline-flex' }}>
          <Icon name="sparkles" size={32} />
        </span>
        <Heading sx={{ fontSize: [5, 6, 7], lineHeight: 'heading', my: 3 }}>
          {HERO_BANNERS.about.title}
        </Heading>
        <p sx={{ fontSize: 3, color: 'mutedText', maxWidth: '40em', mx: 'auto', mt: 0, mb: 4 }}>
          {HERO_BANNERS.about.subtitle}
        </p>
        <TechnologyBadges />
      </div>
      <OurStory />
    </div>
  );
}
