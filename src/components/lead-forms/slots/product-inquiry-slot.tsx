/** The 'Get Product Information' form of /products. */
import { deferredPart } from '../../../ui/deferred-part';

const ProductInquiryForm = deferredPart(
  () => import('../product-inquiry-form').then((m) => m.ProductInquiryForm),
  { minHeight: 900, label: 'product inquiry' },
);

export function ProductInquirySlot({ productId }: { productId?: number | string }) {
  return <ProductInquiryForm productId={productId} />;
}
