/**
 * The newsletter verify and unsubscribe result pages (client-only routes): the call runs on load,
 * then success (with the already-verified / already-unsubscribed variants) or failure, each with
 * the masked email and the result's texts and toasts.
 */
import { Link, navigate } from 'gatsby';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  NEWSLETTER_RESULT_MESSAGES,
  displayServerMessage,
  newsletterResultEmail,
  type NewsletterResultResponse,
} from '@cloud-consulting/domain/text';
import { FORM_POST_TEXT } from '@cloud-consulting/domain/form-posts';
import { ApiError } from '../../services/api-client';
import { useBlogApi } from '../../services/blog-api';
import { Spinner } from '../loader/spinner';
import { useToast } from '../../services/toast-context';
import { NEWSLETTER_ANCHOR } from './newsletter-band';

export type NewsletterAction = 'verify' | 'unsubscribe';

/** Whether this render runs in the browser after hydration: false when built and hydrating. */
const noSubscription = () => () => undefined;
const browserSnapshot = () => true;
const serverSnapshot = () => false;

/** Our own choice: where 'Contact Support' writes to. */
export const SUPPORT_EMAIL = 'support@cloudforge-consulting.com';

export const NEWSLETTER_PAGE_TEXT = {
  /** Until the page has read the link's token (the built page cannot know it). */
  checking: 'Checking your link...',
  loading: { verify: 'Verifying your subscription...', unsubscribe: 'Processing your request...' },
  verify: {
    alreadyVerified: 'Your email address was already verified. You are all set.',
    welcome:
      'Welcome aboard! You will now receive our latest cloud insights, tutorials and updates.',
    nextHeading: "What's next?",
    next: [
      'Watch your inbox for our next newsletter.',
      'Browse our latest articles on the blog.',
      'Add our address to your contacts so our emails reach your inbox.',
    ],
    reasonsHeading: 'This can happen when:',
    reasons: [
      'The verification link has expired.',
      'The link has already been used.',
      'The link was copied incorrectly.',
      'There was a temporary server issue.',
    ],
    subscribeAgain: 'Subscribe Again',
  },
  unsubscribe: {
    alreadyUnsubscribed: 'This email address was already unsubscribed.',
    farewell:
      "We're sorry to see you go. You will no longer receive our newsletter at this address.",
    nextHeading: "What's next?",
    next: [
      'You can still read every article on our blog.',
      'You can subscribe again at any time from our home page.',
      'Follow us on LinkedIn for updates without email.',
    ],
    reasonsHeading: 'This can happen when:',
    reasons: [
      'The unsubscribe link has expired.',
      'You have already unsubscribed.',
      'The link was copied incorrectly.',
      'There was a temporary server issue.',
    ],
    subscribeAgain: 'Subscribe Again',
    contactSupport: 'Contact Support',
  },
  noScript: {
    verify: 'To confirm your subscription, press the button below.',
    unsubscribe: 'To unsubscribe from our newsletter, press the button below.',
  },
  noScriptButton: {
    verify: FORM_POST_TEXT.verifyButton,
    unsubscribe: FORM_POST_TEXT.unsubscribeButton,
  },
  backToBlog: 'Back to Blog',
  backToHome: 'Back to Home',
} as const;

type Result =
  | { state: 'checking' }
  | { state: 'loading' }
  | { state: 'success'; response: NewsletterResultResponse | null }
  | { state: 'failure'; message: string };

/** To the home page, asking it to scroll to the newsletter band. */
export const subscribeAgain = () =>
  navigate(`/#${NEWSLETTER_ANCHOR}`, { state: { scrollTo: NEWSLETTER_ANCHOR } });

export function NewsletterResult({
  action,
  token,
}: {
  action: NewsletterAction;
  token: string | null | undefined;
}) {
  const blog = useBlogApi();
  const { toast } = useToast();
  const messages = NEWSLETTER_RESULT_MESSAGES[action];
  // The page without a token knows at build time; a link's page reads its token in the browser,
  // so it is built (and hydrated) neutral, and answers once the page runs in the browser.
  const inBrowser = useSyncExternalStore(noSubscription, browserSnapshot, serverSnapshot);
  const [outcome, setOutcome] = useState<Result | null>(null);
  const started = useRef(false);
  const value = token?.trim();

  useEffect(() => {
    if (!inBrowser || !value || started.current) return;
    started.current = true;
    const call = action === 'verify' ? blog.newsletter.verify : blog.newsletter.unsubscribe;
    call(value)
      .then((response) => {
        setOutcome({ state: 'success', response });
        toast({ title: messages.successToast, variant: 'success' });
      })
      .catch((error: unknown) => {
        const body = error instanceof ApiError ? (error.body as { error?: unknown } | null) : null;
        const server = body?.error ?? (error instanceof ApiError ? error.serverMessage : null);
        setOutcome({
          state: 'failure',
          message: displayServerMessage(server, messages.failedDefault),
        });
        toast({ title: messages.failedToast, variant: 'error' });
      });
  }, [inBrowser, action, value, blog, toast, messages]);

  const result: Result =
    token === null || (inBrowser && !value)
      ? { state: 'failure', message: messages.noToken }
      : !inBrowser
        ? { state: 'checking' }
        : (outcome ?? { state: 'loading' });

  const text = NEWSLETTER_PAGE_TEXT[action];
  const links = (
    <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mt: 4 }}>
      {action === 'unsubscribe' && (
        <Link to="/blog" sx={{ variant: 'buttons.secondary', textDecoration: 'none' }}>
          {NEWSLETTER_PAGE_TEXT.backToBlog}
        </Link>
      )}
      <Link to="/" sx={{ variant: 'buttons.secondary', textDecoration: 'none' }}>
        {NEWSLETTER_PAGE_TEXT.backToHome}
      </Link>
    </div>
  );

  if (result.state === 'checking') {
    return (
      <div role="status" sx={{ textAlign: 'center', py: 6 }}>
        <p data-link-checking="">{NEWSLETTER_PAGE_TEXT.checking}</p>
        {/* Without scripts the page cannot read its link: a button posts it to this address. */}
        <noscript>
          <p>{NEWSLETTER_PAGE_TEXT.noScript[action]}</p>
          <form method="post">
            <button type="submit" sx={{ variant: 'buttons.primary' }}>
              {NEWSLETTER_PAGE_TEXT.noScriptButton[action]}
            </button>
          </form>
        </noscript>
      </div>
    );
  }

  if (result.state === 'loading') {
    return (
      <div sx={{ textAlign: 'center', py: 6 }}>
        <Spinner label={NEWSLETTER_PAGE_TEXT.loading[action]} />
        <p>{NEWSLETTER_PAGE_TEXT.loading[action]}</p>
      </div>
    );
  }

  if (result.state === 'failure') {
    return (
      <div data-testid="newsletter-result" data-state="failure">
        <h1 sx={{ color: 'danger' }}>{messages.failedTitle}</h1>
        <p role="alert">{result.message}</p>
        <h2 sx={{ fontSize: 3 }}>{text.reasonsHeading}</h2>
        <ul>
          {text.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
        <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mt: 3 }}>
          {action === 'verify' ? (
            <button
              type="button"
              onClick={() => void subscribeAgain()}
              sx={{ variant: 'buttons.primary' }}
            >
              {text.subscribeAgain}
            </button>
          ) : (
            <a
              href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Newsletter unsubscribe')}`}
              sx={{ variant: 'buttons.primary', textDecoration: 'none' }}
            >
              {NEWSLETTER_PAGE_TEXT.unsubscribe.contactSupport}
            </a>
          )}
        </div>
        {links}
      </div>
    );
  }

  const response = result.response;
  const email = newsletterResultEmail(response);
  const message = displayServerMessage(response?.message, messages.successDefault);
  const already =
    action === 'verify'
      ? Boolean(response?.alreadyVerified)
      : Boolean(response?.alreadyUnsubscribed);

  return (
    <div data-testid="newsletter-result" data-state="success">
      <h1 sx={{ color: 'success' }}>{messages.successTitle}</h1>
      {action === 'verify' && <p>{message}</p>}
      {email && (
        <p>
          Email: <strong data-testid="masked-email">{email}</strong>
        </p>
      )}
      {action === 'verify' ? (
        <>
          <p>
            {already
              ? NEWSLETTER_PAGE_TEXT.verify.alreadyVerified
              : NEWSLETTER_PAGE_TEXT.verify.welcome}
          </p>
          <h2 sx={{ fontSize: 3 }}>{NEWSLETTER_PAGE_TEXT.verify.nextHeading}</h2>
          <ul>
            {NEWSLETTER_PAGE_TEXT.verify.next.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      ) : already ? (
        <p>{NEWSLETTER_PAGE_TEXT.unsubscribe.alreadyUnsubscribed}</p>
      ) : (
        <>
          <p>{message}</p>
          <p>{NEWSLETTER_PAGE_TEXT.unsubscribe.farewell}</p>
          <h2 sx={{ fontSize: 3 }}>{NEWSLETTER_PAGE_TEXT.unsubscribe.nextHeading}</h2>
          <ul>
            {NEWSLETTER_PAGE_TEXT.unsubscribe.next.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => void subscribeAgain()}
            sx={{ variant: 'buttons.primary' }}
          >
            {NEWSLETTER_PAGE_TEXT.unsubscribe.subscribeAgain}
          </button>
        </>
      )}
      {links}
    </div>
  );
}
