/**
 * Products for the grid: the build's active products (not 'other'), refreshed from GET /products;
 * on failure or nothing at all, two sample products.
 */
import { graphql, useStaticQuery } from 'gatsby';
import { API_PATHS } from '@cloud-consulting/domain/api-paths';
import { displayProducts } from '@cloud-consulting/domain/content';
import { asRecords, useRuntimeList } from '../../services/use-runtime-list';

export interface ProductRecord {
  id?: number | string;
  recordId?: number;
  name?: string;
  description?: string | null;
  isActive?: boolean | number | string | null;
}

export interface ProductCardData {
  id: string;
  name: string;
  description: string;
}

/** Two samples stand in when there are no products; their names are our own. */
export const SAMPLE_PRODUCTS: readonly ProductCardData[] = [
  {
    id: 'sample-1',
    name: 'Cloud Migration Toolkit',
    description:
      'Assessment, planning and automation for moving workloads to Azure with confidence.',
  },
  {
    id: 'sample-2',
    name: 'AI Insights Platform',
    description: 'Turn documents and data into answers with Azure AI services, ready to deploy.',
  },
];

export function productCards(items: readonly ProductRecord[]): ProductCardData[] {
  const shown = displayProducts(items).map((item, i) => ({
    id: String(item.id ?? item.recordId ?? i + 1),
    name: (item.name ?? '').trim(),
    description: item.description?.trim() ?? '',
  }));
  return shown.length > 0 ? shown : [...SAMPLE_PRODUCTS];
}

export function useProducts(): ProductCardData[] {
  const data = useStaticQuery<Queries.BuildProductsQuery>(graphql`
    query BuildProducts {
      allProduct(sort: { recordId: ASC }) {
        nodes {
          recordId
          name
          description
          isActive
        }
      }
    }
  `);
  const build = (data.allProduct?.nodes ?? []).map((node) => ({ ...node, name: node.name ?? '' }));
  const { items } = useRuntimeList<ProductRecord>(build, API_PATHS.products, asRecords);
  return productCards(items);
}
