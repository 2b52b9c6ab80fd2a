/** 'Request Demo' on a product card of /products: opens the demo modal for that product. */
import { Suspense, lazy, useState } from 'react';

// The modal and its two-step form load on the first click.
const DemoRequestModal = lazy(() =>
  import('../demo-request-modal').then((m) => ({ default: m.DemoRequestModal })),
);

export function DemoRequestButton({
  productId,
  productName,
}: {
  productId?: number | string;
  productName?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        sx={{ variant: 'buttons.primary' }}
        aria-label={productName ? `Request Demo: ${productName}` : undefined}
        onClick={() => setOpen(true)}
      >
        Request Demo
      </button>
      {open && (
        <Suspense fallback={null}>
          <DemoRequestModal open onClose={() => setOpen(false)} productId={productId} />
        </Suspense>
      )}
    </>
  );
}
