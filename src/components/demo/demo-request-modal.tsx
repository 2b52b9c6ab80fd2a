/** The demo modal: the two-step demo form; after success it closes itself after 2 s. */
import { useEffect, useState } from 'react';
import { DEMO_MODAL_AUTO_CLOSE_MS } from '@cloud-consulting/domain/constants';
import { Dialog } from '../dialog/dialog';
import { DemoRequestForm } from './demo-request-form';

export function DemoRequestModal({
  open,
  onClose,
  productId,
}: {
  open: boolean;
  onClose(): void;
  productId?: number | string;
}) {
  const [succeeded, setSucceeded] = useState(false);
  useEffect(() => {
    if (!succeeded) return undefined;
    const timer = setTimeout(() => {
      setSucceeded(false);
      onClose();
    }, DEMO_MODAL_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [succeeded, onClose]);
  return (
    <Dialog open={open} onClose={onClose} title="Request a Demo" testId="demo-modal">
      <DemoRequestForm productId={productId} onSuccess={() => setSucceeded(true)} />
    </Dialog>
  );
}
