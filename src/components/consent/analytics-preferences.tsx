/**
 * The analytics-only consent panel (footer 'Cookie Settings'): Accept, Reject, Revoke (only when
 * analytics was accepted; clears analytics data) and Close. It reports on close whether the
 * visitor changed their consent.
 */
import { useRef, useState } from 'react';
import { Dialog } from '../../ui/dialog';
import { useConsent } from '../../services/consent-context';

export function AnalyticsPreferences({
  open,
  onClose,
}: {
  open: boolean;
  onClose(changed: boolean): void;
}) {
  const { record, acceptAnalytics, rejectAnalytics, revokeAnalytics } = useConsent();
  const changed = useRef(false);
  const [status, setStatus] = useState<string | null>(null);
  const accepted = record?.analytics === true;

  const close = () => {
    const didChange = changed.current;
    changed.current = false;
    setStatus(null);
    onClose(didChange);
  };
  const act = (action: () => void, message: string) => {
    action();
    changed.current = true;
    setStatus(message);
  };

  return (
    <Dialog open={open} onClose={close} title="Analytics Cookies" testId="analytics-preferences">
      <p sx={{ mt: 0 }}>
        Analytics cookies help us understand how visitors use the site. They are set only with your
        consent.
      </p>
      <p data-testid="analytics-status">
        Analytics cookies are currently {accepted ? 'allowed' : 'not allowed'}.
      </p>
      {status && <p role="status">{status}</p>}
      <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <button
          type="button"
          sx={{ variant: 'buttons.primary' }}
          onClick={() => act(acceptAnalytics, 'Analytics cookies allowed.')}
        >
          Accept
        </button>
        <button
          type="button"
          sx={{ variant: 'buttons.secondary' }}
          onClick={() => act(rejectAnalytics, 'Analytics cookies declined.')}
        >
          Reject
        </button>
        {accepted && (
          <button
            type="button"
            sx={{ variant: 'buttons.secondary' }}
            onClick={() =>
              act(revokeAnalytics, 'Analytics consent revoked and analytics data cleared.')
            }
          >
            Revoke
          </button>
        )}
        <button type="button" sx={{ variant: 'buttons.ghost', px: 3 }} onClick={close}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
