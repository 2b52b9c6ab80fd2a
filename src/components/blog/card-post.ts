/**
 * A post as the listing and cards use it: the server's fields plus the derivations the shared blog rules
 * makes (the build already made them for pre-built posts; runtime posts get them here), and the
 * build's processed image when it made one.
 */
import {
  ownPostImage,
  postAuthor,
  postCategory,
  postExcerpt,
  readTimeMinutes,
  type BlogPost,
  type BlogTag,
} from '@cloud-consulting/domain/blog';
import type { ProcessedImageData } from '../image/processed-image';

export interface CardPost extends BlogPost {
  Tags: BlogTag[];
  category: string;
  excerptText: string;
  readTimeMinutes: number;
  /** Responsive variants of the post's own image, made at build time. */
  image?: ProcessedImageData | null;
  /** CSS object-position keeping the image's focal point in the card's crop. */
  imagePosition?: string | null;
}

/** From GET /api/blog at run time. */
export const toCardPost = (post: BlogPost): CardPost => ({
  ...post,
  Author: postAuthor(post),
  Tags: post.Tags ?? [],
  category: postCategory(post),
  excerptText: postExcerpt(post),
  readTimeMinutes: readTimeMinutes(post.Content),
  // The search reads the excerpt; the derived one stands in for a missing one.
  Excerpt: postExcerpt(post),
});

/** From a pre-built BlogPost node. */
export const fromNode = (node: {
  Id: number;
  Title: string;
  Slug: string;
  Author: string;
  PublishedOn?: string | null;
  ImageUrl?: string | null;
  FeaturedImagePath?: string | null;
  Featured: boolean;
  Tags: readonly { Name: string; Color?: string | null }[];
  category: string;
  excerptText: string;
  readTimeMinutes: number;
  imagePosition?: string | null;
  featuredImageFile?: { childImageSharp?: { gatsbyImageData: ProcessedImageData } | null } | null;
}): CardPost => {
  const { featuredImageFile, ...post } = node;
  return {
    ...post,
    Tags: node.Tags.map((tag) => ({ Name: tag.Name, Color: tag.Color ?? null })),
    Excerpt: node.excerptText,
    image: featuredImageFile?.childImageSharp?.gatsbyImageData ?? null,
  };
};

/**
 * Runtime posts keep the build's processed image of the same address, so a listing refreshed
 * in the browser does not fall back to plain images the build already made responsive.
 */
export function withBuiltImages(runtime: CardPost[], built: readonly CardPost[]): CardPost[] {
  const images = new Map(built.filter((p) => p.image).map((p) => [ownPostImage(p), p]));
  return runtime.map((post) => {
    const match = images.get(ownPostImage(post));
    return match && !post.image
      ? { ...post, image: match.image, imagePosition: match.imagePosition ?? null }
      : post;
  });
}
