/** The lead form in a blog article's sidebar (source 'blog-sidebar-{id}'). */
import { CONTACT_INQUIRY_TYPES } from '@cloud-consulting/domain/catalogues';
import { lazyOnVisible } from '../../../ui/lazy-on-visible';

const InquiryForm = lazyOnVisible(() => import('../inquiry-form').then((m) => m.InquiryForm), {
  minHeight: 640,
  label: 'Loading the form',
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
