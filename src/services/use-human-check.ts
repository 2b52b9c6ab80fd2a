/**
 * The server's signed human check for a form: fetches a challenge (on mount and on refresh),
 * tracks whether the visitor's answer is right, and hands the form what its body must carry.
 * The HumanCheck component shows it; the answer is checked again on the server against the
 * signature, and a challenge works once.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { FORM_MIN_FILL_MS } from '@cloud-consulting/domain/constants';
import { HUMAN_CHECK_BODY_FIELD } from '@cloud-consulting/domain/human-check';
import type { HumanCheckChallenge } from './lead-api';
import { useLeadApi } from './lead-api';

export interface HumanCheckProof {
  challenge: string;
  answer: string;
}

export interface ServerHumanCheck {
  /** The question text, or null while loading (or when the server could not be reached). */
  question: string | null;
  verified: boolean;
  /** Props for the HumanCheck component. */
  props: {
    question: string | null;
    onRefresh(): void;
    onValidChange(valid: boolean): void;
    onAnswer(answer: string): void;
  };
  /** A new question (after a successful submission, or when the server refused the old one). */
  refresh(): void;
  /** `{ humanCheck: { challenge, answer } }` for the body, or null when not verified. */
  bodyField(): Record<typeof HUMAN_CHECK_BODY_FIELD, HumanCheckProof> | null;
  /** Resolves once the form has been open long enough for the server to accept it. */
  waitForMinimumFillTime(): Promise<void>;
}

export interface ServerHumanCheckOptions {
  now?: () => number;
  /** Fetch a question as soon as the form mounts (default). A dialog fetches when it opens. */
  fetchOnMount?: boolean;
}

export function useServerHumanCheck({
  now = Date.now,
  fetchOnMount = true,
}: ServerHumanCheckOptions = {}): ServerHumanCheck {
  const api = useLeadApi();
  const [challenge, setChallenge] = useState<HumanCheckChallenge | null>(null);
  const [verified, setVerified] = useState(false);
  const issuedAt = useRef(0);
  const answer = useRef('');
  const request = useRef(0);

  const refresh = useCallback(() => {
    const id = ++request.current;
    setVerified(false);
    answer.current = '';
    api
      .humanCheck()
      .then((next) => {
        if (id !== request.current) return;
        issuedAt.current = now();
        setChallenge(next);
      })
      .catch(() => {
        if (id === request.current) setChallenge(null);
      });
    // now is a clock, not state
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api]);

  useEffect(() => {
    // The challenge is fetched in the browser after hydration, never at build time.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (fetchOnMount) refresh();
  }, [refresh, fetchOnMount]);

  const onValidChange = useCallback((valid: boolean) => setVerified(valid), []);
  const onAnswer = useCallback((value: string) => {
    answer.current = value;
  }, []);

  return {
    question: challenge?.question ?? null,
    verified,
    props: { question: challenge?.question ?? null, onRefresh: refresh, onValidChange, onAnswer },
    refresh,
    bodyField: () =>
      verified && challenge
        ? { [HUMAN_CHECK_BODY_FIELD]: { challenge: challenge.challenge, answer: answer.current } }
        : null,
    waitForMinimumFillTime: () => {
      const wait = issuedAt.current + FORM_MIN_FILL_MS - now();
      return wait > 0 ? new Promise((resolve) => setTimeout(resolve, wait)) : Promise.resolve();
    },
  };
}
