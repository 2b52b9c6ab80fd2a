import type { HeadFC } from 'gatsby';
import { ROUTE_MENU_LABELS } from '@cloud-consulting/domain/menus';
import { MenuGuard } from '../components/menus/menu-guard';
import { ProductsView } from '../components/products/products-view';
import { useProducts } from '../components/products/use-products';
import { Seo } from '../components/seo/seo';

export default function ProductsPage() {
  const products = useProducts();
  return (
    <MenuGuard label={ROUTE_MENU_LABELS['/products']}>
      <ProductsView products={products} />
    </MenuGuard>
  );
}

export const Head: HeadFC = ({ location }) => <Seo title="Products" path={location.pathname} />;
