/**
 * A page's hero from the banner catalogue: title, subtitle and size class per page, background
 * from the generated images (the shared rule heroImageFor, applied at build time), with
 * the page's buttons.
 * Text sits on a dark scrim so it reads in both colour modes.
 */
import type { ReactNode } from 'react';
import { HERO_BANNERS, type HeroKey } from '@cloud-consulting/domain/catalogues';
import { HeroImage } from './hero-image';
import { useHeroImage } from './use-hero-image';

export interface HeroBannerProps {
  page: HeroKey;
  /** Replaces the catalogue title (the home page's headline, a loading hero). */
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Above the title: a badge or the site name. */
  eyebrow?: ReactNode;
  children?: ReactNode;
}

export function HeroBanner({ page, title, subtitle, eyebrow, children }: HeroBannerProps) {
  const banner = HERO_BANNERS[page];
  const { src, image } = useHeroImage(page);
  return (
    <section
      data-hero={page}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        color: '#ffffff',
        bg: '#0b2545',
        minHeight: banner.size === 'tall' ? ['26rem', '34rem'] : ['20rem', '26rem'],
        display: 'flex',
        alignItems: 'center',
      }}
    >
      <HeroImage src={src} image={image} />
      <div
        aria-hidden="true"
        sx={{
          position: 'absolute',
          inset: 0,
          background:
            'linear-gradient(120deg, rgba(6, 20, 40, 0.92) 0%, rgba(8, 35, 70, 0.82) 55%, rgba(10, 50, 90, 0.6) 100%)',
        }}
      />
      <div
        sx={{
          position: 'relative',
          maxWidth: 'container',
          mx: 'auto',
          px: 3,
          py: [5, 6],
          width: '100%',
        }}
      >
        {eyebrow && <div sx={{ mb: 3 }}>{eyebrow}</div>}
        <h1
          sx={{
            fontSize: [6, 7, 8],
            lineHeight: 'heading',
            m: 0,
            maxWidth: '18em',
            overflowWrap: 'anywhere',
          }}
        >
          {title ?? banner.title}
        </h1>
        <p sx={{ fontSize: [3, 4], mt: 3, mb: 0, maxWidth: '36em', color: '#dbe7f5' }}>
          {subtitle ?? banner.subtitle}
        </p>
        {children && (
          <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mt: 4 }}>{children}</div>
        )}
      </div>
    </section>
  );
}
