/**
 * The feedback dialog of the floating widget: a vertical 'FEEDBACK' tab at the left edge on large screens, a
 * round button on small ones, opening the 'Share Your Feedback' dialog. Sections depend on the
 * type (the shared feedback form rules); submit stays disabled until the required fields and the human
 * check are present. Success shows 'Thank You!' for 3 s, then closes and clears; a failure keeps
 * the dialog open, with what the visitor typed, and an alert.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { FEEDBACK_SERVICE_CATEGORIES } from '@cloud-consulting/domain/catalogues';
import {
  EMAIL_MAX_LENGTH,
  FEEDBACK_SUCCESS_MS,
  LONG_TEXT_MAX_LENGTH,
  RATING_NONE,
  TITLE_MAX_LENGTH,
} from '@cloud-consulting/domain/constants';
import {
  DELIVERY_MODES,
  FEEDBACK_MESSAGES,
  FEEDBACK_TYPES,
  feedbackFailureAlert,
  feedbackSections,
  feedbackSubmitState,
  type DeliveryMode,
  type FeedbackType,
} from '@cloud-consulting/domain/forms/feedback-rules';
import { HONEYPOT_FIELD } from '@cloud-consulting/domain/human-check';
import { ApiError } from '../../services/api-client';
import { useServerHumanCheck } from '../../services/use-human-check';
import { useApi } from '../../services/api-context';
import { Dialog } from '../../ui/dialog';
import { HumanCheck } from '../human-check/human-check';
import { StarRating } from './star-rating';

export const FEEDBACK_TYPE_LABELS: Record<FeedbackType, string> = {
  service_feedback: 'Service Feedback',
  new_service: 'New Service Request',
  product_feedback: 'Product Feedback',
  new_product: 'New Product Idea',
  workshop: 'Workshop',
};

const DELIVERY_LABELS: Record<DeliveryMode, string> = {
  live: 'Live online',
  classroom: 'Classroom',
  hybrid: 'Hybrid',
};

interface FormState {
  type: FeedbackType | '';
  category: string;
  subject: string;
  message: string;
  email: string;
  rating: number;
  deliveryMode: DeliveryMode | '';
}

const EMPTY: FormState = {
  type: '',
  category: '',
  subject: '',
  message: '',
  email: '',
  rating: RATING_NONE,
  deliveryMode: '',
};

type Phase = 'editing' | 'submitting' | 'success';

export interface FeedbackDialogProps {
  open: boolean;
  /** Rises each time the visitor opens the dialog: a new question and a fresh start. */
  openCount: number;
  onClose(): void;
}

export function FeedbackDialog({ open, openCount, onClose }: FeedbackDialogProps) {
  const client = useApi();
  const [form, setForm] = useState<FormState>(EMPTY);
  // The server's signed question: fetched when the dialog opens, not on every page view.
  const humanCheck = useServerHumanCheck({ fetchOnMount: false });
  const verified = humanCheck.verified;
  const [phase, setPhase] = useState<Phase>('editing');
  const [alert, setAlert] = useState<string | null>(null);
  const successTimer = useRef<ReturnType<typeof setTimeout>>();
  const ids = {
    type: useId(),
    category: useId(),
    subject: useId(),
    message: useId(),
    email: useId(),
    mode: useId(),
  };

  useEffect(() => () => clearTimeout(successTimer.current), []);

  const sections = feedbackSections(form.type);
  const { canSubmit, helperText } = feedbackSubmitState({ ...form, humanVerified: verified });
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  // Opening the dialog resets the human check (a new signed question) and the form's timestamp.
  const refreshCheck = humanCheck.refresh;
  useEffect(() => {
    if (openCount === 0) return;
    refreshCheck();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new opening starts afresh
    setAlert(null);
    setPhase('editing');
  }, [openCount, refreshCheck]);
  const close = () => {
    if (phase === 'submitting') return;
    clearTimeout(successTimer.current);
    if (phase === 'success') setForm(EMPTY);
    setPhase('editing');
    onClose();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setAlert(null);
    if (!verified) {
      setAlert(FEEDBACK_MESSAGES.captcha);
      return;
    }
    const values = {
      type: form.type,
      category: sections.category ? form.category : '',
      subject: form.subject.trim(),
      message: form.message,
      email: form.email.trim(),
      rating: sections.rating ? form.rating : RATING_NONE,
      deliveryMode: sections.deliveryMode ? form.deliveryMode : '',
    };
    setPhase('submitting');
    // The schema (and joi) loads only now, so the widget costs every page little.
    let validateFeedback: typeof import('@cloud-consulting/domain/forms/feedback').validateFeedback;
    try {
      ({ validateFeedback } = await import('@cloud-consulting/domain/forms/feedback'));
    } catch {
      // The chunk could not load (offline): nothing is lost, the visitor may try again.
      setAlert(FEEDBACK_MESSAGES.unexpected);
      setPhase('editing');
      return;
    }
    const result = validateFeedback(values);
    if (result.errors) {
      const order = ['subject', 'message', 'email', 'type', 'category', 'rating', 'deliveryMode'];
      const key = order.find((field) => result.errors[field]) ?? Object.keys(result.errors)[0];
      setAlert(result.errors[key]);
      setPhase('editing');
      return;
    }
    try {
      await humanCheck.waitForMinimumFillTime();
      const response = await client.feedback.submit(result.value, {
        ...humanCheck.bodyField(),
        [HONEYPOT_FIELD]: '',
      });
      if (response && response.success === false) {
        setAlert(feedbackFailureAlert(response.message));
        setPhase('editing');
        humanCheck.refresh();
        return;
      }
      setPhase('success');
      successTimer.current = setTimeout(() => {
        setForm(EMPTY);
        setPhase('editing');
        onClose();
      }, FEEDBACK_SUCCESS_MS);
    } catch (error) {
      const httpFailure = error instanceof ApiError && error.status !== null;
      setAlert(
        httpFailure ? feedbackFailureAlert(error.serverMessage) : FEEDBACK_MESSAGES.unexpected,
      );
      setPhase('editing');
      // A challenge answers once: the visitor gets a new question, and keeps what was typed.
      humanCheck.refresh();
    }
  };

  return (
    <>
      <Dialog open={open} onClose={close} title="Share Your Feedback" testId="feedback-dialog">
        {phase === 'success' ? (
          <div role="status" sx={{ textAlign: 'center', py: 4 }}>
            <p sx={{ fontSize: 5, fontWeight: 'bold', m: 0 }}>{FEEDBACK_MESSAGES.thankYou}</p>
            <p>{FEEDBACK_MESSAGES.promise}</p>
          </div>
        ) : (
          <form method="post" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 3 }}>
            <div>
              <label htmlFor={ids.type} sx={{ variant: 'forms.label' }}>
                Feedback type *
              </label>
              <select
                id={ids.type}
                required
                value={form.type}
                onChange={(e) => set('type', e.target.value as FeedbackType | '')}
                sx={{ variant: 'forms.input' }}
              >
                <option value="">Select a type</option>
                {FEEDBACK_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {FEEDBACK_TYPE_LABELS[type]}
                  </option>
                ))}
              </select>
            </div>
            {sections.category && (
              <div>
                <label htmlFor={ids.category} sx={{ variant: 'forms.label' }}>
                  Category
                </label>
                <select
                  id={ids.category}
                  value={form.category}
                  onChange={(e) => set('category', e.target.value)}
                  sx={{ variant: 'forms.input' }}
                >
                  <option value="">Select a category</option>
                  {FEEDBACK_SERVICE_CATEGORIES.map((category) => (
                    <option key={category} value={category}>
                      {category}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {sections.deliveryMode && (
              <div>
                <label htmlFor={ids.mode} sx={{ variant: 'forms.label' }}>
                  Delivery mode
                </label>
                <select
                  id={ids.mode}
                  value={form.deliveryMode}
                  onChange={(e) => set('deliveryMode', e.target.value as DeliveryMode | '')}
                  sx={{ variant: 'forms.input' }}
                >
                  <option value="">Select a delivery mode</option>
                  {DELIVERY_MODES.map((mode) => (
                    <option key={mode} value={mode}>
                      {DELIVERY_LABELS[mode]}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {sections.rating && (
              <StarRating value={form.rating} onChange={(value) => set('rating', value)} />
            )}
            <div>
              <label htmlFor={ids.subject} sx={{ variant: 'forms.label' }}>
                Subject *
              </label>
              <input
                id={ids.subject}
                required
                // The feedback schema's caps: the schema itself loads only on submit.
                maxLength={TITLE_MAX_LENGTH}
                value={form.subject}
                onChange={(e) => set('subject', e.target.value)}
                sx={{ variant: 'forms.input' }}
              />
            </div>
            <div>
              <label htmlFor={ids.message} sx={{ variant: 'forms.label' }}>
                Message *
              </label>
              <textarea
                id={ids.message}
                required
                rows={4}
                maxLength={LONG_TEXT_MAX_LENGTH}
                value={form.message}
                onChange={(e) => set('message', e.target.value)}
                sx={{ variant: 'forms.input', fontFamily: 'body' }}
              />
            </div>
            <div>
              <label htmlFor={ids.email} sx={{ variant: 'forms.label' }}>
                Email *
              </label>
              <input
                id={ids.email}
                type="email"
                required
                autoComplete="email"
                maxLength={EMAIL_MAX_LENGTH}
                value={form.email}
                onChange={(e) => set('email', e.target.value)}
                sx={{ variant: 'forms.input' }}
              />
            </div>
            <HumanCheck {...humanCheck.props} />
            {alert && (
              <p role="alert" sx={{ color: 'danger', m: 0 }}>
                {alert}
              </p>
            )}
            <div>
              <button
                type="submit"
                disabled={!canSubmit || phase === 'submitting'}
                sx={{ variant: 'buttons.primary', width: '100%' }}
              >
                {phase === 'submitting' ? FEEDBACK_MESSAGES.submitting : 'Submit Feedback'}
              </button>
              {helperText && <p sx={{ fontSize: 1, color: 'mutedText', mb: 0 }}>{helperText}</p>}
            </div>
          </form>
        )}
      </Dialog>
    </>
  );
}
