/** What the services page derives from a service's position and fields. */
import { FALLBACK_SERVICES } from './catalogues';

export const SERVICE_CATEGORIES_BY_POSITION = [
  'Consulting',
  'Training',
  'Corporate',
  'AI/ML',
] as const;
export const SERVICE_TAGLINES_BY_POSITION = [
  'Expert Consulting',
  'Interactive Learning',
  'Custom Training',
  'AI Innovation',
] as const;
export const FEATURED_SERVICE_COUNT = 2;

export const SERVICE_DEFAULTS = {
  description: 'Professional service',
  features: ['Expert Guidance', 'Flexible Delivery', 'Proven Methods', 'Ongoing Support'],
  price: 'Contact Us',
  href: '/contact-us',
} as const;

export const SERVICES_PAGE_MESSAGES = {
  loadFailed: 'Failed to load services',
  fallbackBadge: 'Fallback Content',
  errorBadge: 'Service Error',
  loadingBadge: 'Loading Services',
  loadingText: 'Loading our comprehensive services...',
  tryAgain: 'Try Again',
  getStarted: 'Get Started Today',
  learnMore: 'Learn More',
  discoveryCall: 'Free 15-min discovery call available',
  serviceVisual: 'Service Visual',
} as const;

/** Positions past the fourth keep the last label (AI/ML, AI Innovation). */
const byPosition = <T>(list: readonly T[], index: number): T =>
  list[Math.min(index, list.length - 1)];

export const serviceCategory = (index: number): string =>
  byPosition(SERVICE_CATEGORIES_BY_POSITION, index);
export const serviceTagline = (index: number): string =>
  byPosition(SERVICE_TAGLINES_BY_POSITION, index);
export const isFeaturedService = (index: number): boolean => index < FEATURED_SERVICE_COUNT;

export interface SidePanel {
  title: 'Value' | 'Features' | 'Investment';
  lines: string[];
}

/** The card's side panel, chosen by the service name. */
export function serviceSidePanel(name: string, price: string): SidePanel {
  const lower = name.toLowerCase();
  if (lower.includes('consulting')) {
    return {
      title: 'Value',
      lines: [
        'Custom Solutions',
        'Tailored consulting based on your specific needs and objectives',
        'Free initial consultation',
      ],
    };
  }
  if (lower.includes('live online workshops')) {
    return { title: 'Features', lines: ['Interactive Learning', 'Flexible scheduling'] };
  }
  if (lower.includes('corporate training')) return { title: 'Investment', lines: [price] };
  return {
    title: 'Investment',
    lines: [price, 'Flexible payment options & custom packages available', 'Money-back guarantee'],
  };
}

/** The main button reads 'Get Started Today' when it leads to the contact page. */
export const serviceButtonLabel = (href: string): string =>
  href === SERVICE_DEFAULTS.href
    ? SERVICES_PAGE_MESSAGES.getStarted
    : SERVICES_PAGE_MESSAGES.learnMore;

/** Features arrive as a comma-separated string or a list; blanks are dropped. */
export function parseFeatures(features: unknown): string[] {
  const list =
    typeof features === 'string' ? features.split(',') : Array.isArray(features) ? features : [];
  return list.map((item) => String(item).trim()).filter(Boolean);
}

export interface RawService {
  id?: number | string;
  Id?: number | string;
  name?: string;
  Name?: string;
  description?: string;
  Description?: string;
  imageUrl?: string | null;
  features?: unknown;
  pricing?: string | null;
  price?: string | number | null;
  link?: string | null;
  href?: string | null;
  isActive?: boolean;
  IsActive?: boolean;
  Category?: string;
  icon?: string;
}

export interface Service {
  id: string;
  name: string;
  description: string;
  imageUrl: string | null;
  features: string[];
  price: string;
  href: string;
  isActive: boolean;
}

const text = (...values: unknown[]): string | undefined =>
  values
    .map((v) => (typeof v === 'number' ? String(v) : v))
    .find((v): v is string => typeof v === 'string' && v.trim() !== '')
    ?.trim();

/** One service in display form, with defaults for what is missing. */
export function normaliseService(raw: RawService, index: number): Service {
  const features = parseFeatures(raw.features);
  const name = text(raw.name, raw.Name) ?? '';
  return {
    id: text(raw.id, raw.Id) ?? String(index + 1),
    name,
    description: text(raw.description, raw.Description) ?? SERVICE_DEFAULTS.description,
    imageUrl: text(raw.imageUrl) ?? null,
    features: features.length > 0 ? features : [...SERVICE_DEFAULTS.features],
    price: text(raw.pricing, raw.price) ?? SERVICE_DEFAULTS.price,
    href: text(raw.link, raw.href) ?? SERVICE_DEFAULTS.href,
    isActive: raw.isActive ?? raw.IsActive ?? true,
  };
}

/** The seven built-in services, in display form. */
export const fallbackServices = (): Service[] =>
  FALLBACK_SERVICES.map((service, index) =>
    normaliseService(
      { id: `fallback-${index + 1}`, name: service.name, price: service.price },
      index,
    ),
  );

/** Active services to show, or the built-in list (flagged) when the server gave none. */
export function servicesToShow(raw: readonly RawService[] | null | undefined): {
  services: Service[];
  isFallback: boolean;
} {
  const services = (raw ?? []).map(normaliseService).filter((service) => service.isActive);
  if (services.length === 0) return { services: fallbackServices(), isFallback: true };
  return { services, isFallback: isFallbackList(services) };
}

/** True when a list is the built-in fallback (same names in the same order). */
export function isFallbackList(services: readonly Pick<Service, 'name'>[]): boolean {
  return (
    services.length === FALLBACK_SERVICES.length &&
    services.every((service, i) => service.name === FALLBACK_SERVICES[i].name)
  );
}

/** The anchor on /services for a service: 'Azure AI/ML Consulting' to 'azure-ai/ml-consulting'. */
export const serviceAnchor = (name: string): string =>
  name.trim().toLowerCase().replace(/\s+/g, '-');

/** The home panel's 'Learn more' link for a service. */
export const serviceLink = (name: string): string => `/services#${serviceAnchor(name)}`;
