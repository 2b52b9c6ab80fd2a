/**
 * A blog image. When the build processed it (a raster it could read) it is the responsive
 * picture in WebP with its blurred placeholder; otherwise (SVG, an image the build could not
 * read, a post loaded at run time) a plain <img> that never shows as broken: when its address
 * fails to load it is swapped once for the stock photo. Both are in the HTML and work without
 * the page's script: an image that fails before the script runs is swapped by a one-line head
 * script ({@link blogImageFallbackScript}), and the component takes over that state when it
 * hydrates (so the article's caption for the stock photo shows too).
 */
import { useEffect, useRef, useState } from 'react';
import { STOCK_BLOG_PHOTO } from '@cloud-consulting/domain/blog';
import { ProcessedImage, type ProcessedImageData } from '../image/processed-image';
import { PRIORITY_ATTRIBUTES } from '../image/priority';

export { STOCK_BLOG_PHOTO };

/** Marks the plain blog images the head script watches. */
const WATCHED = 'data-blog-image';
/** Set on an image showing the stock photo in its place. */
const FELL_BACK = 'data-fallback';

/**
 * The head script: from before the first image loads, a blog image whose address fails is
 * swapped once for the stock photo (error events do not bubble, so it listens while capturing).
 */
export const blogImageFallbackScript = `document.addEventListener('error',function(e){var i=e.target;if(i&&i.tagName==='IMG'&&i.hasAttribute('${WATCHED}')&&!i.hasAttribute('${FELL_BACK}')){i.setAttribute('${FELL_BACK}','true');i.src='${STOCK_BLOG_PHOTO}'}},true);`;

export function BlogImage({
  src,
  image,
  alt,
  eager = false,
  position,
  className,
  onFallback,
}: {
  src: string;
  /** The build's processed variants of `src`, when it made them. */
  image?: ProcessedImageData | null;
  alt: string;
  /** Above the fold: loaded at once and first (eager, fetchpriority high); lazy otherwise. */
  eager?: boolean;
  className?: string;
  /** CSS object-position keeping the focal point in the crop (not for the stock photo). */
  position?: string | null;
  /** Called once when the stock photo replaces the image. */
  onFallback?(): void;
}) {
  const [failed, setFailed] = useState(false);
  const element = useRef<HTMLImageElement>(null);
  const fallBack = () => {
    if (failed) return;
    setFailed(true);
    onFallback?.();
  };
  // Failed before this script ran: swapped by the head script, or (without it) still broken.
  useEffect(() => {
    const img = element.current;
    if (img && (img.hasAttribute(FELL_BACK) || (img.complete && img.naturalWidth === 0)))
      fallBack();
    // Once, for the image as the page was served.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (image)
    return (
      <ProcessedImage
        image={image}
        alt={alt}
        priority={eager}
        position={position}
        className={className}
      />
    );
  return (
    <img
      ref={element}
      src={failed ? STOCK_BLOG_PHOTO : src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      {...(eager ? PRIORITY_ATTRIBUTES : {})}
      decoding="async"
      className={className}
      {...{ [WATCHED]: '' }}
      data-fallback={failed || undefined}
      onError={fallBack}
      style={position && !failed ? { objectPosition: position } : undefined}
      sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
    />
  );
}
