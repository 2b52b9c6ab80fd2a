import { CONTACT_MESSAGES as M, contactFormSchema } from '@cloud-consulting/domain/forms/contact';
import { validateForm } from '@cloud-consulting/domain/forms/shared';
import { buildContact, words } from '../fixtures';

const errorsFor = (overrides: Record<string, unknown>) =>
  validateForm(contactFormSchema, buildContact(overrides)).errors;

describe('contact form schema', () => {
  it('accepts a complete request and defaults the source label', () => {
    const result = validateForm(contactFormSchema, buildContact());
    expect(result.errors).toBeNull();
    expect(result.value).toMatchObject({ name: "Mary O'Neil", source: 'ContactUs Page' });
  });

  it('sends blank optional fields as empty strings', () => {
    const input = buildContact();
    delete input.companyUrl;
    delete input.zipCode;
    const { value } = validateForm(contactFormSchema, input);
    expect(value).toMatchObject({ companyUrl: '', zipCode: '' });
  });

  it.each([
    ['name', '', M.nameMin],
    ['name', 'M', M.nameMin],
    ['name', 'M4ry', M.nameFormat],
    ['name', 'm'.repeat(101), M.nameFormat],
    ['role', '', M.roleRequired],
    ['role', 'C', M.roleRequired],
    ['role', 'CTO <b>', M.roleFormat],
    ['companyName', '', M.companyRequired],
    ['companyName', 'c'.repeat(151), M.companyTooLong],
    ['companyUrl', 'not a url', M.url],
    ['email', '', M.email],
    ['email', 'mary@contoso', M.email],
    ['city', '', M.cityRequired],
    ['city', 'Seattle 9', M.cityFormat],
    ['state', undefined, M.stateRequired],
    ['state', 'WA!', M.stateFormat],
    ['country', '', M.country],
    ['country', 'U5A', M.country],
    ['zipCode', '9#', M.zip],
    ['industry', '', M.industry],
    ['inquiryTitle', undefined, M.inquiryTitle],
    ['message', 'too short', M.messageMin],
    ['message', '', M.messageMin],
    ['message', 'x'.repeat(5001), M.messageTooLong],
    ['message', words(501), M.messageWords],
  ])('%s = %p gives %p', (field, value, message) => {
    expect(errorsFor({ [field]: value })?.[field]).toBe(message);
  });

  it('reports every invalid field at once and drops unknown keys', () => {
    const result = validateForm(contactFormSchema, {
      ...buildContact({ email: 'x', city: '' }),
      extra: 1,
    });
    expect(result.errors).toEqual({ email: M.email, city: M.cityRequired });
    const ok = validateForm(contactFormSchema, { ...buildContact(), extra: 1 });
    expect(ok.value).not.toHaveProperty('extra');
  });

  it('keeps the CAPTCHA message of the spec', () => {
    expect(M.captcha).toBe('Please complete the CAPTCHA verification.');
  });
});
