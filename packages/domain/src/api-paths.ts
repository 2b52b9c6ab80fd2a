/**
 * Paths of the provider API, shared by the site's client and the server's routes, and the rule
 * for which requests carry the front-end key.
 */

export const API_KEY_HEADER = 'X-API-Key';
export const API_PREFIX = '/api';
/** Header naming one submission, so a retried one answers the first result, never a duplicate. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * A provider path with the /api prefix (added once) and duplicate slashes collapsed, so callers
 * can join segments without caring about slashes. Query strings are left as they are.
 */
export function apiPath(path: string): string {
  const [pathname, ...query] = path.split('?');
  let clean = `/${pathname}`.replace(/\/{2,}/g, '/');
  if (clean !== API_PREFIX && !clean.startsWith(`${API_PREFIX}/`)) {
    clean = `${API_PREFIX}${clean === '/' ? '' : clean}`;
  }
  return query.length > 0 ? `${clean}?${query.join('?')}` : clean;
}

/** A full URL on the provider: base origin (with or without a trailing slash) plus apiPath. */
export function apiUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${apiPath(path)}`;
}

const DEFAULT_PORTS: Readonly<Record<string, string>> = { http: '80', https: '443' };

/**
 * 'scheme://host[:port]' of an absolute URL, lower-cased, default port dropped; null for a
 * relative URL. Parsed by hand so the rule needs no URL global (the domain package stays runtime-free).
 */
export function originOf(url: string): string | null {
  const match = /^([a-z][a-z\d+.-]*):\/\/(?:[^@/?#]*@)?([^/?#:]*)(?::(\d*))?/i.exec(url.trim());
  if (!match) return null;
  // Groups 1 and 2 always take part in a match; group 3 (the port) may not.
  const scheme = match[1]!.toLowerCase();
  const port = match[3] && match[3] !== DEFAULT_PORTS[scheme] ? `:${match[3]}` : '';
  return `${scheme}://${match[2]!.toLowerCase()}${port}`;
}

/**
 * Whether a request gets the X-API-Key header: relative URLs and the provider's own origin do;
 * other hosts (including protocol-relative and non-http URLs) never see the key.
 */
export function needsApiKey(url: string, apiOrigin: string): boolean {
  const target = url.trim();
  if (target.startsWith('//')) return false;
  if (!/^[a-z][a-z\d+.-]*:/i.test(target)) return true;
  const origin = originOf(target);
  return origin !== null && origin === originOf(apiOrigin);
}

const id = (value: string | number) => encodeURIComponent(String(value));

/** Every public provider path, without the prefix (pass through apiPath). */
export const API_PATHS = {
  menus: '/menus-and-sections',
  siteSettings: '/site-settings',
  pageSeo: (path?: string) =>
    path === undefined ? '/page-seo' : `/page-seo/${encodeURIComponent(path)}`,
  consentLog: '/consent/log',
  clientInfo: '/client-info',
  faq: '/faq',
  blog: '/blog',
  blogPost: (postId: string | number) => `/blog/${id(postId)}`,
  blogSearch: (query: string) => `/blog/search?q=${encodeURIComponent(query)}`,
  blogStats: (postId: string | number) => `/blog/${id(postId)}/engagements/stats`,
  blogLike: (postId: string | number) => `/blog/${id(postId)}/like`,
  blogBookmark: (postId: string | number) => `/blog/${id(postId)}/bookmark`,
  blogShare: (postId: string | number) => `/blog/${id(postId)}/share`,
  blogView: (postId: string | number) => `/blog/${id(postId)}/view`,
  blogComments: (postId: string | number) => `/blog/${id(postId)}/comments`,
  /** A post in any status, by its signed preview address (expiry and signature). */
  postPreview: (postId: string | number, signed?: { exp: number; sig: string }) =>
    `/preview/posts/${id(postId)}${signed ? `?exp=${signed.exp}&sig=${encodeURIComponent(signed.sig)}` : ''}`,
  commentLike: (commentId: string | number) => `/blog/comments/${id(commentId)}/like`,
  technologies: '/technologies',
  technology: (techId: string | number) => `/technologies/${id(techId)}`,
  generatedImages: '/generated-images',
  /** Every uploaded image's width, resized copies and focal point (uploads' srcset and crops). */
  uploadedImages: '/uploaded-images',
  generatedImageSearch: (fileName: string) =>
    `/generated-images/search/${encodeURIComponent(fileName)}`,
  generatedImagesByType: (type: string) => `/generated-images/type/${encodeURIComponent(type)}`,
  feedback: '/feedback',
  newsletterSubscribe: '/newsletter/subscribe',
  newsletterVerify: (token: string) => `/newsletter/verify/${encodeURIComponent(token)}`,
  newsletterUnsubscribe: (token: string) => `/newsletter/unsubscribe/${encodeURIComponent(token)}`,
  newsletter: '/newsletter',
  services: '/services-structured',
  service: (serviceId: string | number) => `/services-structured/${id(serviceId)}`,
  products: '/products',
  product: (productId: string | number) => `/products/${id(productId)}`,
  industries: '/industries',
  coreExpertise: '/core-expertise',
  caseStudies: '/case-studies',
  sections: '/sections',
  analytics: '/analytics',
  upload: '/upload',
  productInquiry: '/product-inquiry',
  privacy: '/privacy',
  trainingTopics: '/corporate-training/training-topics',
  trainingRequest: '/corporate-training/request',
  trainingLookup: '/corporate-training/lookup-data',
  trainingSubmit: '/corporate-training/submit',
  customerRequests: '/customer_requests',
  productDemo: '/product-demo',
  humanCheck: '/human-check',
} as const;

/** What the client logs for a failed response, by status; other statuses log the number. */
export function describeHttpFailure(status: number | null | undefined): string {
  if (status === null || status === undefined) return 'Network error: no response received';
  if (status === 401) return 'Authentication failed (check the API key)';
  if (status === 403) return 'Insufficient permissions';
  if (status === 429) return 'Rate limit exceeded';
  if (status >= 500) return 'Server error';
  return `Request failed with status ${status}`;
}
