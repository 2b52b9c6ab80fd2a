import type { ReactNode } from 'react';
import { findPageSeo, jsonLd, pageMeta, robotsMeta } from '@cloud-consulting/domain/seo';
import { usePageSeo } from '../../services/use-page-seo';

export interface SeoProps {
  /** The page's path, as Gatsby's Head receives it in location.pathname. */
  path: string;
  /** Used when the page has no SEO record, or the record has no title. */
  title?: string | null;
  description?: string | null;
  /** False for pages that are never to be indexed (test and token pages), whatever the record says. */
  indexable?: boolean;
  /** Extra head elements, e.g. a page's own structured data. */
  children?: ReactNode;
  /** The Open Graph type: 'article' for a blog post, 'website' for every other page. */
  ogType?: 'website' | 'article';
  /** The page's own picture (absolute, or relative to the site): shared instead of the default. */
  image?: string | null;
}

/** Every head tag of a page, from its SEO record (trailing-slash tolerant) or the page's own text. */
export function Seo({
  path,
  title,
  description,
  indexable,
  children,
  ogType = 'website',
  image,
}: SeoProps) {
  const { records, siteName, siteUrl } = usePageSeo();
  const meta = pageMeta(
    findPageSeo(records, path),
    { path, title, description, image },
    { siteName, siteUrl },
  );
  return (
    <>
      <title>{meta.title}</title>
      {meta.description && <meta name="description" content={meta.description} />}
      {meta.keywords && <meta name="keywords" content={meta.keywords} />}
      <meta name="robots" content={indexable === false ? robotsMeta(false, true) : meta.robots} />
      <link rel="canonical" href={meta.canonical} />
      <meta property="og:type" content={ogType} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={meta.og.title} />
      {meta.og.description && <meta property="og:description" content={meta.og.description} />}
      <meta property="og:url" content={meta.og.url} />
      <meta property="og:image" content={meta.og.image} />
      {meta.og.width && <meta property="og:image:width" content={String(meta.og.width)} />}
      {meta.og.height && <meta property="og:image:height" content={String(meta.og.height)} />}
      <meta name="twitter:card" content={meta.twitterCard} />
      <meta name="twitter:title" content={meta.og.title} />
      {meta.og.description && <meta name="twitter:description" content={meta.og.description} />}
      <meta name="twitter:image" content={meta.og.image} />
      {meta.structuredData !== null && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLd(meta.structuredData) }}
        />
      )}
      {children}
    </>
  );
}
