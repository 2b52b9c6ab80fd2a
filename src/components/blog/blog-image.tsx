/**
 * A blog image. When the build processed it (a raster it could read) it is the responsive
 * picture in WebP with its blurred placeholder; otherwise (SVG, an image the build could not
 * read, a post loaded at run time) a plain <img> that never shows as broken: when its address
 * fails to load it is swapped once for the stock photo. Both are in the HTML and work without
 * JavaScript.
 */
import { useState } from 'react';
import { ProcessedImage, type ProcessedImageData } from '../image/processed-image';
import { PRIORITY_ATTRIBUTES } from '../image/priority';

/** The stock photo shown in place of an image that failed to load. */
export const STOCK_BLOG_PHOTO = '/images/blog/stock-photo.jpg';

export function BlogImage({
  src,
  image,
  alt,
  eager = false,
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
  /** Called once when the stock photo replaces the image. */
  onFallback?(): void;
}) {
  const [failed, setFailed] = useState(false);
  if (image)
    return <ProcessedImage image={image} alt={alt} priority={eager} className={className} />;
  return (
    <img
      src={failed ? STOCK_BLOG_PHOTO : src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      {...(eager ? PRIORITY_ATTRIBUTES : {})}
      decoding="async"
      className={className}
      data-fallback={failed || undefined}
      onError={() => {
        if (failed) return;
        setFailed(true);
        onFallback?.();
      }}
      sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
    />
  );
}
