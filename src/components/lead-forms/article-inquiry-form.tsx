/**
 * An article's compact lead form: name, email, company (optional) and what the reader needs,
 * with the human check and the honeypot, posting a customer request with the article's source.
 * It answers with a toast; a failure keeps what was typed.
 */
import {
  articleInquirySchema,
  type ArticleInquiryValues,
} from '@cloud-consulting/domain/forms/article-inquiry';
import {
  CONTACT_RESULT_MESSAGES as R,
  REQUIRED_FIELD_LABELS as L,
} from '@cloud-consulting/domain/text';
import { useToast } from '../../services/toast-context';
import { FormAlert } from '../../ui/form/form-alert';
import { TextField } from '../../ui/form/text-field';
import { LeadForm } from './lead-form';
import { useCustomerRequest, type RequestOutcome } from './use-customer-request';
import { useLeadForm } from './use-lead-form';

export interface ArticleInquiryFormProps {
  /** 'blog-post-{id}' or 'blog-sidebar-{id}'. */
  source: string;
  /** The form's heading: its accessible name and the inquiry type stored with the lead. */
  name: string;
}

const EMPTY: ArticleInquiryValues = { name: '', email: '', companyName: '', message: '' };

export function ArticleInquiryForm({ source, name }: ArticleInquiryFormProps) {
  const { toast } = useToast();
  const lead = useLeadForm<ArticleInquiryValues>({
    schema: articleInquirySchema,
    defaultValues: EMPTY,
  });
  const { field } = lead;
  const show = (next: RequestOutcome | null) => {
    if (!next) return;
    toast(
      next.ok
        ? { title: R.toastSuccess, variant: 'success' }
        : { title: R.toastFailure, description: next.message, variant: 'error' },
    );
  };
  const { onValid, captchaError } = useCustomerRequest({
    lead,
    source,
    show,
  });

  return (
    <LeadForm
      lead={lead}
      name={name}
      postTo="customer-request"
      hiddenFields={{ source }}
      onValid={(values) => onValid({ ...values, inquiryTitle: name })}
      submitLabel="Send Message"
      busyLabel="Sending..."
      notices={captchaError && <FormAlert tone="error">{captchaError}</FormAlert>}
    >
      <TextField label={L.name} required autoComplete="name" {...field('name')} />
      <TextField label={L.email} required type="email" autoComplete="email" {...field('email')} />
      <TextField label="Company" autoComplete="organization" {...field('companyName')} />
      <TextField label="How can we help?" required multiline {...field('message')} />
    </LeadForm>
  );
}
