/**
 * 'Start a Conversation': the inquiry form in a dialog, with the contact modal's extra inquiry
 * types and its reply promise; it closes 5 seconds after a stored request.
 */
import { CONTACT_MODAL_TITLE } from '@cloud-consulting/domain/catalogues';
import {
  CONTACT_MODAL_INQUIRY_TYPES,
  CONTACT_MODAL_PROMISE,
  INQUIRY_SOURCES,
} from '@cloud-consulting/domain/catalogues';
import { CONTACT_MODAL_AUTO_CLOSE_MS } from '@cloud-consulting/domain/constants';
import { InquiryForm } from './inquiry-form';
import { useCloseAfterSuccess } from './use-close-after-success';
import { Dialog } from '../../ui/dialog';

export { CONTACT_MODAL_TITLE };

export function ContactModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const onSuccess = useCloseAfterSuccess(onClose, CONTACT_MODAL_AUTO_CLOSE_MS);
  return (
    <Dialog open={open} onClose={onClose} title={CONTACT_MODAL_TITLE} testId="contact-modal">
      <p sx={{ color: 'mutedText', mt: 0 }}>{CONTACT_MODAL_PROMISE}</p>
      <InquiryForm
        name={CONTACT_MODAL_TITLE}
        source={INQUIRY_SOURCES.contactModal}
        inquiryTypes={CONTACT_MODAL_INQUIRY_TYPES}
        feedback="alert"
        onSuccess={onSuccess}
      />
    </Dialog>
  );
}
