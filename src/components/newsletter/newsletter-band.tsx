/**
 * The newsletter band under the blog list (and wherever a page wants it): idle, submitting,
 * success for 4 s then idle again, back to idle on failure with the typed email kept. The email
 * error shows only once the field was touched or a submit was tried; a green hint shows when the
 * address is valid.
 */
import { FORM_POST_PATHS } from '@cloud-consulting/domain/form-posts';
import { PlainPostFields, plainPost } from '../../ui/form/plain-post';
import { NEWSLETTER_ANCHOR } from './newsletter-anchor';
import { joiResolver } from '@hookform/resolvers/joi';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { NEWSLETTER_SUCCESS_MS } from '@cloud-consulting/domain/constants';
import {
  NEWSLETTER_BAND_MESSAGES,
  NEWSLETTER_DEFAULT_SOURCE,
  newsletterBandFailure,
  newsletterBandSchema,
  type NewsletterSubscribeValues,
} from '@cloud-consulting/domain/forms/newsletter-band';
import { maxLengthOf } from '@cloud-consulting/domain/forms/shared';
import { displayServerMessage } from '@cloud-consulting/domain/text';
import { ApiError } from '../../services/api-client';
import { useCarriedDefaults } from '../../ui/carried-input';
import { useBlogApi } from '../../services/blog-api';
import { useToast } from '../../services/toast-context';

const M = NEWSLETTER_BAND_MESSAGES;

export { NEWSLETTER_ANCHOR };
export const NEWSLETTER_BAND_TEXT = {
  heading: 'Get cloud insights in your inbox',
  intro:
    'Practical Azure, AI and DevOps articles from our consultants. No spam; unsubscribe anytime.',
  button: 'Subscribe',
  submitting: 'Subscribing...',
  success: 'Subscribed! Check your inbox.',
  validHint: 'Looks good!',
} as const;

export function NewsletterBand({
  source = NEWSLETTER_DEFAULT_SOURCE,
  id = NEWSLETTER_ANCHOR,
}: {
  source?: string;
  id?: string;
}) {
  const blog = useBlogApi();
  const { toast } = useToast();
  const inputId = useId();
  const [state, setState] = useState<'idle' | 'submitting' | 'success'>('idle');
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, touchedFields, isSubmitted },
  } = useForm<NewsletterSubscribeValues>({
    resolver: joiResolver(newsletterBandSchema),
    mode: 'onTouched',
    defaultValues: useCarriedDefaults({ email: '', source }),
  });
  const email = useWatch({ control, name: 'email' }) ?? '';
  const valid = !newsletterBandSchema.validate({ email, source }).error;
  const showError = (touchedFields.email || isSubmitted) && errors.email;

  useEffect(() => {
    if (state !== 'success') return undefined;
    const timer = setTimeout(() => setState('idle'), NEWSLETTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const onValid = async (values: NewsletterSubscribeValues) => {
    setState('submitting');
    try {
      await blog.newsletter.subscribe({ email: values.email.trim(), source });
      toast({
        title: M.successToast.title,
        description: M.successToast.description,
        variant: 'success',
      });
      reset({ email: '', source });
      setState('success');
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : null;
      toast({
        title: M.failedToast.title,
        description: newsletterBandFailure(message ? displayServerMessage(message) : null),
        variant: 'error',
      });
      setState('idle');
    }
  };

  const onInvalid = () => {
    const toastText = email.trim() === '' ? M.requiredToast : M.invalidToast;
    toast({ title: toastText.title, description: toastText.description, variant: 'error' });
  };

  return (
    <section
      id={id}
      aria-labelledby={`${inputId}-heading`}
      data-testid="newsletter-band"
      sx={{ bg: 'highlight', borderRadius: 'large', p: [4, 5], my: 5 }}
    >
      <h2 id={`${inputId}-heading`} sx={{ mt: 0 }}>
        {NEWSLETTER_BAND_TEXT.heading}
      </h2>
      <p sx={{ color: 'mutedText' }}>{NEWSLETTER_BAND_TEXT.intro}</p>
      <form
        {...plainPost(FORM_POST_PATHS.newsletter)}
        noValidate
        onSubmit={handleSubmit(onValid, onInvalid)}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
      >
        <PlainPostFields values={{ source }} />
        <div sx={{ flex: '1 1 260px' }}>
          <label htmlFor={inputId} sx={{ variant: 'styles.visuallyHidden' }}>
            Work email
          </label>
          <input
            id={inputId}
            type="email"
            autoComplete="email"
            placeholder="Work email"
            maxLength={maxLengthOf(newsletterBandSchema, 'email')}
            aria-invalid={Boolean(showError)}
            aria-describedby={`${inputId}-hint`}
            disabled={state === 'submitting'}
            sx={{ variant: 'forms.input' }}
            {...register('email')}
          />
          <div id={`${inputId}-hint`} sx={{ minHeight: 24, fontSize: 1, mt: 1 }}>
            {showError ? (
              <span role="alert" sx={{ color: 'danger' }}>
                {errors.email?.message}
              </span>
            ) : valid ? (
              <span sx={{ color: 'success' }}>{NEWSLETTER_BAND_TEXT.validHint}</span>
            ) : null}
          </div>
        </div>
        <button type="submit" disabled={state === 'submitting'} sx={{ variant: 'buttons.primary' }}>
          {state === 'submitting'
            ? NEWSLETTER_BAND_TEXT.submitting
            : state === 'success'
              ? NEWSLETTER_BAND_TEXT.success
              : NEWSLETTER_BAND_TEXT.button}
        </button>
      </form>
    </section>
  );
}
