/** /partners #partner-inquiry: the contact form preset to partnership, selector and title hidden. */
import { INQUIRY_SOURCES } from '@cloud-consulting/domain/catalogues';
import { deferredPart } from '../../../ui/deferred-part';
import { useBuiltPageSections } from '../../../services/use-built-page-sections';

const GetStartedSection = deferredPart(
  () => import('../get-started-section').then((m) => m.GetStartedSection),
  { minHeight: 720, label: 'partner inquiry' },
);

export function PartnerInquirySlot() {
  return (
    <GetStartedSection
      preset="partnership"
      hideSelector
      hideTitle
      partnershipSource={INQUIRY_SOURCES.partnersPage}
      builtSections={useBuiltPageSections()}
    />
  );
}
