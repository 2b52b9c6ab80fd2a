/**
 * The contact page's form section 'Get in Touch': inquiry types from the first active section
 * whose name contains 'service' (the default inquiry types when the call fails), source
 * 'ContactUs Page'.
 */
import { CONTACT_PAGE_SOURCE } from '@cloud-consulting/domain/forms/contact';
import { inquiryTypes } from '@cloud-consulting/domain/content';
import type { SectionItem } from '../../services/lead-api';
import { usePageSections } from '../../services/use-page-sections';
import { InquiryForm, type FeedbackMode } from './inquiry-form';

type InquirySections = Parameters<typeof inquiryTypes>[0];

export function ContactSection({
  feedback = 'modal',
  builtSections,
}: {
  feedback?: FeedbackMode;
  /** The page sections as the build has them (the built page's inquiry types). */
  builtSections?: readonly SectionItem[];
}) {
  const sections = usePageSections(builtSections);
  return (
    <section aria-labelledby="get-in-touch" sx={{ py: 4 }}>
      <h2 id="get-in-touch" sx={{ fontSize: 5, mb: 2 }}>
        Get in Touch
      </h2>
      <p sx={{ color: 'mutedText', mb: 4 }}>
        Tell us about your goals and we will send you a tailored proposal within 1-2 business days.
      </p>
      <InquiryForm
        name="Get in Touch"
        source={CONTACT_PAGE_SOURCE}
        inquiryTypes={inquiryTypes(sections as InquirySections)}
        feedback={feedback}
      />
    </section>
  );
}
