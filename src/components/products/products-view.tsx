import { PRODUCT_DEFAULT_FEATURES } from '@cloud-consulting/domain/catalogues';
import { CardGrid, CheckList, IconTile, ScrollButton, Section } from '../../ui/blocks';
import { HeroBanner } from '../hero/hero-banner';
import { DemoRequestButton } from '../lead-forms/slots/demo-request-button';
import { ProductInquirySlot } from '../lead-forms/slots/product-inquiry-slot';
import type { ProductCardData } from './use-products';

export const PRODUCTS_GRID_ID = 'products-grid';
export const PRODUCT_INFO_ID = 'product-information';

const ICONS = ['layers', 'chart', 'brain', 'code', 'shield', 'cloud'];

export function ProductsView({ products }: { products: readonly ProductCardData[] }) {
  return (
    <>
      <HeroBanner page="products">
        <ScrollButton target={PRODUCTS_GRID_ID} tone="light">
          Explore Products
        </ScrollButton>
        <ScrollButton target={PRODUCT_INFO_ID} tone="outlineLight">
          Learn More
        </ScrollButton>
      </HeroBanner>
      <Section
        id={PRODUCTS_GRID_ID}
        title="Our Product Portfolio"
        intro="Ready-made accelerators, backed by the engineers who built them."
      >
        <CardGrid min={280}>
          {products.map((product, i) => (
            <article
              key={product.id}
              data-testid="product-card"
              sx={{
                bg: 'background',
                border: '1px solid',
                borderColor: 'border',
                borderRadius: 'large',
                boxShadow: 'card',
                p: 4,
                display: 'flex',
                flexDirection: 'column',
                gap: 3,
                minWidth: 0,
              }}
            >
              <IconTile name={ICONS[i % ICONS.length]} />
              <h3 sx={{ m: 0, fontSize: 4 }}>{product.name}</h3>
              {product.description && (
                <p sx={{ m: 0, color: 'mutedText' }}>{product.description}</p>
              )}
              <CheckList items={PRODUCT_DEFAULT_FEATURES} />
              <div sx={{ mt: 'auto', pt: 2 }}>
                <DemoRequestButton productId={product.id} productName={product.name} />
              </div>
            </article>
          ))}
        </CardGrid>
      </Section>
      <Section
        id={PRODUCT_INFO_ID}
        title="Get Product Information"
        intro="Questions about features, pricing or fit? Our team replies within 24 hours."
        muted
      >
        <ProductInquirySlot />
      </Section>
    </>
  );
}
