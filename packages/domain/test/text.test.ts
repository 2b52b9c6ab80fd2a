import { CONTACT_MODAL_PROMISE } from '@cloud-consulting/domain/catalogues';
import {
  CONTACT_RESULT_MESSAGES,
  contactFailureMessage,
  DEFAULT_SERVER_MESSAGE,
  displayServerMessage,
  maskEmail,
  newsletterResultEmail,
  requiredFieldsMessage,
} from '@cloud-consulting/domain/text';

describe('server message display', () => {
  it.each([
    ['Subscription <b>created</b>.', 'Subscription created.'],
    ['  many   spaces\n\nhere ', 'many spaces here'],
    ['Please select a product from the list', 'Please select a product from the list'],
    ['Use and/or', 'Use and/or'],
  ])('%p shows as %p', (raw, expected) => {
    expect(displayServerMessage(raw)).toBe(expected);
  });

  it('cuts to 200 characters', () => {
    expect(displayServerMessage('a'.repeat(250))).toHaveLength(200);
  });

  it.each([
    [''],
    ['   <p> </p> '],
    [null],
    [42],
    ['SELECT * FROM users WHERE id = 1'],
    ['insert into comments values (1)'],
    ['duplicate key value violates unique constraint "users_email_key"'],
    ['TypeError: x is undefined\n    at handler (/app/server/routes.js:10:5)'],
    ['at Object.<anonymous> (routes.ts:12:3)'],
    ['Traceback (most recent call last)'],
    ['ENOENT: no such file /usr/src/app/config.json'],
    ['Cannot read C:\\app\\server\\db.js'],
    ['Error in node_modules'],
    ['{"code":"E1","detail":"x"}'],
    ['[1,2,3]'],
  ])('replaces internals or empty %p with the default', (raw) => {
    expect(displayServerMessage(raw)).toBe(DEFAULT_SERVER_MESSAGE);
  });

  it('uses a given fallback', () => {
    expect(displayServerMessage('', 'Failed to subscribe. Please try again.')).toBe(
      'Failed to subscribe. Please try again.',
    );
  });
});

describe('email masking', () => {
  it.each([
    ['jane@example.com', 'j*****@example.com'],
    ['  a@b.io ', 'a*****@b.io'],
    ['@example.com', ''],
    ['not-an-email', ''],
    [null, ''],
  ])('%p masks as %p', (email, expected) => {
    expect(maskEmail(email)).toBe(expected);
  });

  it('masks the email of a newsletter result', () => {
    expect(newsletterResultEmail({ subscription: { Email: 'jane@x.io' } })).toBe('j*****@x.io');
    expect(newsletterResultEmail({ email: 'bob@x.io' })).toBe('b*****@x.io');
    expect(newsletterResultEmail(null)).toBe('');
  });
});

describe('required field labels', () => {
  it('maps field names to labels', () => {
    expect(
      requiredFieldsMessage([
        'name',
        'email',
        'role',
        'companyName',
        'city',
        'state',
        'country',
        'inquiryTitle',
        'message',
      ]),
    ).toBe(
      'Please fill in the following required fields: Full Name, Email, Role, Company Name, City, State/Province, Country, Inquiry Type, Message',
    );
    expect(requiredFieldsMessage(['phone'])).toBe(
      'Please fill in the following required fields: phone',
    );
  });

  it.each([
    [{ required: ['email', 'city'] }, 'Please fill in the following required fields: Email, City'],
    [{ required: [], error: 'Duplicate request' }, 'Duplicate request'],
    [{ error: 'SELECT * FROM x WHERE y' }, 'Failed to submit request'],
    [{}, 'Failed to submit request'],
    [null, 'Unknown error occurred'],
  ])('contact failure %j reads %p', (response, message) => {
    expect(contactFailureMessage(response)).toBe(message);
  });
});

describe('the contact modal makes one reply promise', () => {
  it('its success alert promises what its header does: 1 to 2 business days', () => {
    const days = (text: string) => /within 1(-| to )2 business days/.exec(text)?.[0];
    expect(days(CONTACT_MODAL_PROMISE)).toBeDefined();
    expect(days(CONTACT_RESULT_MESSAGES.alertSuccess)).toBeDefined();
    expect(CONTACT_RESULT_MESSAGES.alertSuccess).not.toMatch(/24 hours/);
  });
});
