/**
 * The FAQ help widget: a floating button opens a panel that loads the FAQ list. Search (case
 * insensitive, question and answer) returns to page 1 and collapses answers; one answer open at a
 * time; 4 per page with Previous/Next disabled at the ends; a click outside or Escape closes it.
 */
import { Link } from 'gatsby';
import { useEffect, useId, useRef, useState } from 'react';
import { FAQ_PAGE_SIZE } from '@cloud-consulting/domain/constants';
import type { FaqItem } from '../../services/api-client';
import { useApi } from '../../services/api-context';
import { GUTTER_BUTTON_SIZE, GUTTER_MEDIA } from '../layout/help-dock';

export const FAQ_MESSAGES = {
  loadFailed: 'Failed to load FAQ data. Please try again later.',
  contactTeam: 'Please contact our team for assistance.',
  noResults: 'No results found.',
  tryDifferent: 'Try a different search term.',
  none: 'No FAQs available.',
  checkBack: 'Check back later for updates.',
} as const;

type LoadState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: FaqItem[] };

export function FaqWidget() {
  const client = useApi();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<FaqItem['Id'] | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const searchId = useId();

  useEffect(() => {
    if (!open) return undefined;
    let live = true;
    client.faq.list().then(
      (items) => live && setState({ status: 'ready', items }),
      () => live && setState({ status: 'error' }),
    );
    const onPointer = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Focus inside the panel would vanish with it: it goes back to the FAQ button.
      if (root.current?.contains(document.activeElement)) toggle.current?.focus();
      setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      live = false;
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, client]);

  const items = state.status === 'ready' ? state.items : [];
  const needle = query.trim().toLowerCase();
  const filtered = needle
    ? items.filter((item) => `${item.Question} ${item.Answer}`.toLowerCase().includes(needle))
    : items;
  const pageCount = Math.max(1, Math.ceil(filtered.length / FAQ_PAGE_SIZE));
  const visible = filtered.slice((page - 1) * FAQ_PAGE_SIZE, page * FAQ_PAGE_SIZE);

  return (
    <div ref={root} sx={{ position: 'relative' }}>
      {/* The button comes first so that, once it opens the panel, Tab goes on into the panel. */}
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          if (!open) setState({ status: 'loading' });
          setOpen(!open);
        }}
        sx={{
          variant: 'buttons.primary',
          borderRadius: 'round',
          minWidth: 56,
          minHeight: 44,
          // In a wide window's right margin: a circle that fits beside the content column.
          [GUTTER_MEDIA]: {
            minWidth: `${GUTTER_BUTTON_SIZE}px`,
            width: `${GUTTER_BUTTON_SIZE}px`,
            height: `${GUTTER_BUTTON_SIZE}px`,
            px: 0,
          },
        }}
      >
        FAQ
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label="Frequently asked questions"
          data-testid="faq-panel"
          sx={{
            position: 'absolute',
            right: 0,
            bottom: 64,
            width: ['calc(100vw - 32px)', 380],
            maxHeight: '70vh',
            overflowY: 'auto',
            bg: 'background',
            color: 'text',
            border: '1px solid',
            borderColor: 'border',
            borderRadius: 'large',
            boxShadow: 'card',
            p: 3,
          }}
        >
          <h2 sx={{ fontSize: 4, mt: 0 }}>Frequently Asked Questions</h2>
          <label htmlFor={searchId} sx={{ variant: 'forms.label' }}>
            Search FAQs
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setPage(1);
              setExpanded(null);
            }}
            sx={{ variant: 'forms.input', mb: 3 }}
          />
          {state.status === 'loading' && <p role="status">Loading FAQs...</p>}
          {state.status === 'error' && (
            <div role="alert">
              <p sx={{ color: 'danger', mb: 1 }}>{FAQ_MESSAGES.loadFailed}</p>
              <p sx={{ mt: 0 }}>{FAQ_MESSAGES.contactTeam}</p>
            </div>
          )}
          {state.status === 'ready' && filtered.length === 0 && (
            <div>
              <p sx={{ fontWeight: 'bold', mb: 1 }}>
                {needle ? FAQ_MESSAGES.noResults : FAQ_MESSAGES.none}
              </p>
              <p sx={{ mt: 0 }}>{needle ? FAQ_MESSAGES.tryDifferent : FAQ_MESSAGES.checkBack}</p>
            </div>
          )}
          {visible.length > 0 && (
            <ul sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="faq-list">
              {visible.map((item) => {
                const isOpen = expanded === item.Id;
                const answerId = `${panelId}-answer-${item.Id}`;
                return (
                  <li
                    key={item.Id}
                    sx={{ borderBottom: '1px solid', borderColor: 'border', py: 2 }}
                  >
                    <button
                      type="button"
                      aria-expanded={isOpen}
                      aria-controls={answerId}
                      onClick={() => setExpanded(isOpen ? null : item.Id)}
                      sx={{
                        bg: 'transparent',
                        border: 'none',
                        color: 'text',
                        fontWeight: 'bold',
                        textAlign: 'left',
                        width: '100%',
                        cursor: 'pointer',
                        fontSize: 2,
                        p: 1,
                      }}
                    >
                      {item.Question}
                    </button>
                    {isOpen && (
                      <p id={answerId} sx={{ mt: 1, mb: 0, px: 1 }}>
                        {item.Answer}
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          {state.status === 'ready' && filtered.length > 0 && (
            <div
              sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 3 }}
            >
              <button
                type="button"
                sx={{ variant: 'buttons.secondary' }}
                disabled={page <= 1}
                onClick={() => {
                  setPage(page - 1);
                  setExpanded(null);
                }}
              >
                Previous
              </button>
              <span data-testid="faq-page">
                Page {page} of {pageCount}
              </span>
              <button
                type="button"
                sx={{ variant: 'buttons.secondary' }}
                disabled={page >= pageCount}
                onClick={() => {
                  setPage(page + 1);
                  setExpanded(null);
                }}
              >
                Next
              </button>
            </div>
          )}
          <p sx={{ mb: 0 }}>
            Still have questions? <Link to="/contact-us">Contact us</Link>
          </p>
        </div>
      )}
    </div>
  );
}
