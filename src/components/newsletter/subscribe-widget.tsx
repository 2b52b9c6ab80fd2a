/**
 * The subscribe widget in its compact (one line) and card variants: email required, first name
 * optional, with its own messages and toasts (which depend on whether the server asks for
 * verification).
 */
import { FORM_POST_PATHS } from '@cloud-consulting/domain/form-posts';
import { PlainPostFields, plainPost } from '../../ui/form/plain-post';
import { joiResolver } from '@hookform/resolvers/joi';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  NEWSLETTER_DEFAULT_SOURCE,
  type NewsletterSubscribeValues,
} from '@cloud-consulting/domain/forms/newsletter-band';
import {
  subscribeFailureMessage,
  subscribeSuccessMessage,
  subscribeWidgetSchema,
} from '@cloud-consulting/domain/forms/subscribe-widget';
import { maxLengthOf } from '@cloud-consulting/domain/forms/shared';
import { displayServerMessage } from '@cloud-consulting/domain/text';
import { ApiError } from '../../services/api-client';
import { useCarriedDefaults } from '../../ui/carried-input';
import { useBlogApi } from '../../services/blog-api';
import { useToast } from '../../services/toast-context';

export function SubscribeWidget({
  variant = 'card',
  source = NEWSLETTER_DEFAULT_SOURCE,
}: {
  variant?: 'compact' | 'card';
  source?: string;
}) {
  const blog = useBlogApi();
  const { toast } = useToast();
  const ids = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterSubscribeValues>({
    resolver: joiResolver(subscribeWidgetSchema),
    defaultValues: useCarriedDefaults({ email: '', firstName: '', source }),
  });

  const onValid = async (values: NewsletterSubscribeValues) => {
    try {
      const response = await blog.newsletter.subscribe({
        email: values.email,
        firstName: values.firstName || undefined,
        source,
      });
      toast({ title: subscribeSuccessMessage(response?.requiresVerification), variant: 'success' });
      reset({ email: '', firstName: '', source });
    } catch (error) {
      const serverError = error instanceof ApiError ? error.serverMessage : null;
      toast({
        title: subscribeFailureMessage(serverError ? displayServerMessage(serverError) : null),
        variant: 'error',
      });
    }
  };

  const compact = variant === 'compact';
  return (
    <form
      {...plainPost(FORM_POST_PATHS.newsletter)}
      noValidate
      onSubmit={handleSubmit(onValid)}
      aria-label="Newsletter subscription"
      data-testid={`subscribe-widget-${variant}`}
      sx={
        compact
          ? { display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }
          : {
              display: 'grid',
              gap: 3,
              p: 4,
              border: '1px solid',
              borderColor: 'border',
              borderRadius: 'large',
              boxShadow: 'card',
            }
      }
    >
      <PlainPostFields values={{ source }} />
      {!compact && <h3 sx={{ m: 0 }}>Subscribe to our newsletter</h3>}
      {!compact && (
        <div>
          <label htmlFor={`${ids}-first`} sx={{ variant: 'forms.label' }}>
            First name (optional)
          </label>
          <input
            id={`${ids}-first`}
            autoComplete="given-name"
            maxLength={maxLengthOf(subscribeWidgetSchema, 'firstName')}
            aria-invalid={Boolean(errors.firstName)}
            aria-describedby={errors.firstName ? `${ids}-first-error` : undefined}
            sx={{ variant: 'forms.input' }}
            {...register('firstName')}
          />
          {errors.firstName && (
            <p
              id={`${ids}-first-error`}
              role="alert"
              sx={{ color: 'danger', fontSize: 1, mt: 1, mb: 0 }}
            >
              {errors.firstName.message}
            </p>
          )}
        </div>
      )}
      <div sx={{ flex: compact ? '1 1 220px' : undefined }}>
        <label
          htmlFor={`${ids}-email`}
          sx={compact ? { variant: 'styles.visuallyHidden' } : { variant: 'forms.label' }}
        >
          Email address
        </label>
        <input
          id={`${ids}-email`}
          type="email"
          autoComplete="email"
          placeholder={compact ? 'Email address' : undefined}
          maxLength={maxLengthOf(subscribeWidgetSchema, 'email')}
          aria-invalid={Boolean(errors.email)}
          sx={{ variant: 'forms.input' }}
          {...register('email')}
        />
        {errors.email && (
          <p role="alert" sx={{ color: 'danger', fontSize: 1, mt: 1, mb: 0 }}>
            {errors.email.message}
          </p>
        )}
      </div>
      <button type="submit" disabled={isSubmitting} sx={{ variant: 'buttons.primary' }}>
        {isSubmitting ? 'Subscribing...' : 'Subscribe'}
      </button>
    </form>
  );
}
