/**
 * The services page's data: the build's services (provider or content/, flagged isFallback) at
 * first paint, refreshed from GET /services-structured at run time (a failure keeps the build's).
 */
import { graphql, useStaticQuery } from 'gatsby';
import { API_PATHS } from '@cloud-consulting/domain/api-paths';
import {
  SERVICES_PAGE_MESSAGES,
  servicesToShow,
  type RawService,
  type Service,
} from '@cloud-consulting/domain/services-page';
import { asRecords, useRuntimeList } from '../../services/use-runtime-list';

export type ServicesPageState = 'loading' | 'error' | 'loaded';

export interface ServicesData {
  state: ServicesPageState;
  services: Service[];
  /** Icon key per service name (the display form drops it). */
  icons: Record<string, string>;
  isFallback: boolean;
  error: string | null;
}

export function useBuildServices(): { services: RawService[]; isFallback: boolean } {
  const data = useStaticQuery<Queries.BuildServicesQuery>(graphql`
    query BuildServices {
      allService(sort: [{ orderIndex: ASC }, { recordId: ASC }]) {
        nodes {
          recordId
          name
          description
          imageUrl
          features
          price
          href
          Category
          icon
          isActive
          isFallback
        }
      }
    }
  `);
  const nodes = data.allService?.nodes ?? [];
  return {
    services: nodes.map((node) => ({
      id: node.recordId,
      name: node.name ?? undefined,
      description: node.description ?? undefined,
      imageUrl: node.imageUrl,
      features: node.features ?? undefined,
      price: node.price,
      href: node.href,
      Category: node.Category ?? undefined,
      icon: node.icon ?? undefined,
      isActive: node.isActive,
    })),
    isFallback: nodes.some((node) => node.isFallback),
  };
}

/** The page state (loading, error, empty or the list), from what the build and the runtime call know. */
export function servicesPageData(
  raw: readonly RawService[],
  {
    loading,
    error,
    builtFromFallback,
  }: { loading: boolean; error: string | null; builtFromFallback: boolean },
): ServicesData {
  const icons = Object.fromEntries(
    raw.map((service) => [service.name ?? service.Name ?? '', service.icon ?? '']),
  );
  if (raw.length === 0 && loading) {
    return { state: 'loading', services: [], icons, isFallback: false, error: null };
  }
  if (raw.length === 0 && error) {
    return {
      state: 'error',
      services: [],
      icons,
      isFallback: false,
      error: error || SERVICES_PAGE_MESSAGES.loadFailed,
    };
  }
  const shown = servicesToShow(raw);
  // The badge says where the list came from: content/ at build time (the node flag), or the
  // built-in list because no active service was given. A provider list that happens to carry
  // the built-in names (the seed does) is the provider's own content, not a fallback.
  const builtIn = !raw.some((service) => service.isActive ?? service.IsActive ?? true);
  return {
    state: 'loaded',
    services: shown.services,
    icons,
    isFallback: builtIn || builtFromFallback,
    error,
  };
}

export function useServicesData(): ServicesData {
  const build = useBuildServices();
  const runtime = useRuntimeList<RawService>(build.services, API_PATHS.services, asRecords);
  return servicesPageData(runtime.items, {
    loading: runtime.loading,
    error: runtime.error,
    builtFromFallback: build.isFallback && !runtime.refreshed,
  });
}
