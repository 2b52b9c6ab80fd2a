/**
 * Renders blog components the way pages get them: theme, an API client over a fake network,
 * toasts and consent (the parts of the shell they use), with build data set.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { acceptAllConsent, rejectAllConsent } from '@cloud-consulting/domain/consent';
import { STORAGE_KEYS } from '@cloud-consulting/domain/storage-keys';
import { ConsentProvider } from '../../../src/components/consent/consent-provider';
import { RootWrapper } from '../../../src/components/root/root-wrapper';
import { ToastProvider } from '../../../src/components/toast/toast-provider';
import type { ApiClient } from '../../../src/services/api-client';
import { ApiProvider } from '../../../src/services/api-context';
import { resetGuestSessionMemory } from '../../../src/services/guest-session-store';
import { setBuildData } from '../support/shell';

export type ConsentSetup = 'accepted' | 'rejected' | 'none';

/** Starts a test with clean storage and the given stored cookie choice. */
export function prepareVisitor(consent: ConsentSetup): void {
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetGuestSessionMemory();
  setBuildData();
  if (consent !== 'none') {
    const record =
      consent === 'accepted' ? acceptAllConsent(new Date()) : rejectAllConsent(new Date());
    window.localStorage.setItem(STORAGE_KEYS.cookieConsent, JSON.stringify(record));
  }
}

export function renderBlog(ui: ReactElement, client: ApiClient): RenderResult {
  return render(
    <RootWrapper>
      <ApiProvider client={client}>
        <ToastProvider>
          <ConsentProvider>{ui}</ConsentProvider>
        </ToastProvider>
      </ApiProvider>
    </RootWrapper>,
  );
}
