/**
 * An image's size in pixels, read from its header by probe-image-size (the whole file is never
 * decoded). A JPEG whose EXIF turns it a quarter is shown with width and height swapped, so the
 * size is the one a visitor sees. An SVG gives its width and height, or its viewBox; one sized
 * in other units (em, mm, %) or not at all has no pixel size: null.
 */
import probe from 'probe-image-size/sync.js';

export interface Dimensions {
  width: number;
  height: number;
}

export function imageDimensions(data: Buffer): Dimensions | null {
  let result;
  try {
    result = probe(data);
  } catch {
    return null;
  }
  if (!result || result.wUnits !== 'px' || result.hUnits !== 'px') return null;
  const width = Math.max(1, Math.round(result.width));
  const height = Math.max(1, Math.round(result.height));
  const turned = (result.orientation ?? 1) >= 5;
  return turned ? { width: height, height: width } : { width, height };
}
