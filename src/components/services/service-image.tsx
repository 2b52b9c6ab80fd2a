/**
 * The card's picture: responsive variants for uploads, lazy unless on the first screen; on
 * failure hidden for an icon.
 */
import { useState } from 'react';
import { PRIORITY_ATTRIBUTES } from '../image/priority';
import { responsiveImage } from '@cloud-consulting/domain/content-pages';
import { SERVICES_PAGE_MESSAGES } from '@cloud-consulting/domain/services-page';
import { Icon } from '../../ui/icons';

export function ServiceImage({
  url,
  icon,
  name,
  eager = false,
}: {
  url: string | null;
  icon: string;
  name: string;
  /** On the first screen: loaded at once and first. */
  eager?: boolean;
}) {
  const [attempt, setAttempt] = useState<'variants' | 'original' | 'failed'>('variants');
  const frame = {
    position: 'relative' as const,
    aspectRatio: '4 / 3',
    borderRadius: 'large',
    overflow: 'hidden',
    bg: 'highlight',
    color: 'primary',
    display: 'flex',
    flexDirection: 'column' as const,
    alignItems: 'center',
    justifyContent: 'center',
    gap: 2,
    width: '100%',
  };
  if (!url || attempt === 'failed') {
    return (
      <div sx={frame} data-testid="service-visual">
        <Icon name={icon} size={64} />
        {!url && (
          <span sx={{ fontWeight: 'bold', color: 'text' }}>
            {SERVICES_PAGE_MESSAGES.serviceVisual}
          </span>
        )}
      </div>
    );
  }
  const { src, srcSet } = responsiveImage(url);
  const variants = attempt === 'variants' && srcSet ? srcSet : undefined;
  return (
    <div sx={frame}>
      <img
        src={src}
        srcSet={variants}
        // sizes only means something beside a srcset (and is invalid HTML without one).
        sizes={variants ? '(min-width: 900px) 40vw, 100vw' : undefined}
        alt={name}
        width={800}
        height={600}
        loading={eager ? 'eager' : 'lazy'}
        {...(eager ? PRIORITY_ATTRIBUTES : {})}
        decoding="async"
        onError={() => setAttempt(srcSet && attempt === 'variants' ? 'original' : 'failed')}
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    </div>
  );
}
