/**
 * The corporate training request. Lookup lists for session type, duration and topic ('Loading...'
 * while they load; empty when the call fails), the preferred-date calendar, the server's human
 * check and a honeypot. Submittable once the check has passed and a date is chosen.
 *
 * The thank-you shows whatever the server answers. The request is not lost for that: it goes to
 * the browser outbox first (local storage) and is sent, then retried in the background with the
 * same Idempotency-Key until the server stores it.
 */
import { useMemo, useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { API_PATHS } from '@cloud-consulting/domain/api-paths';
import { calendarDay } from '@cloud-consulting/domain/dates';
import {
  TRAINING_MESSAGES as M,
  createTrainingRequestSchema,
  type TrainingRequestValues,
  trainingSubmitReason,
} from '@cloud-consulting/domain/forms/training-request';
import type { LookupItem, TrainingLookups } from '../../services/lead-api';
import { useLeadOutbox } from '../../services/use-lead-outbox';
import { useRemoteList } from '../../services/use-remote-list';
import { Dialog } from '../../ui/dialog';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { AddressFields } from './address-fields';
import { LeadForm } from './lead-form';
import { PreferredDateField } from './preferred-date-field';
import { useLeadForm } from './use-lead-form';

type FormValues = Omit<TrainingRequestValues, 'submittedAt'>;

const EMPTY: FormValues = {
  fullName: '',
  email: '',
  company: '',
  companyUrl: '',
  phone: '',
  role: '',
  city: '',
  state: '',
  country: '',
  zipCode: '',
  sessionType: '',
  trainingTopic: '',
  trainingDuration: '',
  details: '',
  preferredDate: '',
};

const NO_LOOKUPS: TrainingLookups = {
  trainingTypes: [],
  trainingDurations: [],
  trainingTopics: [],
};
const names = (items: LookupItem[]) => items.map((item) => item.Name);

const hasItems = (lookups: TrainingLookups) =>
  lookups.trainingTypes.length + lookups.trainingDurations.length + lookups.trainingTopics.length >
  0;

export interface TrainingRequestFormProps {
  /** The lists as the build has them: shown at once, replaced by the provider's answer. */
  builtLookups?: TrainingLookups;
}

export function TrainingRequestForm({ builtLookups = NO_LOOKUPS }: TrainingRequestFormProps) {
  const outbox = useLeadOutbox();
  const today = useMemo(() => calendarDay(new Date()), []);
  const schema = useMemo(() => createTrainingRequestSchema(today), [today]);
  const lead = useLeadForm<FormValues>({ schema, defaultValues: EMPTY });
  const { api, field, errors, humanCheck } = lead;
  const { control } = lead.form;
  // The thank-you dialog gives focus back to the cleared form: its submit button is disabled
  // again (no date, no human check) and cannot hold focus.
  const form = useRef<HTMLFormElement>(null);
  const [thanks, setThanks] = useState(false);
  const { data: fetched, loading } = useRemoteList(api.trainingLookups, NO_LOOKUPS);
  // The provider's lists once they arrive with items; the build's until then, or if the call fails.
  const lookups = hasItems(fetched) ? fetched : builtLookups;
  // Submit waits for a date and the human check, and says so: picking a day re-renders the
  // button's part, not the whole form.
  const useSubmitReason = () =>
    trainingSubmitReason(
      useWatch({ control, name: 'preferredDate' }) !== '',
      humanCheck.verified,
    );
  const placeholder = (text: string) => (loading && !hasItems(lookups) ? 'Loading...' : text);

  const onValid = async (values: FormValues) => {
    const guard = lead.guard();
    if (!guard) return;
    const body = { ...values, submittedAt: new Date().toISOString(), ...guard };
    const sent = await lead.submit(values, async (key) => {
      // Stored in the outbox before it is sent: whatever happens next, the request is kept
      // until the server has it.
      await outbox.submit(API_PATHS.trainingSubmit, body, key);
      return true;
    });
    if (!sent) return; // a second click while the first submission was on its way
    lead.clear();
    setThanks(true);
  };

  return (
    <>
      <LeadForm
        lead={lead}
        formRef={form}
        name="Corporate Training Request"
        postTo="training-request"
        onValid={onValid}
        submitLabel="Submit Request"
        busyLabel="Submitting..."
        useSubmitReason={useSubmitReason}
      >
        <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1fr 1fr'], columnGap: 3 }}>
          <TextField label="Full Name" required autoComplete="name" {...field('fullName')} />
          <TextField label="Email" required type="email" autoComplete="email" {...field('email')} />
          <TextField label="Company" required autoComplete="organization" {...field('company')} />
          <TextField
            label="Company Website"
            type="url"
            autoComplete="url"
            {...field('companyUrl')}
          />
          <TextField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
          <TextField label="Role" required autoComplete="organization-title" {...field('role')} />
          <AddressFields
            stateLabel="State"
            city={field('city')}
            state={field('state')}
            country={field('country')}
            zipCode={field('zipCode')}
          />
          <SelectField
            label="Session Type"
            required
            placeholder={placeholder('Select a session type')}
            options={names(lookups.trainingTypes)}
            {...field('sessionType')}
          />
          <SelectField
            label="Training Duration"
            required
            placeholder={placeholder('Select a duration')}
            options={names(lookups.trainingDurations)}
            {...field('trainingDuration')}
          />
        </div>
        <SelectField
          label="Training Topic"
          required
          placeholder={placeholder('Select a training topic')}
          options={names(lookups.trainingTopics)}
          {...field('trainingTopic')}
        />
        <Controller
          control={control}
          name="preferredDate"
          render={({ field }) => (
            <PreferredDateField
              ref={field.ref}
              today={today}
              value={field.value}
              onChange={field.onChange}
              error={errors.preferredDate?.message}
            />
          )}
        />
        <TextField label="Training Details" required multiline {...field('details')} />
      </LeadForm>
      <Dialog
        open={thanks}
        onClose={() => setThanks(false)}
        title="Thank You!"
        testId="training-thanks"
        returnFocusRef={form}
      >
        <p>{M.thankYou}</p>
        <p>{M.thankYouDetail}</p>
        <button type="button" sx={{ variant: 'buttons.primary' }} onClick={() => setThanks(false)}>
          Close
        </button>
      </Dialog>
    </>
  );
}
