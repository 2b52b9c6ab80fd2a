import { act, render, screen } from '@testing-library/react';
import { Dashboard, DEMO_DASHBOARD } from '../../../src/pages/dashboard';
import { DASHBOARD_MIN_LOADING_MS } from '@cloud-consulting/domain/constants';

describe('dashboard placeholder', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it(`shows the demo numbers only after ${DASHBOARD_MIN_LOADING_MS} ms`, async () => {
    render(<Dashboard />);
    await act(async () => {
      jest.advanceTimersByTime(DASHBOARD_MIN_LOADING_MS - 1);
    });
    expect(screen.queryByText('Projects')).not.toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByText('Projects')).toBeInTheDocument();
    expect(screen.getByText(String(DEMO_DASHBOARD.stats[0]!.value))).toBeInTheDocument();
  });

  it("shows 'Error loading dashboard data: {message}' when loading fails", async () => {
    const load = () => Promise.reject(new Error('offline'));
    render(<Dashboard load={load} />);
    await act(async () => {
      jest.advanceTimersByTime(DASHBOARD_MIN_LOADING_MS);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading dashboard data: offline');
  });
});
