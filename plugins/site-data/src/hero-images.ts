/**
 * The hero image of each page of the banner catalogue, chosen at build time from the generated
 * images the build sourced (the same rule the hero used in the browser: heroImageFor of @cloud-consulting/domain/content-pages),
 * as one HeroBannerImage node per page with its processed image when it is a reachable raster.
 */
import type { SourceNodesArgs } from 'gatsby';
import { generatedImages } from '@cloud-consulting/domain/content-collections/collections';
import {
  HERO_BANNERS,
  type GeneratedImage,
  type HeroKey,
} from '@cloud-consulting/domain/catalogues';
import { heroImageFor } from '@cloud-consulting/domain/content-pages';
import type { ImageFiles } from './images';

export const HERO_IMAGE_TYPE = 'HeroBannerImage';

export const heroImageTypeDefs = `
  "The hero image of a page of the banner catalogue, chosen from the generated images."
  type ${HERO_IMAGE_TYPE} implements Node @dontInfer {
    "Catalogue key: home, services, blog, ..."
    page: String!
    "Address the page shows (an uploads path or an absolute URL)"
    src: String!
    "The image processed at build time (responsive WebP, blurred placeholder); null for SVG or an image the build could not read"
    imageFile: File @link
  }
`;

/** `sourced`: the records sourceCollections answered, by node type. */
export async function sourceHeroImages(
  args: Pick<SourceNodesArgs, 'actions' | 'createNodeId' | 'createContentDigest'>,
  images: ImageFiles,
  sourced: ReadonlyMap<string, readonly Record<string, unknown>[]>,
): Promise<void> {
  const { actions, createNodeId, createContentDigest } = args;
  // The hero used the active generated images, in the provider's order.
  const generated = (sourced.get(generatedImages.schemaId) ?? [])
    .filter((record) => record[generatedImages.active] === true)
    .map((record) => record as GeneratedImage);
  await Promise.all(
    (Object.keys(HERO_BANNERS) as HeroKey[]).map(async (page) => {
      const src = heroImageFor(page, generated);
      const content = { page, src, imageFile: await images.fileFor(src, `${page} hero`) };
      actions.createNode({
        ...content,
        id: createNodeId(`${HERO_IMAGE_TYPE}-${page}`),
        internal: { type: HERO_IMAGE_TYPE, contentDigest: createContentDigest(content) },
      });
    }),
  );
}
