/**
 * The arithmetic human check. A new question on mount, when `refreshKey` changes and on the
 * refresh button; each new question clears the answer and reports invalid. Verify checks the
 * answer (the shared human-check rules); editing after success resets verification.
 *
 * Server mode (`onRefresh` given): the question is the server's signed challenge (`question`,
 * from useServerHumanCheck); refresh asks the server for a new one, and `onAnswer` hands the
 * verified answer to the form, which sends it with the challenge.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import {
  generateQuestion,
  parseQuestion,
  verifyAnswer,
  type Question,
} from '@cloud-consulting/domain/human-check';

/** What a visitor without scripts reads in place of the question. */
export const HUMAN_CHECK_NO_SCRIPT =
  'Verification: with JavaScript off, the question is asked on the next page after you send the form.';

export interface HumanCheckProps {
  onValidChange(valid: boolean): void;
  refreshKey?: number | string;
  random?: () => number;
  /** Server mode: the challenge's question text (null while it loads). */
  question?: string | null;
  /** Server mode: asks the server for a new question. */
  onRefresh?(): void;
  /** The answer, once verified. */
  onAnswer?(answer: string): void;
}

export function HumanCheck({
  onValidChange,
  refreshKey,
  random = Math.random,
  question: serverQuestion,
  onRefresh,
  onAnswer,
}: HumanCheckProps) {
  const serverMode = onRefresh !== undefined;
  const [localQuestion, setQuestion] = useState<Question | null>(null);
  const question = serverMode ? parseQuestion(serverQuestion) : localQuestion;
  const [answer, setAnswer] = useState('');
  const [verified, setVerified] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const inputId = useId();
  const messageId = useId();

  const reset = useCallback(() => {
    setAnswer('');
    setVerified(false);
    setError(null);
    setSuccess(null);
    onValidChange(false);
    // onValidChange is the parent's setter; a new question must not depend on its identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const refresh = useCallback(() => {
    if (serverMode) {
      onRefresh();
      return;
    }
    setQuestion(generateQuestion(random));
    reset();
    // onRefresh is the parent's callback; only the mode matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [random, reset, serverMode]);

  useEffect(() => {
    if (serverMode) return;
    // The question is random, so it is made in the browser after hydration: the server's HTML
    // and the first client render must agree.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    refresh();
  }, [refresh, refreshKey, serverMode]);

  useEffect(() => {
    // A new server question clears the answer, like a new local one.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (serverMode) reset();
  }, [serverQuestion, serverMode, reset]);

  const verify = () => {
    if (!question) return;
    const result = verifyAnswer(answer, question.answer);
    if (result.ok) {
      setVerified(true);
      setError(null);
      setSuccess(result.message);
      onValidChange(true);
      onAnswer?.(answer.trim());
    } else {
      setVerified(false);
      setSuccess(null);
      setError(result.message);
      if (result.reason === 'incorrect') setAnswer('');
      onValidChange(false);
    }
  };

  return (
    <div
      data-testid="human-check"
      sx={{ border: '1px solid', borderColor: 'border', borderRadius: 'default', p: 3 }}
    >
      {/* Without scripts the provider asks the question on its own page after the send. */}
      <noscript>
        <p sx={{ m: 0 }}>{HUMAN_CHECK_NO_SCRIPT}</p>
      </noscript>
      <label data-human-check-live="" htmlFor={inputId} sx={{ variant: 'forms.label' }}>
        Verification: what is {question ? question.text : '…'}?
      </label>
      <div data-human-check-live="" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <input
          id={inputId}
          inputMode="numeric"
          autoComplete="off"
          value={answer}
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
          onChange={(event) => {
            setAnswer(event.target.value);
            if (verified) {
              setVerified(false);
              setSuccess(null);
              onValidChange(false);
            }
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              verify();
            }
          }}
          sx={{ variant: 'forms.input', maxWidth: 120 }}
        />
        <button type="button" sx={{ variant: 'buttons.secondary' }} onClick={verify}>
          Verify
        </button>
        <button
          type="button"
          aria-label="New question"
          sx={{ variant: 'buttons.ghost', minWidth: 44, minHeight: 44 }}
          onClick={refresh}
        >
          ↻
        </button>
      </div>
      <div id={messageId} aria-live="polite">
        {error && <p sx={{ color: 'danger', mb: 0 }}>{error}</p>}
        {success && <p sx={{ color: 'success', mb: 0 }}>{success}</p>}
      </div>
    </div>
  );
}
