/**
 * The product demo request, in two steps: a customer request (source 'Product Demo Form'), then
 * the demo for the customer it created. The date must be a weekday, not a holiday, from the
 * earliest demo day on (an invalid pick shows its message and clears the date); time 01-12 in
 * 15-minute steps with AM/PM (default 10:00 AM), the visitor's own time zone (UTC in the built
 * page and when it cannot be detected; a choice from the list stays) and demo type ONLINE by
 * default. Each step's failure has its own text.
 */
import Joi from 'joi';
import { useEffect, useMemo, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { API_PATHS } from '@cloud-consulting/domain/api-paths';
import { INDUSTRIES } from '@cloud-consulting/domain/catalogues';
import {
  DEFAULT_TIME,
  DEFAULT_TIME_TEXT,
  TIME_HOURS,
  TIME_MINUTES,
  TIME_PERIODS,
  calendarDay,
  demoDateError,
  earliestDemoDay,
  formatTime,
  type TimeOfDay,
  type TimePeriod,
} from '@cloud-consulting/domain/dates';
import {
  DEMO_CUSTOMER_INQUIRY_TITLE,
  DEMO_CUSTOMER_SOURCE,
  DEMO_MESSAGES,
  demoCustomerMessage,
  demoCustomerSchema,
} from '@cloud-consulting/domain/forms/demo-customer';
import {
  DEFAULT_DEMO_TYPE,
  DEFAULT_TIME_ZONE,
  DEMO_COMPANY_SIZES,
  DEMO_TYPE_OPTIONS,
  createDemoRequestSchema,
} from '@cloud-consulting/domain/forms/demo-request';
import { displayServerMessage } from '@cloud-consulting/domain/text';
import { ApiError } from '../../services/api-client';
import type { LeadResult } from '../../services/lead-api';
import { Field, type ControlProps } from '../../ui/form/field';
import { FormAlert } from '../../ui/form/form-alert';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { ContactFields } from './contact-fields';
import { LeadForm } from './lead-form';
import { useLeadForm } from './use-lead-form';
import { useProductOptions } from './use-product-options';
import { useVisitorTimeZone } from './use-visitor-time-zone';

export interface DemoFormValues {
  productId: string;
  name: string;
  email: string;
  role: string;
  companyName: string;
  companyUrl: string;
  phone: string;
  city: string;
  industry: string;
  preferredDate: string;
  preferredTime: string;
  timeZone: string;
  demoType: string;
  companySize: string;
  notes: string;
}

/** Failed step: 'customer' or 'demo', with the server's words when it gave some. */
class StepError extends Error {}

const serverWords = (error: unknown): string | null => {
  const body = error instanceof ApiError ? (error.body as LeadResult | null) : null;
  const text = body?.message ?? body?.error;
  return text ? displayServerMessage(text) : null;
};

export function DemoRequestForm({
  productId,
  onSuccess,
}: {
  productId?: number | string;
  onSuccess?(): void;
}) {
  const today = useMemo(() => calendarDay(new Date()), []);
  const schema = useMemo(
    () =>
      Joi.object()
        .concat(demoCustomerSchema.fork(['inquiryTitle', 'source', 'message'], (s) => s.strip()))
        .concat(createDemoRequestSchema(today)),
    [today],
  );
  const lead = useLeadForm<DemoFormValues>({
    schema,
    defaultValues: {
      productId: productId === undefined ? '' : String(productId),
      name: '',
      email: '',
      role: '',
      companyName: '',
      companyUrl: '',
      phone: '',
      city: '',
      industry: '',
      preferredDate: '',
      preferredTime: DEFAULT_TIME_TEXT,
      timeZone: DEFAULT_TIME_ZONE,
      demoType: DEFAULT_DEMO_TYPE,
      companySize: '',
      notes: '',
    },
  });
  const { api, field, errors, humanCheck } = lead;
  const { register, setValue, getValues, getFieldState } = lead.form;
  const { options: productOptions, loading: productsLoading } = useProductOptions(api);
  const zones = useVisitorTimeZone();
  const [time, setTime] = useState<TimeOfDay>(DEFAULT_TIME);
  const [dateAlert, setDateAlert] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    // The preset product can only be selected once its option exists.
    if (!productsLoading && productId !== undefined) setValue('productId', String(productId));
  }, [productsLoading, productId, setValue]);

  useEffect(() => {
    // The visitor's own zone once known, unless they already chose one.
    if (!zones.detected || getFieldState('timeZone').isDirty) return;
    if (getValues('timeZone') === DEFAULT_TIME_ZONE) setValue('timeZone', zones.detected);
  }, [zones.detected, getFieldState, getValues, setValue]);

  const setTimePart = (part: Partial<TimeOfDay>) => {
    const next = { ...time, ...part };
    setTime(next);
    setValue('preferredTime', formatTime(next));
  };

  const onValid = async (raw: DemoFormValues) => {
    const values = raw as unknown as DemoFormValues & { productId: number };
    const guard = lead.guard();
    if (!guard) return;
    setFailure(null);
    const customer = {
      name: values.name,
      email: values.email,
      role: values.role,
      companyName: values.companyName,
      companyUrl: values.companyUrl ?? '',
      phone: values.phone ?? '',
      city: values.city,
      industry: values.industry ?? '',
      inquiryTitle: DEMO_CUSTOMER_INQUIRY_TITLE,
      message: demoCustomerMessage(values.productId, values.demoType, values.preferredDate),
      source: DEMO_CUSTOMER_SOURCE,
      ...guard,
    };
    await lead.submit(values, async (key) => {
      try {
        let created: LeadResult | null;
        try {
          created = await api.submit(API_PATHS.customerRequests, customer, `${key}-customer`);
        } catch (error) {
          throw new StepError(serverWords(error) ?? DEMO_MESSAGES.customerFailed);
        }
        const data = (created?.data ?? {}) as {
          customer?: { Id?: number };
          customerToken?: string;
        };
        const customerId = data.customer?.Id;
        if (created?.success === false || typeof customerId !== 'number') {
          throw new StepError(DEMO_MESSAGES.customerFailed);
        }
        const demo = {
          productId: values.productId,
          customerId,
          customerToken: data.customerToken,
          preferredDate: values.preferredDate,
          preferredTime: values.preferredTime,
          timeZone: values.timeZone,
          demoType: values.demoType,
          companySize: values.companySize ?? '',
          notes: values.notes ?? '',
        };
        try {
          const answer = await api.submit(API_PATHS.productDemo, demo, `${key}-demo`);
          if (answer?.success === false) throw new StepError(DEMO_MESSAGES.demoFailed);
        } catch (error) {
          if (error instanceof StepError) throw error;
          throw new StepError(serverWords(error) ?? DEMO_MESSAGES.demoFailed);
        }
        setDone(true);
        onSuccess?.();
      } catch (error) {
        setFailure(error instanceof StepError ? error.message : DEMO_MESSAGES.unknown);
      }
    });
  };

  if (done) {
    return <FormAlert tone="success">{DEMO_MESSAGES.success}</FormAlert>;
  }

  return (
    <LeadForm
      lead={lead}
      name="Product Demo Request"
      onValid={onValid}
      submitLabel="Request Demo"
      busyLabel="Submitting..."
      submitDisabled={!humanCheck.verified}
      notices={failure && <FormAlert tone="error">{failure}</FormAlert>}
    >
      <SelectField
        label="Product"
        required
        placeholder="Select a product"
        options={productOptions}
        {...field('productId')}
      />
      <ContactFields
        nameLabel="Name"
        roleLabel="Role"
        companyLabel="Company"
        name={field('name')}
        email={field('email')}
        role={field('role')}
        companyName={field('companyName')}
        companyUrl={field('companyUrl')}
        phone={field('phone')}
      />
      <TextField label="City" required autoComplete="address-level2" {...field('city')} />
      <SelectField
        label="Industry"
        placeholder="Select an industry"
        options={INDUSTRIES}
        {...field('industry')}
      />
      <Field label="Preferred Date" required error={errors.preferredDate?.message}>
        {(control) => (
          <DateInput
            control={control}
            registration={register('preferredDate')}
            today={today}
            onInvalid={setDateAlert}
          />
        )}
      </Field>
      {dateAlert && <FormAlert tone="error">{dateAlert}</FormAlert>}
      <fieldset sx={{ border: 'none', p: 0, m: 0, mb: 3 }}>
        <legend sx={{ variant: 'forms.label' }}>
          Preferred Time
          <span aria-hidden="true" sx={{ color: 'danger' }}>
            {' '}
            *
          </span>
        </legend>
        <div sx={{ display: 'flex', gap: 2 }}>
          <select
            aria-label="Hour"
            value={time.hour}
            onChange={(e) => setTimePart({ hour: e.target.value })}
            sx={{ variant: 'forms.input' }}
          >
            {TIME_HOURS.map((hour) => (
              <option key={hour}>{hour}</option>
            ))}
          </select>
          <select
            aria-label="Minute"
            value={time.minute}
            onChange={(e) => setTimePart({ minute: e.target.value })}
            sx={{ variant: 'forms.input' }}
          >
            {TIME_MINUTES.map((minute) => (
              <option key={minute}>{minute}</option>
            ))}
          </select>
          <select
            aria-label="AM or PM"
            value={time.period}
            onChange={(e) => setTimePart({ period: e.target.value as TimePeriod })}
            sx={{ variant: 'forms.input' }}
          >
            {TIME_PERIODS.map((period) => (
              <option key={period}>{period}</option>
            ))}
          </select>
        </div>
        {errors.preferredTime?.message && (
          <p sx={{ color: 'danger', fontSize: 1 }}>{errors.preferredTime.message}</p>
        )}
      </fieldset>
      <SelectField
        label="Time Zone"
        placeholder="Select a time zone"
        options={[]}
        groups={zones.groups}
        {...field('timeZone')}
      />
      <SelectField
        label="Demo Type"
        placeholder="Select a demo type"
        options={DEMO_TYPE_OPTIONS}
        {...field('demoType')}
      />
      <SelectField
        label="Company Size"
        placeholder="Select a company size"
        options={DEMO_COMPANY_SIZES}
        {...field('companySize')}
      />
      <TextField label="Notes" multiline {...field('notes')} />
    </LeadForm>
  );
}

/** The demo date: a pick the rules refuse shows its message (onInvalid) and is cleared. */
function DateInput({
  control,
  registration,
  today,
  onInvalid,
}: {
  control: ControlProps;
  registration: UseFormRegisterReturn;
  today: string;
  onInvalid(message: string | null): void;
}) {
  return (
    <input
      {...control}
      {...registration}
      type="date"
      min={earliestDemoDay(today)}
      onChange={(event) => {
        const message = demoDateError(event.target.value, today);
        if (event.target.value && message) {
          onInvalid(message);
          event.target.value = '';
          void registration.onChange({
            target: { value: '', name: registration.name },
            type: 'change',
          });
          return;
        }
        onInvalid(null);
        void registration.onChange(event);
      }}
      sx={{ variant: 'forms.input' }}
    />
  );
}
