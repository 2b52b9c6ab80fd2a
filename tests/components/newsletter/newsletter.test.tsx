import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { navigate } from 'gatsby';
import { NewsletterBand } from '../../../src/components/newsletter/newsletter-band';
import { NewsletterResult } from '../../../src/components/newsletter/newsletter-result';
import { SubscribeWidget } from '../../../src/components/newsletter/subscribe-widget';
import { EMAIL_MAX_LENGTH, NEWSLETTER_SUCCESS_MS } from '@cloud-consulting/domain/constants';
import { fakeClient, type FakeRoutes } from '../support/shell';
import { prepareVisitor, renderBlog } from '../blog/render-blog';

function setup(ui: JSX.Element, routes: FakeRoutes = {}) {
  prepareVisitor('rejected');
  const { client, calls } = fakeClient(routes);
  renderBlog(ui, client);
  return calls;
}

const email = () => screen.getByLabelText('Work email');
const subscribe = () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

describe('newsletter band', () => {
  it('caps the address at what the server accepts', () => {
    setup(<NewsletterBand />);
    expect(email()).toHaveAttribute('maxlength', String(EMAIL_MAX_LENGTH));
  });

  it('shows no error before the field is touched, then the field messages and toasts on submit', async () => {
    setup(<NewsletterBand />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    subscribe();
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Email required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a professional email to subscribe.')).toBeInTheDocument();
    fireEvent.change(email(), { target: { value: 'nope' } });
    subscribe();
    expect(
      await screen.findAllByText('Enter a valid business email (e.g. name@company.com).'),
    ).not.toHaveLength(0);
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
  });

  it('shows the error after the field was touched and left, and a green hint once valid', async () => {
    setup(<NewsletterBand />);
    fireEvent.change(email(), { target: { value: 'bad' } });
    expect(screen.queryByText('Enter a valid business email (e.g. name@company.com).')).toBeNull();
    fireEvent.blur(email());
    expect(
      await screen.findByText('Enter a valid business email (e.g. name@company.com).'),
    ).toBeInTheDocument();
    fireEvent.change(email(), { target: { value: 'jane@contoso.com' } });
    expect(await screen.findByText('Looks good!')).toBeInTheDocument();
  });

  it('subscribes with the trimmed email and source blog, succeeds for 4 s, then is idle again', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      const calls = setup(<NewsletterBand />, {
        'POST /api/newsletter/subscribe': { body: { success: true, requiresVerification: true } },
      });
      fireEvent.change(email(), { target: { value: '  jane@contoso.com  ' } });
      subscribe();
      expect(await screen.findByText('Subscription received')).toBeInTheDocument();
      expect(
        screen.getByText('Check your inbox for a quick confirmation — welcome aboard!'),
      ).toBeInTheDocument();
      expect(calls[0].body).toEqual({ email: 'jane@contoso.com', source: 'blog' });
      expect(
        screen.getByRole('button', { name: 'Subscribed! Check your inbox.' }),
      ).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(NEWSLETTER_SUCCESS_MS);
      });
      expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('reports a failure with the server message, or the default, and keeps the email', async () => {
    setup(<NewsletterBand />, {
      'POST /api/newsletter/subscribe': {
        status: 429,
        body: { error: 'Too many requests today.' },
      },
    });
    fireEvent.change(email(), { target: { value: 'jane@contoso.com' } });
    subscribe();
    expect(await screen.findByText('Subscription failed')).toBeInTheDocument();
    expect(screen.getByText('Too many requests today.')).toBeInTheDocument();
    expect(email()).toHaveValue('jane@contoso.com');
  });

  it('uses the default failure text when the server gives none', async () => {
    setup(<NewsletterBand />, { 'POST /api/newsletter/subscribe': { networkError: true } });
    fireEvent.change(email(), { target: { value: 'jane@contoso.com' } });
    subscribe();
    expect(
      await screen.findByText('Unable to process subscription. Please try again shortly.'),
    ).toBeInTheDocument();
  });
});

describe('subscribe widget', () => {
  it.each(['compact', 'card'] as const)('%s: its own validation messages', async (variant) => {
    setup(<SubscribeWidget variant={variant} />);
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Email address is required')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'x@y' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('asks to confirm by email when verification is required, else says subscribed', async () => {
    let verify = true;
    setup(<SubscribeWidget variant="card" source="sidebar" />, {
      'POST /api/newsletter/subscribe': () => ({
        body: { success: true, requiresVerification: verify },
      }),
    });
    fireEvent.change(screen.getByLabelText('First name (optional)'), { target: { value: 'Jane' } });
    fireEvent.change(screen.getByLabelText('Email address'), {
      target: { value: 'jane@contoso.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(
      await screen.findByText('Please check your email to confirm subscription!'),
    ).toBeInTheDocument();
    verify = false;
    fireEvent.change(screen.getByLabelText('Email address'), {
      target: { value: 'jane@contoso.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Successfully subscribed to newsletter!')).toBeInTheDocument();
  });

  it('shows the server error or its default on failure', async () => {
    setup(<SubscribeWidget variant="compact" />, {
      'POST /api/newsletter/subscribe': { status: 500, body: {} },
    });
    fireEvent.change(screen.getByLabelText('Email address'), {
      target: { value: 'jane@contoso.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Failed to subscribe. Please try again.')).toBeInTheDocument();
  });
});

describe('newsletter token pages', () => {
  it('verify: success with the message, masked email, welcome note and next steps', async () => {
    setup(<NewsletterResult action="verify" token="tok" />, {
      'GET /api/newsletter/verify/tok': {
        body: {
          message: 'Your newsletter subscription has been successfully verified!',
          email: 'jane@contoso.com',
        },
      },
    });
    expect(screen.getByTestId('spinner')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Verification Successful!' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('masked-email')).toHaveTextContent('j*****@contoso.com');
    expect(screen.getByText(/Welcome aboard!/)).toBeInTheDocument();
    expect(screen.getByText('Newsletter subscription verified!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('verify: already verified says so', async () => {
    setup(<NewsletterResult action="verify" token="tok" />, {
      'GET /api/newsletter/verify/tok': {
        body: {
          message: 'Already verified.',
          alreadyVerified: true,
          subscription: { Email: 'bo@x.io' },
        },
      },
    });
    expect(await screen.findByText(/was already verified/)).toBeInTheDocument();
    expect(screen.getByTestId('masked-email')).toHaveTextContent('b*****@x.io');
  });

  it('verify: failure lists the reasons and Subscribe Again goes to the newsletter on /', async () => {
    setup(<NewsletterResult action="verify" token="tok" />, {
      'GET /api/newsletter/verify/tok': {
        status: 400,
        body: { error: 'This verification link has expired. Please subscribe again.' },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(
      screen.getByText('This verification link has expired. Please subscribe again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Verification failed')).toBeInTheDocument();
    expect(screen.getByText('The link has already been used.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe Again' }));
    expect(navigate).toHaveBeenCalledWith('/#newsletter', { state: { scrollTo: 'newsletter' } });
  });

  it('verify and unsubscribe without a token say the link is invalid, without calling', () => {
    const calls = setup(<NewsletterResult action="verify" token="" />);
    expect(screen.getByText('Invalid verification link. No token provided.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('unsubscribe: success with farewell, next steps and Subscribe Again; links back to blog and home', async () => {
    const calls = setup(<NewsletterResult action="unsubscribe" token="u1" />, {
      'POST /api/newsletter/unsubscribe/u1': {
        body: {
          message: 'You have been successfully unsubscribed from our newsletter.',
          email: 'jane@contoso.com',
        },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Unsubscribed Successfully' }),
    ).toBeInTheDocument();
    expect(calls[0].method).toBe('POST');
    expect(screen.getByTestId('masked-email')).toHaveTextContent('j*****@contoso.com');
    expect(screen.getByText(/sorry to see you go/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe Again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByText('Successfully unsubscribed')).toBeInTheDocument();
  });

  it('unsubscribe: already unsubscribed shows no farewell', async () => {
    setup(<NewsletterResult action="unsubscribe" token="u1" />, {
      'POST /api/newsletter/unsubscribe/u1': {
        body: { alreadyUnsubscribed: true, email: 'a@b.co' },
      },
    });
    expect(
      await screen.findByText('This email address was already unsubscribed.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/sorry to see you go/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe Again' })).not.toBeInTheDocument();
  });

  it('unsubscribe: failure shows the reasons and Contact Support', async () => {
    setup(<NewsletterResult action="unsubscribe" token="u1" />, {
      'POST /api/newsletter/unsubscribe/u1': { networkError: true },
    });
    expect(await screen.findByRole('heading', { name: 'Unsubscribe Failed' })).toBeInTheDocument();
    expect(
      screen.getByText('An error occurred while unsubscribing. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(screen.getByText('Unsubscribe failed')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Back to Home' })).toBeInTheDocument(),
    );
  });
});
