/**
 * A loaded article: back link, category badge, title, 'Contributing Author', long US date, read
 * time, hashtag tags in their colours, hero image (the stock photo with its caption when the
 * image fails), the body, the engagement bar, the compact lead form, the comments, and a sidebar
 * with 'Related Articles' and the second lead form.
 */
import { Link } from 'gatsby';
import { useState } from 'react';
import {
  BLOG_MESSAGES,
  blogPostPath,
  PREVIEW_PAGE_MESSAGES,
  postImage,
  tagColor,
  tagName,
  STOCK_PHOTO_CAPTION,
  type BlogTag,
} from '@cloud-consulting/domain/blog';
import { useVisitor } from '../../services/use-visitor';
import { deferredPart } from '../../ui/deferred-part';

// The comment form is in the built page; the comments and their script load when the reader
// comes near them or reaches for the form.
const CommentsSection = deferredPart(
  () => import('../comments/comments-section').then((m) => m.CommentsSection),
  { minHeight: 400, label: 'comments', liveWhenNear: true },
);
import { EngagementBar } from '../engagement/engagement-bar';
import { articleLeadSource } from '@cloud-consulting/domain/article-leads';
import { BlogPostLeadForm } from '../lead-forms/slots/blog-post-lead-form';
import { BlogSidebarLeadForm } from '../lead-forms/slots/blog-sidebar-lead-form';
import { ArticleBody } from './article-body';
import { CategoryBadge } from './blog-card';
import { BlogImage } from './blog-image';
import { theme } from '../../theme';
import { modeColorProps } from '../../theme/color-mode';
import type { ProcessedImageData } from '../image/processed-image';

/** The build's processed image of a post, as its queries select it. */
interface ImageFile {
  featuredImageFile?: { childImageSharp?: { gatsbyImageData: ProcessedImageData } | null } | null;
}

const processed = (post: ImageFile) => post.featuredImageFile?.childImageSharp?.gatsbyImageData;

export { STOCK_PHOTO_CAPTION };

export interface ArticlePost extends ImageFile {
  Id: number;
  Title: string;
  Slug: string;
  Author: string;
  ImageUrl?: string | null;
  FeaturedImagePath?: string | null;
  Tags: readonly BlogTag[];
  html: string;
  category: string;
  readTimeMinutes: number;
  publishedLong?: string | null;
  publishedIso?: string | null;
  /** CSS object-position keeping the hero's focal point in its 16:9 crop. */
  imagePosition?: string | null;
}

export interface RelatedPost extends ImageFile {
  Id: number;
  Title: string;
  Slug: string;
  ImageUrl?: string | null;
  FeaturedImagePath?: string | null;
  category: string;
  readTimeMinutes: number;
}

function RelatedArticles({ posts }: { posts: readonly RelatedPost[] }) {
  if (posts.length === 0) return null;
  return (
    <nav aria-labelledby="related-heading" data-testid="related-articles">
      <h2 id="related-heading" sx={{ fontSize: 4, mt: 0 }}>
        {BLOG_MESSAGES.related}
      </h2>
      <ul sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3 }}>
        {posts.map((post) => (
          <li key={post.Id}>
            <Link
              to={blogPostPath(post)}
              sx={{ display: 'flex', gap: 3, color: 'text', textDecoration: 'none' }}
            >
              <span
                sx={{
                  flex: 'none',
                  width: 88,
                  height: 60,
                  borderRadius: 'small',
                  overflow: 'hidden',
                  bg: 'muted',
                }}
              >
                <BlogImage src={postImage(post, post.Id)} image={processed(post)} alt="" />
              </span>
              <span>
                <strong sx={{ display: 'block', lineHeight: 'heading' }}>{post.Title}</strong>
                <span sx={{ color: 'mutedText', fontSize: 1 }}>
                  {post.category} · {post.readTimeMinutes} min read
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function ArticleView({
  post,
  related,
  pageUrl,
  preview = false,
}: {
  post: ArticlePost;
  related: readonly RelatedPost[];
  pageUrl: string;
  /**
   * An editor's preview of a post not yet public: the article as it will read, without the
   * parts that act on a public post (likes, the lead forms, comments).
   */
  preview?: boolean;
}) {
  const visitor = useVisitor();
  const [stock, setStock] = useState(false);
  const tags = post.Tags.map((tag) => ({ name: tagName(tag), color: tagColor(tag) })).filter(
    (tag) => tag.name,
  );

  return (
    <div sx={{ maxWidth: 'container', mx: 'auto', px: 3, py: 5 }}>
      <Link to="/blog" sx={{ display: 'inline-block', mb: 4 }}>
        ← {BLOG_MESSAGES.backToBlog}
      </Link>
      <div
        sx={{
          display: 'grid',
          gap: 5,
          // minmax(0, ...): a column never grows to its widest line; code blocks scroll inside
          // themselves, and nothing else of the page scrolls sideways on a phone.
          gridTemplateColumns: ['minmax(0, 1fr)', null, 'minmax(0, 1fr) 320px'],
          alignItems: 'start',
        }}
      >
        <article>
          <CategoryBadge>{post.category}</CategoryBadge>
          <h1 sx={{ fontSize: [5, 6], lineHeight: 'heading', my: 3 }}>{post.Title}</h1>
          <div sx={{ color: 'mutedText', display: 'flex', flexWrap: 'wrap', gap: 3, fontSize: 1 }}>
            <span>
              {BLOG_MESSAGES.contributingAuthor}:{' '}
              <strong sx={{ color: 'text' }}>{post.Author}</strong>
            </span>
            {post.publishedLong && (
              <time dateTime={post.publishedIso ?? undefined}>{post.publishedLong}</time>
            )}
            <span>{post.readTimeMinutes} min read</span>
          </div>
          {tags.length > 0 && (
            <ul
              aria-label="Tags"
              sx={{ listStyle: 'none', p: 0, my: 3, display: 'flex', flexWrap: 'wrap', gap: 3 }}
            >
              {tags.map((tag) => (
                <li
                  key={tag.name}
                  {...modeColorProps(tag.color, theme)}
                  sx={{ fontWeight: 'bold' }}
                >
                  #{tag.name}
                </li>
              ))}
            </ul>
          )}
          <figure sx={{ m: 0, my: 4 }}>
            <div
              sx={{ aspectRatio: '16 / 9', borderRadius: 'large', overflow: 'hidden', bg: 'muted' }}
            >
              <BlogImage
                src={postImage({ ...post, Tags: [...post.Tags] }, post.Id)}
                image={processed(post)}
                alt={post.Title}
                eager
                position={post.imagePosition}
                onFallback={() => setStock(true)}
              />
            </div>
            {stock && (
              <figcaption sx={{ color: 'mutedText', fontSize: 1, mt: 2 }}>
                {STOCK_PHOTO_CAPTION}
              </figcaption>
            )}
          </figure>
          <ArticleBody html={post.html} />
          {preview ? (
            <p sx={{ color: 'mutedText', borderTop: '1px solid', borderColor: 'border', pt: 3 }}>
              {PREVIEW_PAGE_MESSAGES.parts}
            </p>
          ) : (
            <>
              <EngagementBar postId={post.Id} visitor={visitor} pageUrl={pageUrl} />
              <BlogPostLeadForm source={articleLeadSource('post', post.Id)} />
              <CommentsSection postId={post.Id} visitor={visitor} />
            </>
          )}
        </article>
        <aside aria-label="Sidebar" sx={{ position: [null, null, 'sticky'], top: 4 }}>
          <RelatedArticles posts={related} />
          {!preview && <BlogSidebarLeadForm source={articleLeadSource('sidebar', post.Id)} />}
        </aside>
      </div>
    </div>
  );
}
