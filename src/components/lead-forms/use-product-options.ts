/** The active products as select options, loaded once the form mounts (empty on failure). */
import { activeOnly } from '@cloud-consulting/domain/content';
import type { LeadApi, ProductItem } from '../../services/lead-api';
import { useRemoteList } from '../../services/use-remote-list';

export function useProductOptions(api: LeadApi) {
  const { data: products, loading } = useRemoteList<ProductItem[]>(api.products, []);
  const options = activeOnly(products).map((product) => ({
    value: String(product.id),
    label: product.name,
  }));
  return { options, loading };
}
