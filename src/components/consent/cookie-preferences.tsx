/**
 * The preferences dialog behind the footer's 'Cookie Settings': every category, preset from the
 * stored choice, with Save Preferences, Accept All and Reject All (each stores the choice with a
 * new date and closes), Revoke for analytics once it was accepted (clears analytics data and
 * stays open) and Close. It reports on close whether the visitor changed their consent.
 */
import { useId, useRef, useState } from 'react';
import { initialCustomChoice, type ConsentChoice } from '@cloud-consulting/domain/consent';
import { Dialog } from '../../ui/dialog';
import { useConsent } from '../../services/consent-context';
import { CookieCategories } from './cookie-categories';

export function CookiePreferences({
  open,
  onClose,
}: {
  open: boolean;
  onClose(changed: boolean): void;
}) {
  const changed = useRef(false);
  const close = () => {
    const didChange = changed.current;
    changed.current = false;
    onClose(didChange);
  };
  return (
    <Dialog open={open} onClose={close} title="Cookie Settings" testId="cookie-preferences">
      {/* Mounted only while open, so each opening starts from the stored choice. */}
      {open && (
        <PreferencesForm
          onChanged={() => {
            changed.current = true;
          }}
          onDone={() => {
            changed.current = true;
            close();
          }}
          onClose={close}
        />
      )}
    </Dialog>
  );
}

function PreferencesForm({
  onChanged,
  onDone,
  onClose,
}: {
  onChanged(): void;
  onDone(): void;
  onClose(): void;
}) {
  const { record, acceptAll, rejectAll, save, revokeAnalytics } = useConsent();
  const [choice, setChoice] = useState<ConsentChoice>(() => initialCustomChoice(record));
  const [status, setStatus] = useState<string | null>(null);
  const statusId = useId();
  const accepted = record?.analytics === true;

  const done = (action: () => void) => () => {
    action();
    onDone();
  };
  const revoke = () => {
    revokeAnalytics();
    onChanged();
    setChoice((current) => ({ ...current, analytics: false }));
    setStatus('Analytics consent revoked and analytics data cleared.');
  };

  return (
    <>
      <p sx={{ mt: 0 }}>
        Choose which cookies we may use. You can change your choice here at any time.
      </p>
      {/* A toggle that Tab reaches scrolls clear of the buttons kept at the bottom. */}
      <div sx={{ '& input': { scrollMarginBottom: '180px' } }}>
        <CookieCategories choice={choice} onChange={setChoice} />
      </div>
      <p id={statusId} data-testid="analytics-status">
        Analytics cookies are currently {accepted ? 'allowed' : 'not allowed'}.
      </p>
      {status && <p role="status">{status}</p>}
      {/* Kept in view at the dialog's bottom while the categories scroll: on a phone the
          dialog is shorter than its content, and the last buttons (Close) would be cut. */}
      <div
        sx={{
          position: 'sticky',
          bottom: (theme) => `-${String(theme.space?.[4] ?? 24)}px`,
          mx: -4,
          mb: -4,
          px: 4,
          py: 3,
          bg: 'background',
          borderTop: '1px solid',
          borderColor: 'border',
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
        }}
      >
        <button
          type="button"
          sx={{ variant: 'buttons.primary' }}
          onClick={done(() => save(choice))}
        >
          Save Preferences
        </button>
        <button type="button" sx={{ variant: 'buttons.secondary' }} onClick={done(acceptAll)}>
          Accept All
        </button>
        <button type="button" sx={{ variant: 'buttons.secondary' }} onClick={done(rejectAll)}>
          Reject All
        </button>
        {accepted && (
          <button
            type="button"
            aria-describedby={statusId}
            sx={{ variant: 'buttons.secondary' }}
            onClick={revoke}
          >
            Revoke
          </button>
        )}
        <button type="button" sx={{ variant: 'buttons.ghost', px: 3 }} onClick={onClose}>
          Close
        </button>
      </div>
    </>
  );
}
