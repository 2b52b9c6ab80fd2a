/** Shared builders for tests: valid inputs that a test changes one field at a time. */
import type { BlogPost } from '@cloud-consulting/domain/blog';
import type { MenuSection } from '@cloud-consulting/domain/menus';

export function buildPost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    Id: 1,
    Title: 'Moving to Azure',
    Slug: 'moving-to-azure',
    Content: 'A short post about moving workloads to Azure.',
    PublishedOn: '2026-11-01T10:00:00.000Z',
    Author: 'Dana Smith',
    IsActive: true,
    Excerpt: null,
    ImageUrl: null,
    FeaturedImagePath: null,
    Featured: false,
    Tags: [{ TagName: 'Azure', Color: null }],
    ...overrides,
  };
}

export function buildSection(
  Name: string,
  IsActive: MenuSection['IsActive'] = true,
  Type = 'menu',
): MenuSection {
  return { Id: Name, Name, Type, IsActive, UpdatedDate: '2026-11-01T00:00:00Z' };
}

export function buildContact(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "Mary O'Neil",
    role: 'CTO',
    companyName: 'Contoso Ltd',
    companyUrl: 'https://contoso.com',
    email: 'mary@contoso.com',
    city: 'Seattle',
    state: 'Washington',
    country: 'United States',
    zipCode: '98101',
    industry: 'Technology',
    inquiryTitle: 'Azure Consulting Services',
    message: 'We would like to move our workloads to Azure this year.',
    ...overrides,
  };
}

/** Today for date rules: Monday 23 November 2026. */
export const TODAY = '2026-11-23';

export function buildTraining(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    fullName: 'Mary Smith',
    email: 'mary@contoso.com',
    company: 'Contoso',
    companyUrl: '',
    phone: '+1 555 123 4567',
    role: 'Engineering Manager',
    city: 'Seattle',
    state: 'WA',
    country: 'USA',
    zipCode: '',
    sessionType: 'Live Online',
    trainingTopic: 'Azure DevOps Services',
    trainingDuration: '2 days',
    details: 'Two days of hands-on Azure DevOps for twelve engineers.',
    preferredDate: '2026-12-08T00:00:00.000Z',
    submittedAt: '2026-11-23T10:00:00.000Z',
    ...overrides,
  };
}

export function buildInquiry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Mary Smith',
    email: 'mary@contoso.com',
    role: 'CTO',
    companyName: 'Contoso',
    companyUrl: '',
    phone: '',
    city: 'Seattle',
    state: 'WA',
    country: 'USA',
    zipCode: '',
    industry: 'technology',
    interestedProductId: 3,
    companySize: '51-200',
    budget: '5k-15k',
    timeline: 'asap',
    message: 'Tell me more.',
    newsletter: false,
    privacyConsent: true,
    ...overrides,
  };
}

/** A word text of `n` words. */
export const words = (n: number): string => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

/** A deterministic random source that returns the given values in turn, then repeats. */
export function sequence(...values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length];
}
