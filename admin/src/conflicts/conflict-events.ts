/**
 * A save refused because someone else saved the record after it was opened (412, see
 * packages/domain/src/record-versions.ts): the screen that made the save tells it here, and the
 * conflict dialog inside that record's form shows it.
 */
import { HttpError, type Identifier } from 'react-admin';
import type { RecordVersion } from '@cloud-consulting/domain/record-versions';
import { createSignal } from '../shared/signal';

export interface Conflict {
  resource: string;
  id: Identifier;
  /** The record's version now, who saved it and when. */
  current: RecordVersion;
}

const conflicts = createSignal<Conflict>();

export const onConflict = conflicts.listen;
export const reportConflict = conflicts.tell;

/** The record's version now when `error` is a refusal as stale, else null. */
export function staleVersion(error: unknown): RecordVersion | null {
  if (!(error instanceof HttpError) || error.status !== 412) return null;
  const current = (error.body as { current?: RecordVersion } | undefined)?.current;
  return current && typeof current.version === 'number' ? current : null;
}
