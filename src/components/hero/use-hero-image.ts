import { graphql, useStaticQuery } from 'gatsby';
import type { HeroKey } from '@cloud-consulting/domain/catalogues';
import { heroImageFor } from '@cloud-consulting/domain/content-pages';
import type { ProcessedImageData } from '../image/processed-image';

export interface HeroImageChoice {
  /** The address the hero shows. */
  src: string;
  /** Its responsive variants, when the build could process it (a reachable raster image). */
  image: ProcessedImageData | null;
}

/**
 * A page's hero image as the build chose it from the generated images (plugins/site-data/src/hero-images.ts),
 * with its processed variants. Without a built choice, the catalogue's static file.
 */
export function useHeroImage(page: HeroKey): HeroImageChoice {
  const data = useStaticQuery<Queries.HeroImagesQuery>(graphql`
    query HeroImages {
      allHeroBannerImage {
        nodes {
          page
          src
          imageFile {
            childImageSharp {
              gatsbyImageData(layout: FULL_WIDTH, breakpoints: [640, 1024, 1600], sizes: "100vw")
            }
          }
        }
      }
    }
  `);
  const node = data.allHeroBannerImage?.nodes.find((n) => n.page === page);
  return {
    src: node?.src ?? heroImageFor(page, []),
    image: node?.imageFile?.childImageSharp?.gatsbyImageData ?? null,
  };
}
