/**
 * An image the build processed (plugins/site-data/src/images.ts): gatsby-plugin-image's data rendered as a
 * <picture>: a <source> for each format the build made besides the original's (WebP; none when
 * the original is a WebP) over the original format as the fallback, each a srcset the browser
 * picks from by `sizes`, over the blurred placeholder, which fades out in 0.5 s once the image is
 * in. It fills its box (object-fit: cover); width and height give the browser
 * the aspect ratio before anything loads, so nothing shifts. It is whole in the HTML and works
 * without JavaScript.
 *
 * Why not the plugin's GatsbyImage component: measured on this site, its runtime added 4.4 KB
 * (gzip) to every page with a hero, and a page showing one also loaded its lazy-hydration chunk
 * with react-dom/server, about 23 KB more: the blog pages went past their 130 KB budget and the
 * content pages past 110 KB (tests/e2e/budgets.spec.ts). This renders the same image data with
 * none of that.
 */
import { useEffect, useRef, useState } from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { HERO_IMAGE_TRANSITION_MS } from '@cloud-consulting/domain/constants';
import { PRIORITY_ATTRIBUTES } from './priority';

export type ProcessedImageData = IGatsbyImageData;

/** The width a full-width image is taken to have when its data lists no variant widths. */
const FULL_WIDTH_DEFAULT = 1600;

/**
 * Whole-pixel width and height for the <img>: constrained and fixed images carry them; a
 * full-width one carries only its aspect ratio (width 1), so its widest variant stands in.
 */
export function intrinsicSize(image: ProcessedImageData): { width: number; height: number } {
  const { width, height, layout, images } = image;
  if (layout !== 'fullWidth') return { width: Math.round(width), height: Math.round(height) };
  const widths = [...(images.fallback?.srcSet ?? '').matchAll(/\s(\d+)w\b/g)].map((m) =>
    Number(m[1]),
  );
  const widest = widths.length > 0 ? Math.max(...widths) : FULL_WIDTH_DEFAULT;
  return { width: widest, height: Math.round((widest * height) / width) };
}

const FILL = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
} as const;

export function ProcessedImage({
  image,
  alt,
  priority = false,
  position,
  className,
}: {
  image: ProcessedImageData;
  alt: string;
  /** CSS object-position keeping the image's focal point in the crop; centred when absent. */
  position?: string | null;
  /** Above the fold: fetched at once and first (eager, fetchpriority high); lazy otherwise. */
  priority?: boolean;
  className?: string;
}) {
  const { images, placeholder, backgroundColor } = image;
  const { width, height } = intrinsicSize(image);
  const [loaded, setLoaded] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  const sizes = images.fallback?.sizes ?? images.sources?.[0]?.sizes;

  useEffect(() => {
    // An image decoded before hydration fires no load event React can see.
    if (img.current?.complete && img.current.naturalWidth > 0) setLoaded(true);
  }, []);

  // A span (shown as a block): the picture may stand where only phrasing content is allowed,
  // such as inside a link's thumbnail.
  return (
    <span
      className={className}
      data-processed-image=""
      data-loaded={loaded ? 'true' : 'false'}
      style={backgroundColor ? { backgroundColor } : undefined}
      sx={{
        display: 'block',
        position: 'relative',
        overflow: 'hidden',
        width: '100%',
        height: '100%',
      }}
    >
      {placeholder?.fallback && (
        <img
          aria-hidden="true"
          alt=""
          src={placeholder.fallback}
          data-placeholder-image=""
          decoding="async"
          style={position ? { objectPosition: position } : undefined}
          sx={{
            ...FILL,
            filter: 'blur(12px)',
            transform: 'scale(1.05)',
            opacity: loaded ? 0 : 1,
            transition: `opacity ${HERO_IMAGE_TRANSITION_MS}ms ease`,
          }}
        />
      )}
      <picture>
        {(images.sources ?? []).map((source) => (
          <source
            key={`${source.type}-${source.media ?? ''}`}
            type={source.type}
            media={source.media}
            srcSet={source.srcSet}
            sizes={source.sizes ?? sizes}
          />
        ))}
        <img
          ref={img}
          src={images.fallback?.src}
          srcSet={images.fallback?.srcSet}
          sizes={sizes}
          width={width}
          height={height}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          {...(priority ? PRIORITY_ATTRIBUTES : {})}
          decoding="async"
          onLoad={() => setLoaded(true)}
          style={position ? { objectPosition: position } : undefined}
          sx={FILL}
        />
      </picture>
    </span>
  );
}
