/** Told when an invitation is sent from the dialog, so the pending list under it reloads. */
import { createSignal } from '../shared/signal';

export const invitationsChanged = createSignal<void>();
