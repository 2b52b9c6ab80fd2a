/** The compact lead form under a blog article (source 'blog-post-{id}'). */
import { deferredPart } from '../../../ui/deferred-part';

const ArticleInquiryForm = deferredPart(
  () => import('../article-inquiry-form').then((m) => m.ArticleInquiryForm),
  {
    minHeight: 420,
    label: 'article inquiry',
  },
);

export interface BlogPostLeadFormProps {
  source: string;
}

export function BlogPostLeadForm({ source }: BlogPostLeadFormProps) {
  return (
    <section aria-label="Talk to an expert" sx={{ my: 4 }}>
      <h2 sx={{ fontSize: 4 }}>Talk to an expert</h2>
      <ArticleInquiryForm name="Talk to an expert" source={source} />
    </section>
  );
}
