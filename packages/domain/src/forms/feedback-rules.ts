/**
 * The feedback widget's rules that need no validation library: types, sections shown per type,
 * when submit is enabled, and the messages. Kept apart from the joi schema (feedback.ts) so the
 * widget, on every page, loads joi only when a visitor submits.
 */

export const FEEDBACK_TYPES = [
  'service_feedback',
  'new_service',
  'product_feedback',
  'new_product',
  'workshop',
] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const DELIVERY_MODES = ['live', 'classroom', 'hybrid'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

export const FEEDBACK_MESSAGES = {
  captcha:
    'Please complete the CAPTCHA verification by entering the characters shown and clicking "Verify CAPTCHA" before submitting.',
  required: 'Please fill out subject, message and email.',
  email: 'Invalid email format.',
  messageWords: 'Message exceeds word limit.',
  helperAll: 'Please fill in all required fields and complete CAPTCHA verification',
  helperCheckOnly: 'Please complete the CAPTCHA verification to submit your feedback',
  submitting: 'Submitting...',
  thankYou: 'Thank You!',
  promise: "We'll get back to you within 24 hours.",
  failedDefault: 'Failed to submit feedback',
  unexpected:
    'Sorry, there was an error submitting your feedback. Please try again or contact us directly.',
  type: 'Please choose a feedback type.',
  category: 'Please choose a category from the list.',
  rating: 'Rating must be a whole number from 0 to 5.',
  deliveryMode: 'Please choose live, classroom or hybrid.',
} as const;

export interface FeedbackValues {
  type: FeedbackType;
  category?: string;
  subject: string;
  message: string;
  email: string;
  rating: number;
  deliveryMode?: DeliveryMode | '';
}

/** Which optional sections the dialog shows for a feedback type. */
export function feedbackSections(type: FeedbackType | '' | undefined): {
  category: boolean;
  deliveryMode: boolean;
  rating: boolean;
} {
  return {
    category: type === 'service_feedback' || type === 'new_service',
    deliveryMode: type === 'workshop',
    rating: type === 'service_feedback' || type === 'product_feedback',
  };
}

/**
 * Whether the submit button is enabled, and the helper text under it when it is not. The check
 * alone missing gets its own text so the visitor knows the fields are fine.
 */
export function feedbackSubmitState(input: {
  type?: string;
  subject?: string;
  message?: string;
  email?: string;
  humanVerified: boolean;
}): { canSubmit: boolean; helperText: string | null } {
  const fieldsPresent = [input.type, input.subject, input.message, input.email].every(
    (value) => typeof value === 'string' && value.trim() !== '',
  );
  if (fieldsPresent && input.humanVerified) return { canSubmit: true, helperText: null };
  return {
    canSubmit: false,
    helperText: fieldsPresent ? FEEDBACK_MESSAGES.helperCheckOnly : FEEDBACK_MESSAGES.helperAll,
  };
}

/** The alert after a rejected submit: the server's own message when there is one. */
export const feedbackFailureAlert = (serverMessage?: string | null): string =>
  serverMessage && serverMessage.trim() !== ''
    ? `Error: ${serverMessage}`
    : FEEDBACK_MESSAGES.failedDefault;
