/**
 * An article, pre-built per slug: the body was rendered to HTML at build time, so text, images
 * and links are in the page without JavaScript; engagement and comments join at run time.
 */
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { ArticleStatus } from '../components/blog/article-status';
import { ArticleView } from '../components/blog/article-view';
import { Seo } from '../components/seo/seo';
import { articleHead, articleStructuredData, blogPostPath } from '@cloud-consulting/domain/blog';
import { jsonLd } from '@cloud-consulting/domain/seo';
import { articleBreadcrumbs } from '@cloud-consulting/domain/blog-breadcrumbs';

type Data = Queries.BlogPostPageQuery;

const absolute = (siteUrl: string, path: string) =>
  /^https?:\/\//i.test(path) ? path : `${siteUrl.replace(/\/+$/, '')}${path}`;

export default function BlogPostPage({ data }: PageProps<Data>) {
  const post = data.blogPost;
  if (!post) return <ArticleStatus problem={{ state: 'not-found' }} />;
  const siteUrl = data.site?.siteMetadata?.siteUrl ?? '';
  return (
    <ArticleView
      post={post}
      related={post.related}
      pageUrl={absolute(siteUrl, blogPostPath(post))}
    />
  );
}

export function Head({ data, location }: HeadProps<Data>) {
  const post = data.blogPost;
  if (!post) return null;
  const siteUrl = data.site?.siteMetadata?.siteUrl ?? '';
  const image = post.ImageUrl || post.FeaturedImagePath;
  const structured = articleStructuredData(
    { ...post, Tags: [...post.Tags], PublishedOn: post.publishedIso, UpdatedOn: post.UpdatedOn },
    {
      siteUrl,
      siteName: data.siteSettings?.siteName ?? '',
      pageUrl: absolute(siteUrl, blogPostPath(post)),
      imageUrl: image ? absolute(siteUrl, image) : null,
    },
  );
  const head = articleHead(post, post.excerptText);
  return (
    <Seo
      path={location.pathname}
      title={head.title}
      description={head.description}
      ogType="article"
      image={image ? absolute(siteUrl, image) : null}
    >
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(structured) }} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLd(articleBreadcrumbs(post, siteUrl)) }}
      />
    </Seo>
  );
}

export const query = graphql`
  query BlogPostPage($slug: String!) {
    blogPost(Slug: { eq: $slug }) {
      Id
      Title
      Slug
      Author
      ImageUrl
      FeaturedImagePath
      SeoTitle
      SeoDescription
      publishedLong: PublishedOn(formatString: "MMMM D, YYYY")
      publishedIso: PublishedOn
      UpdatedOn
      Tags {
        Name
        Color
      }
      html
      category
      excerptText
      readTimeMinutes
      imagePosition
      featuredImageFile {
        childImageSharp {
          # The article column: about 760px beside the sidebar, the full width below 64em. Not
          # cropped here: the 16:9 frame crops it in CSS around the image's focal point.
          gatsbyImageData(width: 1200, sizes: "(min-width: 64em) 760px, 100vw")
        }
      }
      related {
        Id
        Title
        Slug
        ImageUrl
        FeaturedImagePath
        category
        readTimeMinutes
        featuredImageFile {
          childImageSharp {
            gatsbyImageData(layout: FIXED, width: 88, height: 60)
          }
        }
      }
    }
    siteSettings {
      siteName
    }
    site {
      siteMetadata {
        siteUrl
      }
    }
  }
`;
