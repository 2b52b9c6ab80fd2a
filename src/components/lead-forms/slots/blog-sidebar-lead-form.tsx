/** The lead form in a blog article's sidebar (source 'blog-sidebar-{id}'). */
import { deferredPart } from '../../../ui/deferred-part';

const ArticleInquiryForm = deferredPart(
  () => import('../article-inquiry-form').then((m) => m.ArticleInquiryForm),
  {
    minHeight: 420,
    label: 'article sidebar inquiry',
  },
);

export interface BlogSidebarLeadFormProps {
  source: string;
}

export function BlogSidebarLeadForm({ source }: BlogSidebarLeadFormProps) {
  return (
    // Inside the article's sidebar landmark already: a part of it, not a landmark of its own.
    <div sx={{ my: 4 }}>
      <h2 sx={{ fontSize: 3 }}>Get a free consultation</h2>
      <ArticleInquiryForm name="Get a free consultation" source={source} />
    </div>
  );
}
