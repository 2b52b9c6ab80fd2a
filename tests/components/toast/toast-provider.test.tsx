import { useRef } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ToastProvider } from '../../../src/components/toast/toast-provider';
import { useToast } from '../../../src/services/toast-context';
import { TOAST_DURATION_MS, TOAST_VISIBLE_LIMIT } from '@cloud-consulting/domain/constants';

function Trigger() {
  const { toast } = useToast();
  const count = useRef(0);
  return (
    <button
      type="button"
      onClick={() => {
        count.current += 1;
        toast({ title: `Toast ${count.current}`, description: 'Details' });
      }}
    >
      notify
    </button>
  );
}

function setup() {
  render(
    <ToastProvider>
      <Trigger />
    </ToastProvider>,
  );
  const region = screen.getByRole('status', { name: 'Notifications (F8)' });
  return { region, notify: () => fireEvent.click(screen.getByRole('button', { name: 'notify' })) };
}

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a toast with its title and description in a status region', () => {
    const { region, notify } = setup();
    notify();
    expect(within(region).getByText('Toast 1')).toBeInTheDocument();
    expect(within(region).getByText('Details')).toBeInTheDocument();
  });

  it(`keeps at most ${TOAST_VISIBLE_LIMIT} visible, the newest ones`, () => {
    const { region, notify } = setup();
    for (let i = 0; i < TOAST_VISIBLE_LIMIT + 2; i += 1) notify();
    const shown = within(region)
      .getAllByText(/^Toast \d$/)
      .map((el) => el.textContent);
    expect(shown).toEqual(['Toast 3', 'Toast 4', 'Toast 5']);
  });

  it(`closes a toast after ${TOAST_DURATION_MS} ms, or at once when dismissed`, () => {
    const { region, notify } = setup();
    notify();
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(within(region).getByText('Toast 1')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(within(region).queryByText('Toast 1')).not.toBeInTheDocument();
    notify();
    fireEvent.click(within(region).getByRole('button', { name: 'Dismiss notification' }));
    expect(within(region).queryByText('Toast 2')).not.toBeInTheDocument();
  });

  it('F8 moves focus to the notifications', () => {
    const { region } = setup();
    fireEvent.keyDown(window, { key: 'F8' });
    expect(region).toHaveFocus();
  });
});
