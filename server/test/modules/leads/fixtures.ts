/** Valid submissions of every lead form (the test clock's day is Monday 2026-03-02). */
import { DEFAULT_TIME_TEXT } from '@cloud-consulting/domain/dates';

/** A weekday at least 14 days after the test clock's day, not a holiday. */
export const PREFERRED_DAY = '2026-03-18';

export const contactRequest = {
  name: 'Jane Doe',
  email: 'jane@contoso.com',
  role: 'CTO',
  companyName: 'Contoso',
  companyUrl: '',
  city: 'Seattle',
  state: 'Washington',
  country: 'United States',
  zipCode: '',
  industry: 'Technology',
  inquiryTitle: 'Azure Consulting Services',
  message: 'We would like help moving our workloads to Azure.',
  source: 'ContactUs Page',
};

export const demoCustomer = {
  name: 'Sam Lee',
  email: 'sam@fabrikam.com',
  role: 'IT Manager',
  companyName: 'Fabrikam',
  companyUrl: 'https://fabrikam.com',
  phone: '+1 555 0100',
  city: 'Austin',
  industry: 'Retail',
  inquiryTitle: 'Product Demo Request',
  message: 'Product demo request for product 1 (ONLINE) on 2026-03-18.',
  source: 'Product Demo Form',
};

export const demoRequest = (productId: number, customerId: number) => ({
  productId,
  customerId,
  preferredDate: PREFERRED_DAY,
  preferredTime: DEFAULT_TIME_TEXT,
  timeZone: 'UTC',
  demoType: 'ONLINE',
  companySize: 'SMALL',
  notes: 'Interested in the analytics module.',
});

export const productInquiry = (interestedProductId: number) => ({
  name: 'Ana Silva',
  email: 'ana@northwind.com',
  role: 'Head of Data',
  companyName: 'Northwind',
  city: 'Lisbon',
  state: 'Lisboa',
  country: 'Portugal',
  industry: 'technology',
  interestedProductId,
  companySize: '51-200',
  budget: '15k-50k',
  timeline: '1-3months',
  message: 'Please send pricing.',
  newsletter: false,
  privacyConsent: true,
});

export const trainingRequest = {
  fullName: 'Lee Chen',
  email: 'lee@adatum.com',
  company: 'Adatum',
  role: 'Engineering Lead',
  city: 'Toronto',
  state: 'Ontario',
  country: 'Canada',
  sessionType: 'Live Online',
  trainingTopic: 'Azure DevOps Services',
  trainingDuration: '2 Days',
  details: 'Twelve engineers need a hands-on pipeline workshop.',
  preferredDate: `${PREFERRED_DAY}T00:00:00.000Z`,
  submittedAt: '2026-03-02T09:00:00.000Z',
};

export const feedback = {
  type: 'service_feedback',
  category: 'Azure Consulting',
  subject: 'Great migration help',
  message: 'The team was quick and clear.',
  email: 'happy@client.com',
  rating: 5,
  deliveryMode: '',
};
