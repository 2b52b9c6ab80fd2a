/**
 * 'Get Product Information': the product inquiry (values trimmed by its schema), each error
 * shown under its field with its title, the privacy consent, active products to choose from and
 * the server's human check; submit stays disabled until the check passes. Success and failure
 * are toasts; a success resets the form and the check, a failure keeps what was typed.
 */
import { Link } from 'gatsby';
import type { FieldErrors } from 'react-hook-form';
import { API_PATHS } from '@cloud-consulting/domain/api-paths';
import {
  INQUIRY_BUDGETS,
  INQUIRY_BUDGET_LABELS,
  INQUIRY_COMPANY_SIZES,
  INQUIRY_INDUSTRIES,
  INQUIRY_TIMELINES,
  INQUIRY_TIMELINE_LABELS,
  labelledOptions,
  PRODUCT_INQUIRY_ERRORS,
  PRODUCT_INQUIRY_TOASTS as T,
  productInquiryErrorText,
  productInquirySchema,
  type ProductInquiryErrorField,
} from '@cloud-consulting/domain/forms/product-inquiry';
import { useToast } from '../../services/toast-context';
import { CheckboxField } from '../../ui/form/checkbox-field';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { AddressFields } from './address-fields';
import { ContactFields } from './contact-fields';
import { LeadForm } from './lead-form';
import { useLeadForm } from './use-lead-form';
import { useProductOptions } from './use-product-options';

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
  const { toast } = useToast();
  const lead = useLeadForm<FormValues>({
    schema: productInquirySchema,
    defaultValues: {
      ...EMPTY,
      interestedProductId: productId === undefined ? '' : String(productId),
    },
    empty: EMPTY,
    errorText: titled,
  });
  const { api, field, humanCheck } = lead;
  const { options: productOptions } = useProductOptions(api);

  const onValid = async (values: FormValues) => {
    const guard = lead.guard();
    if (!guard) {
      toast({ ...PRODUCT_INQUIRY_ERRORS.humanCheck, variant: 'error' });
      return;
    }
    const body = { ...values, ...guard };
    await lead.submit(body, async (key) => {
      try {
        await api.submit(API_PATHS.productInquiry, body, key);
        toast({ ...T.success, variant: 'success' });
        lead.clear();
      } catch {
        toast({ ...T.failed, variant: 'error' });
      }
    });
  };

  return (
    <LeadForm
      lead={lead}
      name="Get Product Information"
      postTo="product-inquiry"
      onValid={onValid}
      submitLabel="Submit Inquiry"
      busyLabel="Submitting..."
      submitDisabled={!humanCheck.verified}
      notices={
        !humanCheck.verified && (
          <p id="inquiry-check-hint" sx={{ color: 'mutedText', fontSize: 1 }}>
            {productInquiryErrorText('humanCheck')}
          </p>
        )
      }
    >
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
          options={labelledOptions(INQUIRY_BUDGETS, INQUIRY_BUDGET_LABELS)}
          {...field('budget')}
        />
        <SelectField
          label="Timeline"
          placeholder="Select a timeline"
          options={labelledOptions(INQUIRY_TIMELINES, INQUIRY_TIMELINE_LABELS)}
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
    </LeadForm>
  );
}
