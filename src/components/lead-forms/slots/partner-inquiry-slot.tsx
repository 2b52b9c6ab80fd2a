/** /partners #partner-inquiry: the contact form preset to partnership, selector and title hidden. */
import { INQUIRY_SOURCES } from '@cloud-consulting/domain/catalogues';
import { lazyOnVisible } from '../../../ui/lazy-on-visible';

const GetStartedSection = lazyOnVisible(
  () => import('../get-started-section').then((m) => m.GetStartedSection),
  { minHeight: 720, label: 'Loading the form' },
);

export function PartnerInquirySlot() {
  return (
    <GetStartedSection
      preset="partnership"
      hideSelector
      hideTitle
      partnershipSource={INQUIRY_SOURCES.partnersPage}
    />
  );
}
