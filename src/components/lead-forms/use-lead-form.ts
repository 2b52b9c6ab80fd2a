/**
 * The wiring every lead form shares: the form state (react-hook-form with the form's joi schema,
 * every error at once), the server's human check, the honeypot, and one submission at a time
 * with its Idempotency-Key.
 *
 * A second click while the first submission is on its way does nothing, and sending the same
 * fingerprint again after a failure reuses the key: a request that did reach the server answers
 * its first result, never a duplicate. A failure keeps what was typed; `clear` after a stored
 * lead empties the form and asks a new question.
 */
import { joiResolver } from '@hookform/resolvers/joi';
import type Joi from 'joi';
import { useRef, useState, type FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type SubmitHandler,
} from 'react-hook-form';
import { maxLengthOf } from '@cloud-consulting/domain/forms/shared';
import { HONEYPOT_FIELD } from '@cloud-consulting/domain/human-check';
import { newIdempotencyKey, useLeadApi } from '../../services/lead-api';
import { useCarriedDefaults } from '../../ui/carried-input';
import { useServerHumanCheck } from '../../services/use-human-check';

export interface LeadFormOptions<V extends FieldValues> {
  schema: Joi.Schema;
  defaultValues: DefaultValues<V>;
  /** What the form returns to after a stored lead (default: the default values). */
  empty?: V;
  /** A field's error text (default: the schema's message). */
  errorText?(errors: FieldErrors<V>, name: Path<V>): string | undefined;
}

export function useLeadForm<V extends FieldValues>({
  schema,
  defaultValues,
  empty,
  errorText,
}: LeadFormOptions<V>) {
  const api = useLeadApi();
  const humanCheck = useServerHumanCheck();
  const honeypot = useRef<HTMLInputElement>(null);
  const busy = useRef(false);
  const last = useRef<{ fingerprint: string; key: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<V>({
    resolver: joiResolver(schema, { abortEarly: false }),
    // What was typed into the built form before its script took over is kept.
    defaultValues: useCarriedDefaults(defaultValues),
  });
  const { errors } = form.formState;

  /**
   * A field's binding for the shared field components: its registration, error text and the
   * schema's character cap.
   */
  const field = (name: Path<V>) => ({
    registration: form.register(name),
    error: errorText ? errorText(errors, name) : (errors[name]?.message as string | undefined),
    maxLength: maxLengthOf(schema, name),
  });

  /**
   * What every lead body carries besides its fields: the honeypot's value and the human check's
   * proof. Null while the check has not passed.
   */
  const guard = () => {
    const proof = humanCheck.bodyField();
    return proof && { [HONEYPOT_FIELD]: honeypot.current?.value ?? '', ...proof };
  };

  /**
   * Runs `send` with the fingerprint's key once the form has been open long enough for the
   * server; undefined when a submission is already running.
   */
  const submit = async <T>(
    fingerprint: unknown,
    send: (key: string) => Promise<T>,
  ): Promise<T | undefined> => {
    if (busy.current) return undefined;
    busy.current = true;
    setSubmitting(true);
    const text = JSON.stringify(fingerprint);
    if (last.current?.fingerprint !== text) {
      last.current = { fingerprint: text, key: newIdempotencyKey() };
    }
    const { key } = last.current;
    try {
      await humanCheck.waitForMinimumFillTime();
      const result = await send(key);
      last.current = null;
      return result;
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  /** After a stored lead: the empty form and a new question. */
  const clear = () => {
    form.reset(empty ?? (defaultValues as V));
    humanCheck.refresh();
  };

  /** The form's submit handler: validates, then calls `onValid` with the values. */
  const onSubmit = (onValid: SubmitHandler<V>) => (event: FormEvent<HTMLFormElement>) =>
    void form.handleSubmit(onValid)(event);

  return {
    api,
    humanCheck,
    honeypot,
    form,
    errors,
    field,
    guard,
    submit,
    submitting,
    clear,
    onSubmit,
  };
}

export type LeadFormState<V extends FieldValues> = ReturnType<typeof useLeadForm<V>>;
