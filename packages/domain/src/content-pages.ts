/**
 * Display rules of the content pages that the catalogues leave open: which hero image a page
 * uses, how an expertise area becomes a card, where a smooth scroll stops, and the responsive
 * variants of an uploaded service image.
 */
import { IMAGE_VARIANT_WIDTHS, variantPath } from './image-variants';
import {
  EXPERTISE_DEFAULTS,
  HERO_BANNERS,
  UPLOADS_IMAGES_PATH,
  chooseHeroImage,
  generatedImageUrl,
  type GeneratedImage,
  type HeroKey,
} from './catalogues';
import { HERO_SCROLL_OFFSET_PX } from './constants';
import { activeByOrder } from './content';

const stem = (fileName: string): string => fileName.replace(/\.[a-z0-9]+$/i, '');

/**
 * The hero image of a page: the exact preferred file among the generated images, else the
 * static preferred file under uploads, with one step between: a
 * generated image with the preferred file's name in another format (the provider stores the
 * hero backgrounds as SVG while the catalogue prefers WebP).
 */
export function heroImageFor(key: HeroKey, images: readonly GeneratedImage[] | null | undefined) {
  const { preferredImage } = HERO_BANNERS[key];
  const list = images ?? [];
  if (list.some((image) => image.fileName === preferredImage && generatedImageUrl(image))) {
    return chooseHeroImage(key, list);
  }
  const sameName = list.find(
    (image) => image.fileName && stem(image.fileName) === stem(preferredImage),
  );
  return (sameName && generatedImageUrl(sameName)) || chooseHeroImage(key, list);
}

/** Where the window scrolls so an element's top sits `offset` pixels below the viewport top. */
export const scrollTargetTop = (
  elementTop: number,
  scrollY: number,
  offset: number = HERO_SCROLL_OFFSET_PX,
): number => Math.max(0, elementTop + scrollY - offset);

export interface ExpertiseRecord {
  Id?: number | string | null;
  Name?: string | null;
  Description?: string | null;
  Category?: string | null;
  Icon?: string | null;
  IsActive?: boolean | number | string | null;
  OrderIndex?: number | null;
}

export interface ExpertiseCard {
  id: string;
  title: string;
  description: string;
  category: string;
  /** The record's icon key, lower-cased with separators removed ('project-mgmt' → 'projectmgmt'). */
  icon: string;
}

const clean = (value: string | null | undefined): string | undefined => value?.trim() || undefined;

/** Icon keys compared without case or separators, so 'cloud-arch' and 'CloudArch' agree. */
export const iconKey = (icon: string | null | undefined): string =>
  (icon ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');

/** Active areas by order as cards, with description and category fallbacks. */
export function expertiseCards(
  items: readonly ExpertiseRecord[] | null | undefined,
): ExpertiseCard[] {
  return activeByOrder(items)
    .filter((item) => clean(item.Name))
    .map((item, index) => ({
      id: String(item.Id ?? index + 1),
      title: clean(item.Name)!,
      description: clean(item.Description) ?? EXPERTISE_DEFAULTS.description,
      category: clean(item.Category) ?? EXPERTISE_DEFAULTS.category,
      icon: iconKey(item.Icon),
    }));
}

/** The single card the home section shows when no data arrived within the timeout. */
export const expertiseTimeoutCards = (): ExpertiseCard[] => [
  {
    id: 'timeout',
    title: EXPERTISE_DEFAULTS.timeoutItem,
    description: EXPERTISE_DEFAULTS.description,
    category: EXPERTISE_DEFAULTS.category,
    icon: 'cloud',
  },
];

/** Widths of the variants an uploaded raster image is offered in (the provider makes them). */
export const SERVICE_IMAGE_WIDTHS = IMAGE_VARIANT_WIDTHS;

/**
 * An uploaded raster image ('/uploads/images/x/name.jpg') as responsive variants named by width
 * ('name-480w.jpg 480w, …', the original last); vector images and other addresses are used as is.
 */
export function responsiveImage(url: string): { src: string; srcSet: string | null } {
  const match = /^(.*)\.(jpe?g|png|webp|avif)$/i.exec(url);
  if (!url.startsWith(`${UPLOADS_IMAGES_PATH}/`) || !match) return { src: url, srcSet: null };
  const [, base, ext] = match;
  const variants = SERVICE_IMAGE_WIDTHS.map((w) => `${variantPath(`${base}.${ext}`, w)} ${w}w`);
  return { src: url, srcSet: [...variants, `${url} 1600w`].join(', ') };
}
