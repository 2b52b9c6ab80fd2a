/** 'Start a Conversation' on /expertise and /industries: opens the contact modal. */
import { Suspense, lazy, useState } from 'react';
import { CONTACT_MODAL_TITLE } from '@cloud-consulting/domain/catalogues';

// The modal and its form load on the first click.
const ContactModal = lazy(() =>
  import('../contact-modal').then((m) => ({ default: m.ContactModal })),
);
import { buttonStyle, type ButtonTone } from '../../../ui/blocks';

export function StartConversationButton({ tone = 'primary' }: { tone?: ButtonTone }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" sx={buttonStyle(tone)} onClick={() => setOpen(true)}>
        {CONTACT_MODAL_TITLE}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ContactModal open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
