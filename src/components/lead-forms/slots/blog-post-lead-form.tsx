/** The compact lead form under a blog article (source 'blog-post-{id}'). */
import { CONTACT_INQUIRY_TYPES } from '@cloud-consulting/domain/catalogues';
import { lazyOnVisible } from '../../../ui/lazy-on-visible';

const InquiryForm = lazyOnVisible(() => import('../inquiry-form').then((m) => m.InquiryForm), {
  minHeight: 640,
  label: 'Loading the form',
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
