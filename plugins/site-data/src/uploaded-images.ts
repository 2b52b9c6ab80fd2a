/**
 * What the provider knows of each uploaded image (GET /api/uploaded-images): its width, the
 * resized copies it made and its focal point. Blog bodies name only the copies that exist in
 * their srcset, and cropped post images keep the focal point in view. From content/ (no provider,
 * or one too old to answer) nothing is known: bodies keep a plain src and crops stay centred.
 */
import { API_PATHS } from '@cloud-consulting/domain/api-paths';
import { UPLOADS_IMAGES_PATH } from '@cloud-consulting/domain/catalogues';
import {
  objectPosition,
  uploadedImagePaths,
  type FocalPoint,
  type ImageVariants,
} from '@cloud-consulting/domain/image-variants';
import type { BuildConfig } from './config';
import { fetchProviderJson } from './provider-fetch';

export interface UploadedImage extends ImageVariants {
  path: string;
  focalPoint: FocalPoint;
}

export interface UploadedImages {
  /** By address (/uploads/images/...). */
  lookup(url: string | null | undefined): UploadedImage | undefined;
  /** What a body's HTML depends on: the copies of the images it shows (for the render cache). */
  usedBy(markdown: string): Array<UploadedImage | null>;
  /** The CSS object-position of an image's crop; null when it is not a known upload. */
  objectPositionOf(url: string | null | undefined): string | null;
}

export function uploadedImageIndex(images: readonly UploadedImage[]): UploadedImages {
  const byPath = new Map(images.map((image) => [image.path, image]));
  const prefix = `${UPLOADS_IMAGES_PATH}/`;
  const lookup = (url: string | null | undefined) =>
    url?.startsWith(prefix) ? byPath.get(url.slice(prefix.length)) : undefined;
  return {
    lookup,
    usedBy: (markdown) => uploadedImagePaths(markdown).map((path) => byPath.get(path) ?? null),
    objectPositionOf(url) {
      const image = lookup(url);
      return image ? objectPosition(image.focalPoint) : null;
    },
  };
}

export async function loadUploadedImages(
  config: BuildConfig,
  warn: (message: string) => void,
): Promise<UploadedImages> {
  try {
    const answer = (await fetchProviderJson(config, API_PATHS.uploadedImages)) as {
      images?: UploadedImage[];
    };
    return uploadedImageIndex(Array.isArray(answer?.images) ? answer.images : []);
  } catch (error) {
    warn(
      `uploaded images: the provider did not say which resized copies exist (${String(error)}); ` +
        'body images are built without a srcset',
    );
    return uploadedImageIndex([]);
  }
}
