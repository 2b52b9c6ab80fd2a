/** Fixed lists and catalogues of the site: the single copy of each. */

// Hero banners --------------------------------------------------------------------------------

export const HERO_KEYS = [
  'services',
  'products',
  'industries',
  'expertise',
  'partners',
  'blog',
  'about',
  'corporateTraining',
  'azureConsulting',
  'courses',
  'path',
  'home',
] as const;
export type HeroKey = (typeof HERO_KEYS)[number];

export interface HeroBanner {
  preferredImage: string;
  fallbackImage: string;
  keywords: readonly string[];
  title: string;
  subtitle: string;
  size: 'tall' | 'standard';
}

const HOME_HEADLINE = 'Corporate Cloud Training That Delivers';

function banner(key: HeroKey, title: string, subtitle: string, keywords: string[]): HeroBanner {
  const file = key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return {
    preferredImage: `hero-${file}.webp`,
    fallbackImage: `hero-${file}-fallback.jpg`,
    keywords,
    title,
    subtitle,
    size: key === 'corporateTraining' ? 'tall' : 'standard',
  };
}

/** Each title names its page; the descriptions share one voice. */
export const HERO_BANNERS: Readonly<Record<HeroKey, HeroBanner>> = {
  services: banner(
    'services',
    'Our Services',
    'Azure and AI consulting services to accelerate your digital transformation',
    ['cloud', 'consulting', 'azure'],
  ),
  products: banner(
    'products',
    'Our Products',
    'Cloud and AI products built for the way your business works',
    ['products', 'software', 'cloud'],
  ),
  industries: banner(
    'industries',
    'Industries We Serve',
    'Cloud solutions shaped by the needs of your industry',
    ['industry', 'enterprise', 'sectors'],
  ),
  expertise: banner(
    'expertise',
    'Core Expertise Areas',
    'Deep skills across Azure, AI/ML, DevOps and data',
    ['expertise', 'engineering', 'azure'],
  ),
  partners: banner(
    'partners',
    'Strategic Partners & Growth',
    'Grow with us as a training, referral or strategic partner',
    ['partnership', 'growth', 'collaboration'],
  ),
  blog: banner(
    'blog',
    'Insights & Articles',
    'Practical writing on Azure, AI and modern cloud engineering',
    ['blog', 'insights', 'articles'],
  ),
  about: banner(
    'about',
    'Cloud-Native. AI-Ready. Always Ahead.',
    'Bridging Microsoft technologies and business needs',
    ['team', 'company', 'story'],
  ),
  corporateTraining: banner(
    'corporateTraining',
    'Corporate Training Services & Workshops',
    'Hands-on, expert-led training tailored to your teams',
    ['training', 'workshop', 'classroom'],
  ),
  azureConsulting: banner(
    'azureConsulting',
    'Azure Consulting',
    'Migrate, modernize and innovate on Microsoft Azure',
    ['azure', 'cloud', 'migration'],
  ),
  courses: banner(
    'courses',
    'Online Courses - Coming Soon',
    'Self-paced Azure, cloud and AI/ML learning',
    ['courses', 'learning', 'online'],
  ),
  path: banner('path', 'Learning Paths', 'Personalized roadmaps for your cloud career', [
    'learning path',
    'roadmap',
    'career',
  ]),
  home: banner('home', HOME_HEADLINE, HOME_HEADLINE, ['cloud', 'training', 'corporate']),
};

export interface GeneratedImage {
  fileName?: string | null;
  url?: string | null;
  URL?: string | null;
  Url?: string | null;
  generationType?: string | null;
  prompt?: string | null;
}

/** Where uploaded images are served from. */
export const UPLOADS_IMAGES_PATH = '/uploads/images';

/** An image address under the uploads folder, slashes between the parts normalised. */
export const uploadsImageUrl = (path: string): string =>
  `${UPLOADS_IMAGES_PATH}/${path.replace(/^\/+/, '')}`;

export const generatedImageUrl = (image: GeneratedImage): string | null =>
  image.url ?? image.URL ?? image.Url ?? null;

/**
 * The hero image for a page: the generated image whose file name is exactly the preferred file,
 * else the preferred file as a static image under the uploads folder.
 */
export function chooseHeroImage(
  key: HeroKey,
  images: readonly GeneratedImage[] | null | undefined,
): string {
  const { preferredImage } = HERO_BANNERS[key];
  const match = (images ?? []).find((image) => image.fileName === preferredImage);
  return (match && generatedImageUrl(match)) || uploadsImageUrl(preferredImage);
}

// Lists -------------------------------------------------------------------------------------

export const INDUSTRIES: readonly string[] = [
  'Technology',
  'Healthcare',
  'Financial Services',
  'Manufacturing',
  'Education',
  'Retail',
  'Government',
  'Non-profit',
  'Professional Services',
  'Media & Entertainment',
  'Energy & Utilities',
  'Transportation',
  'Real Estate',
  'Other',
];

/** The three industries shown when the industries call fails. */
export const FALLBACK_INDUSTRIES: readonly string[] = ['Healthcare', 'Technology', 'Government'];

export const CONTACT_INQUIRY_TYPES: readonly string[] = [
  'Cloud Migration Strategy',
  'Azure Consulting Services',
  'Digital Transformation',
  'DevOps Implementation',
  'Security & Compliance',
  'Application Modernization',
  'Infrastructure Optimization',
  'Training & Workshops',
  'Project Management',
  'Technical Support',
  'Custom Development',
  'Other',
];

/** The contact list without Custom Development. */
export const IT_CONSULTATION_INQUIRY_TYPES: readonly string[] = CONTACT_INQUIRY_TYPES.filter(
  (type) => type !== 'Custom Development',
);

/** The IT consultation list plus Partnership Opportunities and Custom Development, before Other. */
export const CONTACT_MODAL_INQUIRY_TYPES: readonly string[] = [
  ...IT_CONSULTATION_INQUIRY_TYPES.filter((type) => type !== 'Other'),
  'Partnership Opportunities',
  'Custom Development',
  'Other',
];

/** Inquiry types when the sections call fails. */
export const DEFAULT_INQUIRY_TYPES: readonly string[] = [
  'IT Consultation',
  'Project Management Services',
  'Digital Transformation',
  'Technology Implementation',
  'Business Process Optimization',
  'Custom Software Development',
  'Other',
];

export const PARTNERSHIP_INQUIRY_TYPES: readonly string[] = [
  'Partnership Inquiry',
  'Joint Venture',
  'Technology Partnership',
  'Reseller Program',
  'Other Partnership',
];

/**
 * Service names to contact inquiry types: these services map to a type of their own;
 * other names map to themselves when they are an inquiry type, else to 'Other'.
 */
export const SERVICE_TO_INQUIRY_TYPE: Readonly<Record<string, string>> = {
  'Cloud Services': 'Cloud Migration Strategy',
  'Live Training Workshop': 'Training & Workshops',
  'Classroom Workshop': 'Training & Workshops',
};

export const inquiryTypeForService = (serviceName: string): string =>
  SERVICE_TO_INQUIRY_TYPE[serviceName] ??
  (CONTACT_INQUIRY_TYPES.includes(serviceName) ? serviceName : 'Other');

export interface ContactMethod {
  id: string;
  icon: string;
  title: string;
  description: string;
}

export const DEFAULT_CONTACT_METHOD_ID = 'training';

/** The get-started section's methods when the sections call fails. */
export const DEFAULT_CONTACT_METHODS: readonly ContactMethod[] = [
  {
    id: 'training',
    icon: 'GraduationCap',
    title: 'Corporate Training Request',
    description: 'Plan hands-on training for your team.',
  },
  {
    id: 'consultation',
    icon: 'Briefcase',
    title: 'IT Consultation',
    description: 'Talk to an expert about your cloud project.',
  },
  {
    id: 'partnership',
    icon: 'Handshake',
    title: 'Partnership Inquiry',
    description: 'Explore a partnership with us.',
  },
];

export const NO_FORM_FOR_METHOD = 'No form found for method';

/**
 * Source labels the get-started inquiry forms send with a customer request (the contact page
 * sends 'ContactUs Page'); each says where the lead came from.
 */
export const INQUIRY_SOURCES = {
  consultation: 'Get Started - IT Consultation',
  partnership: 'Get Started - Partnership Inquiry',
  partnersPage: 'Partners Page',
  contactModal: 'Start a Conversation',
} as const;

/** The IT consultation form's reply promise: 24 hours. */
export const IT_CONSULTATION_PROMISE = 'Our consultants will get back to you within 24 hours.';
/** The contact modal's reply promise (1 to 2 business days). */
export const CONTACT_MODAL_PROMISE = 'We will get back to you within 1-2 business days.';

export const FALLBACK_TRAINING_TOPICS: readonly string[] = [
  'Azure DevOps Services',
  'Power Platform Development',
  'Azure AI and Machine Learning',
  'Cloud Security and Compliance',
  'Modern Application Development',
];

export const TRAINING_TOPIC_BULLETS: readonly string[] = [
  'Hands-On Labs & Real-World Scenarios',
  'Expert-Led Instruction',
  'Customizable Curriculum',
  'Post-Training Support',
];

export const TRAINING_TOPIC_DEFAULTS = {
  description: 'Training topic description not available',
  category: 'General',
} as const;

export const FALLBACK_EXPERTISE: readonly string[] = [
  'Project Management',
  'Azure Cloud Architecture',
  'DevOps Transformation',
  'Data Analytics and BI',
  'Security and Compliance',
  'Application Modernization',
];

export const EXPERTISE_DEFAULTS = {
  description: 'Comprehensive Azure training and certification program',
  category: 'Azure Training',
  timeoutItem: 'Azure Core Services',
} as const;

export interface FallbackService {
  name: string;
  price?: string;
}

export const FALLBACK_SERVICES: readonly FallbackService[] = [
  { name: 'Azure Consulting', price: 'from $200/hour' },
  { name: 'Live Online Workshops' },
  { name: 'Corporate Training' },
  { name: 'Azure AI/ML Consulting', price: 'from $250/hour' },
  { name: 'Analytics & Optimization' },
  { name: 'Migration & Modernization' },
  { name: 'Governance & Security' },
];

export const TECHNOLOGIES: readonly string[] = [
  'Azure Government and Public Cloud',
  'Azure API/SDK',
  'Cloud Native Development',
  'Database Solutions',
  'AI/ML Services',
  'Enterprise Applications',
  'Power Platform',
  'Azure DevOps',
  'Data Factory',
  'Synapse Analytics',
  'Cognitive Services',
  'Serverless Functions',
  'AKS',
  'Azure Communication Service',
  'Azure Integration Services',
  'Azure API Management',
  'Azure Logic App',
  'Custom Chatbot Development',
  'Custom AI/ML Models',
  'Azure Load Testing',
];

export const PRODUCT_DEFAULT_FEATURES: readonly string[] = [
  'Scalable Infrastructure',
  '24/7 Expert Support',
  'Advanced Analytics',
  'Custom Integration',
];

export const FEEDBACK_SERVICE_CATEGORIES: readonly string[] = [
  'Azure Consulting',
  'Cloud Migration',
  'DevOps Implementation',
  'AI/ML Integration',
  'Data Engineering',
  'App Modernization',
  'Security & Compliance',
  'Other',
];

export const PARTNER_PROGRAMS = [
  { name: 'Training Reseller', badge: 'Most Popular' },
  { name: 'Referral Partner', badge: 'Easy Start' },
  { name: 'Strategic Alliance', badge: 'Enterprise' },
] as const;

/** Title of the contact modal on /expertise and /industries, and of the button opening it. */
export const CONTACT_MODAL_TITLE = 'Start a Conversation';
