/**
 * Whether a draft's autosave is on its way to the provider: Save and the status actions wait
 * for it, so a person's own autosave never makes their next save look stale.
 */
import { useEffect, useState } from 'react';
import { createSignal } from '../shared/signal';

const inFlight = createSignal<boolean>();
let travelling = false;

export function setAutosaveInFlight(value: boolean): void {
  travelling = value;
  inFlight.tell(value);
}

export function useAutosaveInFlight(): boolean {
  const [value, setValue] = useState(travelling);
  useEffect(() => inFlight.listen(setValue), []);
  return value;
}
