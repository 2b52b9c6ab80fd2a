/** The compact lead form under a blog article (source 'blog-post-{id}'). */
import { CONTACT_INQUIRY_TYPES } from '@cloud-consulting/domain/catalogues';
import { deferredPart } from '../../../ui/deferred-part';

const InquiryForm = deferredPart(() => import('../inquiry-form').then((m) => m.InquiryForm), {
  minHeight: 640,
  label: 'article inquiry',
});

export interface BlogPostLeadFormProps {
  source: string;
}

export function BlogPostLeadForm({ source }: BlogPostLeadFormProps) {
  return (
    <section aria-label="Talk to an expert" sx={{ my: 4 }}>
      <h2 sx={{ fontSize: 4 }}>Talk to an expert</h2>
      <InquiryForm
        name="Talk to an expert"
        source={source}
        inquiryTypes={CONTACT_INQUIRY_TYPES}
        feedback="toast"
      />
    </section>
  );
}
