/** The demo modal: the two-step demo form; after success it closes itself after 2 s. */
import { DEMO_MODAL_AUTO_CLOSE_MS } from '@cloud-consulting/domain/constants';
import { Dialog } from '../../ui/dialog';
import { DemoRequestForm } from './demo-request-form';
import { useCloseAfterSuccess } from './use-close-after-success';

export function DemoRequestModal({
  open,
  onClose,
  productId,
}: {
  open: boolean;
  onClose(): void;
  productId?: number | string;
}) {
  const onSuccess = useCloseAfterSuccess(onClose, DEMO_MODAL_AUTO_CLOSE_MS);
  return (
    <Dialog open={open} onClose={onClose} title="Request a Demo" testId="demo-modal">
      <DemoRequestForm productId={productId} onSuccess={onSuccess} />
    </Dialog>
  );
}
