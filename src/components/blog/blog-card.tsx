/**
 * A listing card: image (own, featured, else one of six fallbacks cycled by index), category
 * badge, author, read time, title, excerpt, up to three tags and '+N', a read link and a
 * copy-link button.
 */
import { Link } from 'gatsby';
import { blogPostPath, cardTags, postImage, tagColor } from '@cloud-consulting/domain/blog';
import { BlogImage } from './blog-image';
import type { CardPost } from './card-post';
import { CopyLinkButton } from './copy-link-button';

export function CategoryBadge({ children }: { children: string }) {
  return (
    <span
      data-testid="category-badge"
      sx={{
        display: 'inline-block',
        bg: 'primary',
        color: 'primaryText',
        px: 2,
        py: 1,
        borderRadius: 'small',
        fontSize: 0,
        fontWeight: 'bold',
      }}
    >
      {children}
    </span>
  );
}

export function BlogCard({
  post,
  index,
  eager = false,
}: {
  post: CardPost;
  index: number;
  /** The first card a visitor sees: its image is the page's largest paint, so it loads first. */
  eager?: boolean;
}) {
  const { shown, more } = cardTags(post);
  const href = blogPostPath(post);
  const colors = new Map(post.Tags.map((tag) => [tag.TagName ?? tag.Name ?? '', tagColor(tag)]));
  return (
    <article
      data-testid="blog-card"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        border: '1px solid',
        borderColor: 'border',
        borderRadius: 'large',
        overflow: 'hidden',
        bg: 'background',
        boxShadow: 'card',
      }}
    >
      <div sx={{ position: 'relative', aspectRatio: '16 / 9', bg: 'muted' }}>
        <BlogImage
          src={postImage(post, index)}
          image={post.image}
          alt=""
          eager={eager}
          position={post.imagePosition}
        />
        <span sx={{ position: 'absolute', top: 2, left: 2 }}>
          <CategoryBadge>{post.category}</CategoryBadge>
        </span>
      </div>
      <div sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 3, flex: 1 }}>
        <p sx={{ m: 0, color: 'mutedText', fontSize: 1 }}>
          {post.Author} · {post.readTimeMinutes} min read
        </p>
        <h3 sx={{ m: 0, fontSize: 3, lineHeight: 'heading' }}>
          <Link to={href} sx={{ color: 'text', textDecoration: 'none' }}>
            {post.Title}
          </Link>
        </h3>
        <p sx={{ m: 0, color: 'mutedText' }}>{post.excerptText}</p>
        {shown.length > 0 && (
          <ul
            aria-label="Tags"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            {shown.map((name) => (
              <li
                key={name}
                sx={{ fontSize: 0, px: 2, py: '2px', borderRadius: 'round', bg: 'muted' }}
              >
                <span aria-hidden="true" style={{ color: colors.get(name) }}>
                  ●
                </span>{' '}
                {name}
              </li>
            ))}
            {more && (
              <li
                data-testid="more-tags"
                sx={{ fontSize: 0, px: 2, py: '2px', borderRadius: 'round', bg: 'muted' }}
              >
                {more}
              </li>
            )}
          </ul>
        )}
        <div sx={{ mt: 'auto', pt: 2, display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <Link to={href} aria-label={`Read more: ${post.Title}`} sx={{ fontWeight: 'bold' }}>
            Read More →
          </Link>
          <CopyLinkButton url={href} />
        </div>
      </div>
    </article>
  );
}

export function BlogCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-testid="blog-card-skeleton"
      sx={{ border: '1px solid', borderColor: 'border', borderRadius: 'large', overflow: 'hidden' }}
    >
      <div sx={{ aspectRatio: '16 / 9', bg: 'muted' }} />
      <div sx={{ p: 3, display: 'grid', gap: 2 }}>
        {[40, 90, 70].map((width) => (
          <div
            key={width}
            sx={{ height: 14, bg: 'muted', borderRadius: 'small' }}
            style={{ width: `${width}%` }}
          />
        ))}
      </div>
    </div>
  );
}
