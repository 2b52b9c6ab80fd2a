import {
  PRODUCT_INQUIRY_ERRORS as E,
  productInquiryErrorText,
  productInquirySchema,
} from '@cloud-consulting/domain/forms/product-inquiry';
import { validateForm } from '@cloud-consulting/domain/forms/shared';
import { buildInquiry, words } from '../fixtures';

const errorsFor = (overrides: Record<string, unknown>) =>
  validateForm(productInquirySchema, buildInquiry(overrides)).errors;

describe('product inquiry schema', () => {
  it('keeps a phone written "(206) 555-0147" as +12065550147', () => {
    const { value, errors } = validateForm(
      productInquirySchema,
      buildInquiry({ phone: '(206) 555-0147' }),
    );
    expect(errors).toBeNull();
    expect(value).toMatchObject({ phone: '+12065550147' });
  });

  it('accepts a complete inquiry and trims every value', () => {
    const { value, errors } = validateForm(
      productInquirySchema,
      buildInquiry({ name: '  Mary Smith ', email: ' mary@contoso.com ', city: ' Seattle' }),
    );
    expect(errors).toBeNull();
    expect(value).toMatchObject({ name: 'Mary Smith', email: 'mary@contoso.com', city: 'Seattle' });
  });

  it.each([
    ['name', 'M4ry', E.name.description],
    ['role', ' ', E.role.description],
    ['city', '', E.city.description],
    ['state', 'W@', E.state.description],
    ['country', '1', E.country.description],
    ['zipCode', '#1', E.zipCode.description],
    ['companyUrl', 'nope', E.companyUrl.description],
    ['phone', 'call me', E.phone.description],
    ['message', words(501), E.message.description],
    ['privacyConsent', false, E.privacyConsent.description],
    ['privacyConsent', undefined, E.privacyConsent.description],
    ['interestedProductId', undefined, E.interestedProductId.description],
    ['interestedProductId', '', E.interestedProductId.description],
    ['email', 'mary', E.email.description],
    ['companyName', '', E.companyName.description],
    ['industry', 'space', E.industry.description],
    ['companySize', '2-3', E.companySize.description],
    ['budget', 'lots', E.budget.description],
    ['timeline', 'someday', E.timeline.description],
  ])('%s = %p gives %p', (field, value, message) => {
    expect(errorsFor({ [field]: value })?.[field]).toBe(message);
  });

  it.each([
    ['name', 'Invalid Name: Please enter a valid full name'],
    ['zipCode', 'Invalid Zip: Please enter a valid zip/postal code'],
    ['companyUrl', 'Invalid URL: Company URL format looks invalid'],
    ['phone', 'Invalid Phone: Phone number format is invalid'],
    ['privacyConsent', 'Privacy Consent Required: Please agree to our privacy policy to continue'],
    [
      'interestedProductId',
      "Product Selection Required: Please select a product you're interested in",
    ],
    [
      'humanCheck',
      "Math Verification Required: Please complete the math verification to prove you're human",
    ],
  ] as const)('the %s toast reads %p', (field, text) => {
    expect(productInquiryErrorText(field)).toBe(text);
  });

  it('accepts every enumeration value of the spec', () => {
    const industries = [
      'technology',
      'healthcare',
      'finance',
      'education',
      'retail',
      'manufacturing',
      'consulting',
      'government',
      'non-profit',
      'other',
    ];
    const budgets = ['under-1k', '1k-5k', '5k-15k', '15k-50k', '50k-100k', '100k+', 'not-sure'];
    const timelines = ['asap', '1-3months', '3-6months', '6-12months', 'planning'];
    const sizes = ['1-10', '11-50', '51-200', '201-1000', '1000+'];
    industries.forEach((industry) => expect(errorsFor({ industry })).toBeNull());
    budgets.forEach((budget) => expect(errorsFor({ budget })).toBeNull());
    timelines.forEach((timeline) => expect(errorsFor({ timeline })).toBeNull());
    sizes.forEach((companySize) => expect(errorsFor({ companySize })).toBeNull());
  });
});
