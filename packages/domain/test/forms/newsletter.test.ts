import {
  NEWSLETTER_BAND_MESSAGES as B,
  newsletterBandFailure,
  newsletterBandSchema,
} from '@cloud-consulting/domain/forms/newsletter-band';
import {
  SUBSCRIBE_WIDGET_MESSAGES as W,
  subscribeFailureMessage,
  subscribeSuccessMessage,
  subscribeWidgetSchema,
} from '@cloud-consulting/domain/forms/subscribe-widget';
import { validateForm } from '@cloud-consulting/domain/forms/shared';

describe('newsletter band schema', () => {
  it('trims the email and defaults the source to blog', () => {
    const { value, errors } = validateForm(newsletterBandSchema, { email: '  mary@contoso.com ' });
    expect(errors).toBeNull();
    expect(value).toEqual({ email: 'mary@contoso.com', source: 'blog' });
  });

  it.each([
    ['', 'Email is required.'],
    ['   ', 'Email is required.'],
    [undefined, 'Email is required.'],
    ['mary@contoso', 'Enter a valid business email (e.g. name@company.com).'],
  ])('email %p gives %p', (email, message) => {
    expect(validateForm(newsletterBandSchema, { email }).errors?.email).toBe(message);
  });

  it('keeps the toasts of the spec', () => {
    expect(B.requiredToast).toEqual({
      title: 'Email required',
      description: 'Please enter a professional email to subscribe.',
    });
    expect(B.successToast.description).toBe(
      'Check your inbox for a quick confirmation — welcome aboard!',
    );
    expect(newsletterBandFailure('Already subscribed')).toBe('Already subscribed');
    expect(newsletterBandFailure(null)).toBe(
      'Unable to process subscription. Please try again shortly.',
    );
  });
});

describe('subscribe widget schema', () => {
  it('accepts an email with an optional first name', () => {
    expect(
      validateForm(subscribeWidgetSchema, { email: 'm@x.io', firstName: '' }).errors,
    ).toBeNull();
  });

  it.each([
    ['', W.required],
    [undefined, 'Email address is required'],
    ['m@x', 'Please enter a valid email address'],
    [' m@x.io', 'Please enter a valid email address'],
  ])('email %p gives %p', (email, message) => {
    expect(validateForm(subscribeWidgetSchema, { email }).errors?.email).toBe(message);
  });

  it.each([
    [true, 'Please check your email to confirm subscription!'],
    [false, 'Successfully subscribed to newsletter!'],
    [undefined, 'Successfully subscribed to newsletter!'],
  ])('success with requiresVerification %p says %p', (requires, message) => {
    expect(subscribeSuccessMessage(requires)).toBe(message);
  });

  it('shows the server error or the default on failure', () => {
    expect(subscribeFailureMessage('Invalid domain')).toBe('Invalid domain');
    expect(subscribeFailureMessage(' ')).toBe('Failed to subscribe. Please try again.');
  });
});
