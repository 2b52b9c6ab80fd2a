import type { HeadFC } from 'gatsby';
import { deferredPart } from '../ui/deferred-part';
import { PageSection } from '../components/page/page-section';
import { Seo } from '../components/seo/seo';
import { useBuiltPageSections } from '../services/use-built-page-sections';

// The form is in the built page; its script and validation library load on its first focus,
// tap or key.
const ContactSection = deferredPart(
  () => import('../components/lead-forms/contact-section').then((m) => m.ContactSection),
  { minHeight: 1100, label: 'contact' },
);

export default function ContactUsPage() {
  return (
    <PageSection name="Contact Us">
      <h1 sx={{ fontSize: [6, 7], lineHeight: 'heading', mt: 0 }}>Contact Us</h1>
      <p sx={{ fontSize: 3, color: 'mutedText' }}>
        Questions about Azure, AI/ML, DevOps, modernization or training for your team? Send us a
        message and our experts will get back to you.
      </p>
      <ContactSection builtSections={useBuiltPageSections()} />
    </PageSection>
  );
}

export const Head: HeadFC = () => <Seo title="Contact Us" path="/contact-us" />;
