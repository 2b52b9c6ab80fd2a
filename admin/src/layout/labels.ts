/** What the app calls each content collection. */
import type { CONTENT_COLLECTIONS } from '../api/resources';

export const COLLECTION_LABELS: Readonly<Record<(typeof CONTENT_COLLECTIONS)[number], string>> = {
  services: 'Services',
  industries: 'Industries',
  'core-expertise': 'Expertise',
  products: 'Products',
  'training-topics': 'Training topics',
  'training-lookups': 'Training lookups',
  technologies: 'Technologies',
  faq: 'FAQ',
  'page-seo': 'Page SEO',
  sections: 'Page sections',
  'generated-images': 'Generated images',
  'case-studies': 'Case studies',
};
