/**
 * Resized copies of an uploaded raster image, made with sharp at the widths the site's srcset
 * offers (IMAGE_VARIANT_WIDTHS) that are narrower than the original, in the original's format.
 * The copy is turned as the original's EXIF says (a copy keeps no metadata), so it shows the same
 * way up. An image sharp cannot read gets no copies: the original alone is served, as before.
 */
import sharp from 'sharp';
import { isResizable, variantWidthsFor } from '@cloud-consulting/domain/image-variants';

export interface ImageVariant {
  width: number;
  data: Buffer;
}

export async function makeVariants(
  data: Buffer,
  fileName: string,
  originalWidth: number | null,
): Promise<ImageVariant[]> {
  if (!isResizable(fileName)) return [];
  const widths = variantWidthsFor(originalWidth);
  const made: ImageVariant[] = [];
  for (const width of widths) {
    try {
      const resized = await sharp(data, { failOn: 'error' })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .toBuffer();
      made.push({ width, data: resized });
    } catch {
      return made;
    }
  }
  return made;
}
