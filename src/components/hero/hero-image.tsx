/**
 * The hero's background, above the fold, so it is fetched at once and first (eager,
 * fetchpriority high). An image the build processed is its responsive picture (WebP) over
 * its blurred placeholder. Otherwise (SVG, or an image the build could not read) a plain image
 * that starts blurred and sharpens in 0.5 s once loaded (the hero's placeholder); a failed
 * load is retried once after 200 ms (100 ms when the browser already had it cached) and a second
 * failure removes the image, leaving the hero's gradient.
 */
import { useEffect, useRef, useState } from 'react';
import { PRIORITY_ATTRIBUTES } from '../image/priority';
import { ProcessedImage, type ProcessedImageData } from '../image/processed-image';
import {
  HERO_IMAGE_RETRY_CACHED_MS,
  HERO_IMAGE_RETRY_MS,
  HERO_IMAGE_TRANSITION_MS,
} from '@cloud-consulting/domain/constants';

export function HeroImage({ src, image }: { src: string; image?: ProcessedImageData | null }) {
  if (image) {
    return (
      <div sx={{ position: 'absolute', inset: 0 }}>
        <ProcessedImage image={image} alt="" priority />
      </div>
    );
  }
  return <BlurUpImage src={src} />;
}

function BlurUpImage({ src }: { src: string }) {
  const [loaded, setLoaded] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  const cached = useRef(false);

  useEffect(() => {
    // An image decoded before hydration fires no load event React can see.
    if (img.current?.complete && img.current.naturalWidth > 0) {
      cached.current = true;
      setLoaded(true);
    }
  }, []);

  if (failed) return null;
  return (
    <img
      ref={img}
      key={attempt}
      src={src}
      alt=""
      width={1600}
      height={900}
      loading="eager"
      {...PRIORITY_ATTRIBUTES}
      decoding="async"
      onLoad={() => setLoaded(true)}
      onError={() => {
        if (attempt > 0) {
          setFailed(true);
          return;
        }
        const delay = cached.current ? HERO_IMAGE_RETRY_CACHED_MS : HERO_IMAGE_RETRY_MS;
        window.setTimeout(() => setAttempt(1), delay);
      }}
      data-loaded={loaded ? 'true' : 'false'}
      sx={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        objectFit: 'cover',
        filter: loaded ? 'none' : 'blur(20px)',
        transform: loaded ? 'none' : 'scale(1.05)',
        opacity: loaded ? 1 : 0.6,
        transition: `filter ${HERO_IMAGE_TRANSITION_MS}ms ease, opacity ${HERO_IMAGE_TRANSITION_MS}ms ease, transform ${HERO_IMAGE_TRANSITION_MS}ms ease`,
      }}
    />
  );
}
