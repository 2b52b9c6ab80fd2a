/**
 * Structured data the build works out in Node, so a page's script never carries the rules:
 * Query.servicesStructuredData is the /services page's ItemList of Service (the shared rules'
 * structured-data.ts) from the services the built page shows, in the page's order.
 */
import { servicesToShow, type RawService } from '@cloud-consulting/domain/services-page';
import { serviceList } from '@cloud-consulting/domain/structured-data';

interface ServiceNode extends RawService {
  recordId?: number | null;
  orderIndex?: number | null;
}

interface NodeModel {
  findOne(args: { type: string; query: object }): Promise<{ siteName?: string } | null>;
  findAll(args: { type: string }): Promise<{ entries: Iterable<ServiceNode> }>;
}

const SERVICES_PAGE = '/services';

/** The services in the page's order: by orderIndex, then by record id. */
export function servicesInPageOrder(nodes: Iterable<ServiceNode>): ServiceNode[] {
  const rank = (value: number | null | undefined) => value ?? Number.MAX_SAFE_INTEGER;
  return [...nodes].sort(
    (a, b) => rank(a.orderIndex) - rank(b.orderIndex) || rank(a.recordId) - rank(b.recordId),
  );
}

export function structuredDataResolvers(siteUrl: string) {
  return {
    Query: {
      servicesStructuredData: {
        type: 'JSON',
        description: "The /services page's services as schema.org Service entries (null: none)",
        async resolve(_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) {
          const settings = await context.nodeModel.findOne({ type: 'SiteSettings', query: {} });
          const { entries } = await context.nodeModel.findAll({ type: 'Service' });
          return serviceList(servicesToShow(servicesInPageOrder(entries)).services, {
            siteUrl,
            siteName: settings?.siteName ?? '',
            pagePath: SERVICES_PAGE,
          });
        },
      },
    },
  };
}
