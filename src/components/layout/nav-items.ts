/** The header's and footer's links, with the menu label each one's visibility depends on. */
export interface NavItem {
  to: string;
  label: string;
  /** Menu label checked by the shared menu rules; null for links that always show. */
  menu: string | null;
  /** Shown only when the blog probe answered OK. */
  blog?: boolean;
}

export const HEADER_ITEMS: readonly NavItem[] = [
  { to: '/services', label: 'Services', menu: 'Services' },
  { to: '/industries', label: 'Industries', menu: 'Industries' },
  { to: '/corporate-training', label: 'CorpTraining', menu: 'Corporate Training' },
  { to: '/courses', label: 'Courses', menu: 'Courses' },
  { to: '/path', label: 'Path', menu: 'Path' },
  { to: '/blog', label: 'Blog', menu: 'Blog', blog: true },
];

export const GET_STARTED: NavItem = {
  to: '/#get-started',
  label: 'Get Started',
  menu: 'Get Started',
};

export const FOOTER_ITEMS: readonly NavItem[] = [
  { to: '/services', label: 'Services', menu: 'Services' },
  { to: '/products', label: 'Product', menu: 'Product' },
  { to: '/industries', label: 'Industries', menu: 'Industries' },
  { to: '/expertise', label: 'Expertise', menu: 'Expertise' },
  { to: '/partners', label: 'Partners', menu: 'Partner' },
  { to: '/corporate-training', label: 'Corporate Training', menu: 'Corporate Training' },
  { to: '/courses', label: 'Courses', menu: 'Courses' },
  { to: '/path', label: 'Path', menu: 'Path' },
  { to: '/blog', label: 'Blog', menu: 'Blog', blog: true },
  { to: '/about', label: 'About', menu: 'About' },
  { to: '/privacy-policy', label: 'Privacy Policy', menu: null },
  { to: '/terms-of-service', label: 'Terms of Service', menu: null },
];
