/** The lead form in a blog article's sidebar (source 'blog-sidebar-{id}'). */
import { CONTACT_INQUIRY_TYPES } from '@cloud-consulting/domain/catalogues';
import { deferredPart } from '../../../ui/deferred-part';

const InquiryForm = deferredPart(() => import('../inquiry-form').then((m) => m.InquiryForm), {
  minHeight: 640,
  label: 'article sidebar inquiry',
});

export interface BlogSidebarLeadFormProps {
  source: string;
}

export function BlogSidebarLeadForm({ source }: BlogSidebarLeadFormProps) {
  return (
    <aside aria-label="Get a free consultation" sx={{ my: 4 }}>
      <h2 sx={{ fontSize: 3 }}>Get a free consultation</h2>
      <InquiryForm
        name="Get a free consultation"
        source={source}
        inquiryTypes={CONTACT_INQUIRY_TYPES}
        feedback="toast"
      />
    </aside>
  );
}
