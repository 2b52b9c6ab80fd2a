/** The 'Get Product Information' form of /products. */
import { lazyOnVisible } from '../../../ui/lazy-on-visible';

const ProductInquiryForm = lazyOnVisible(
  () => import('../product-inquiry-form').then((m) => m.ProductInquiryForm),
  { minHeight: 900, label: 'Loading the form' },
);

export function ProductInquirySlot({ productId }: { productId?: number | string }) {
  return <ProductInquiryForm productId={productId} />;
}
