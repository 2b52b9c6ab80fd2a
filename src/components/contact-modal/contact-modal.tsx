/**
 * 'Start a Conversation': the inquiry form in a dialog, with the contact modal's extra inquiry
 * types and its reply promise; it closes 5 seconds after a stored request.
 */
import { CONTACT_MODAL_TITLE } from '@cloud-consulting/domain/catalogues';
import { useEffect, useState } from 'react';
import {
  CONTACT_MODAL_INQUIRY_TYPES,
  CONTACT_MODAL_PROMISE,
  INQUIRY_SOURCES,
} from '@cloud-consulting/domain/catalogues';
import { CONTACT_MODAL_AUTO_CLOSE_MS } from '@cloud-consulting/domain/constants';
import { InquiryForm } from '../contact/inquiry-form';
import { Dialog } from '../dialog/dialog';

export { CONTACT_MODAL_TITLE };

export function ContactModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const [succeeded, setSucceeded] = useState(false);
  useEffect(() => {
    if (!succeeded) return undefined;
    const timer = setTimeout(() => {
      setSucceeded(false);
      onClose();
    }, CONTACT_MODAL_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [succeeded, onClose]);
  return (
    <Dialog open={open} onClose={onClose} title={CONTACT_MODAL_TITLE} testId="contact-modal">
      <p sx={{ color: 'mutedText', mt: 0 }}>{CONTACT_MODAL_PROMISE}</p>
      <InquiryForm
        name={CONTACT_MODAL_TITLE}
        source={INQUIRY_SOURCES.contactModal}
        inquiryTypes={CONTACT_MODAL_INQUIRY_TYPES}
        feedback="alert"
        onSuccess={() => setSucceeded(true)}
      />
    </Dialog>
  );
}
