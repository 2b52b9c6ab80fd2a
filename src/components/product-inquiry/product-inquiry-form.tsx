/**
 * 'Get Product Information': the product inquiry (values trimmed by its schema), each error
 * shown under its field with its title, the privacy consent, active products to choose from and
 * the server's human check; submit stays disabled until the check passes. Success and failure
 * are toasts; a success resets the form and the check, a failure keeps what was typed.
 */
import { joiResolver } from '@hookform/resolvers/joi';
import { Link } from 'gatsby';
import { useRef } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { API_PATHS } from '@cloud-consulting/domain/api-paths';
import { activeOnly } from '@cloud-consulting/domain/content';
import {
  INQUIRY_BUDGETS,
  INQUIRY_COMPANY_SIZES,
  INQUIRY_INDUSTRIES,
  INQUIRY_TIMELINES,
  PRODUCT_INQUIRY_ERRORS,
  PRODUCT_INQUIRY_TOASTS as T,
  productInquiryErrorText,
  productInquirySchema,
  type ProductInquiryErrorField,
} from '@cloud-consulting/domain/forms/product-inquiry';
import { HONEYPOT_FIELD } from '@cloud-consulting/domain/human-check';
import type { ProductItem } from '../../services/lead-api';
import { useLeadApi } from '../../services/use-lead-api';
import { useRemoteList } from '../../services/use-remote-list';
import { useServerHumanCheck } from '../../services/use-human-check';
import { HumanCheck } from '../human-check/human-check';
import { useToast } from '../toast/toast-provider';
import { AddressFields } from '../forms/address-fields';
import { CheckboxField } from '../forms/checkbox-field';
import { ContactFields } from '../forms/contact-fields';
import { Honeypot } from '../forms/honeypot';
import { SelectField } from '../forms/select-field';
import { SubmitButton } from '../forms/submit-button';
import { TextField } from '../forms/text-field';
import { useLeadSubmission } from '../forms/use-lead-submission';

interface FormValues {
  name: string;
  email: string;
  role: string;
  companyName: string;
  companyUrl: string;
  phone: string;
  city: string;
  state: string;
  country: string;
  zipCode: string;
  industry: string;
  interestedProductId: string;
  companySize: string;
  budget: string;
  timeline: string;
  message: string;
  newsletter: boolean;
  privacyConsent: boolean;
}

const EMPTY: FormValues = {
  name: '',
  email: '',
  role: '',
  companyName: '',
  companyUrl: '',
  phone: '',
  city: '',
  state: '',
  country: '',
  zipCode: '',
  industry: '',
  interestedProductId: '',
  companySize: '',
  budget: '',
  timeline: '',
  message: '',
  newsletter: false,
  privacyConsent: false,
};

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** 'Invalid Name: Please enter a valid full name' for a field in error, else undefined. */
function titled(errors: FieldErrors<FormValues>, field: keyof FormValues): string | undefined {
  const message = errors[field]?.message;
  if (!message) return undefined;
  const known = PRODUCT_INQUIRY_ERRORS[field as ProductInquiryErrorField];
  return known ? `${known.title}: ${message}` : message;
}

export function ProductInquiryForm({ productId }: { productId?: number | string }) {
  const api = useLeadApi();
  const { toast } = useToast();
  const humanCheck = useServerHumanCheck();
  const honeypot = useRef<HTMLInputElement>(null);
  const { run, submitting } = useLeadSubmission();
  const { data: products } = useRemoteList<ProductItem[]>(api.products, []);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: joiResolver(productInquirySchema, { abortEarly: false }),
    defaultValues: {
      ...EMPTY,
      interestedProductId: productId === undefined ? '' : String(productId),
    },
  });

  const onValid = async (values: FormValues) => {
    const proof = humanCheck.bodyField();
    if (!proof) {
      toast({ ...PRODUCT_INQUIRY_ERRORS.humanCheck, variant: 'error' });
      return;
    }
    const body = { ...values, [HONEYPOT_FIELD]: honeypot.current?.value ?? '', ...proof };
    await run(body, async (key) => {
      await humanCheck.waitForMinimumFillTime();
      try {
        await api.submit(API_PATHS.productInquiry, body, key);
        toast({ ...T.success, variant: 'success' });
        reset(EMPTY);
        humanCheck.refresh();
      } catch {
        toast({ ...T.failed, variant: 'error' });
      }
    });
  };

  const field = (name: keyof FormValues) => ({
    registration: register(name),
    error: titled(errors, name),
  });
  const productOptions = activeOnly(products).map((product) => ({
    value: String(product.id),
    label: product.name,
  }));

  return (
    <form
      aria-label="Get Product Information"
      noValidate
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      sx={{ position: 'relative' }}
    >
      <Honeypot ref={honeypot} />
      <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1fr 1fr'], columnGap: 3 }}>
        <ContactFields
          nameLabel="Full Name"
          roleLabel="Role/Title"
          companyLabel="Company Name"
          name={field('name')}
          email={field('email')}
          role={field('role')}
          companyName={field('companyName')}
          companyUrl={field('companyUrl')}
          phone={field('phone')}
        />
        <AddressFields
          stateLabel="State/Province"
          city={field('city')}
          state={field('state')}
          country={field('country')}
          zipCode={field('zipCode')}
        />
        <SelectField
          label="Industry"
          required
          placeholder="Select your industry"
          options={INQUIRY_INDUSTRIES.map((value) => ({ value, label: capitalise(value) }))}
          {...field('industry')}
        />
        <SelectField
          label="Product of Interest"
          required
          placeholder="Select a product"
          options={productOptions}
          {...field('interestedProductId')}
        />
        <SelectField
          label="Company Size"
          placeholder="Select a company size"
          options={INQUIRY_COMPANY_SIZES}
          {...field('companySize')}
        />
        <SelectField
          label="Budget"
          placeholder="Select a budget range"
          options={INQUIRY_BUDGETS}
          {...field('budget')}
        />
        <SelectField
          label="Timeline"
          placeholder="Select a timeline"
          options={INQUIRY_TIMELINES}
          {...field('timeline')}
        />
      </div>
      <TextField label="Message" multiline {...field('message')} />
      <CheckboxField label="Send me product news and updates" {...field('newsletter')} />
      <CheckboxField
        required
        label={
          <>
            I agree to the <Link to="/privacy-policy">privacy policy</Link>
          </>
        }
        {...field('privacyConsent')}
      />
      <HumanCheck {...humanCheck.props} />
      {!humanCheck.verified && (
        <p id="inquiry-check-hint" sx={{ color: 'mutedText', fontSize: 1 }}>
          {productInquiryErrorText('humanCheck')}
        </p>
      )}
      <div sx={{ mt: 3 }}>
        <SubmitButton
          label="Submit Inquiry"
          busyLabel="Submitting..."
          busy={submitting}
          disabled={!humanCheck.verified}
        />
      </div>
    </form>
  );
}
