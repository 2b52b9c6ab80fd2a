import { articleLeadSource, isArticleLeadSource } from '../../src/article-leads';
import { ARTICLE_INQUIRY_TITLE, articleInquirySchema } from '../../src/forms/article-inquiry';
import { CONTACT_MESSAGES } from '../../src/forms/contact';

const errorsOf = (value: unknown) =>
  Object.fromEntries(
    (articleInquirySchema.validate(value, { abortEarly: false }).error?.details ?? []).map((d) => [
      d.path.join('.'),
      d.message,
    ]),
  );

describe('article inquiry', () => {
  it("names the source after the place and the post's id", () => {
    expect(articleLeadSource('post', 12)).toBe('blog-post-12');
    expect(articleLeadSource('sidebar', '3')).toBe('blog-sidebar-3');
    expect(isArticleLeadSource('blog-post-12')).toBe(true);
    expect(isArticleLeadSource('blog-sidebar-3')).toBe(true);
    expect(isArticleLeadSource('blog-post-')).toBe(false);
    expect(isArticleLeadSource('blog-footer-3')).toBe(false);
    expect(isArticleLeadSource('ContactUs Page')).toBe(false);
    expect(isArticleLeadSource(undefined)).toBe(false);
  });

  it('asks for a name, an email and a message only, with the contact form messages', () => {
    expect(errorsOf({})).toEqual({
      name: CONTACT_MESSAGES.nameMin,
      email: CONTACT_MESSAGES.email,
      message: CONTACT_MESSAGES.messageMin,
    });
    expect(errorsOf({ name: 'J0hn!', email: 'x', message: 'short' })).toEqual({
      name: CONTACT_MESSAGES.nameFormat,
      email: CONTACT_MESSAGES.email,
      message: CONTACT_MESSAGES.messageMin,
    });
  });

  it('takes a company when given, and stores a default inquiry type', () => {
    const { value, error } = articleInquirySchema.validate({
      name: 'Ana Reader',
      email: 'ana@reader.test',
      companyName: '',
      message: 'We want APIM in front of our partner APIs.',
      source: 'blog-post-12',
    });
    expect(error).toBeUndefined();
    expect(value.inquiryTitle).toBe(ARTICLE_INQUIRY_TITLE);
    expect(errorsOf({ companyName: 'x' }).companyName).toBe(CONTACT_MESSAGES.companyRequired);
  });

  it('refuses a source that is not an article form', () => {
    expect(
      errorsOf({
        name: 'Ana Reader',
        email: 'ana@reader.test',
        message: 'We want APIM in front of our partner APIs.',
        source: 'ContactUs Page',
      }).source,
    ).toBeDefined();
  });
});
