import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { ROUTE_CHANGE_BAR_MS } from '@cloud-consulting/domain/constants';
import { RouteChange } from '../../../src/components/layout/route-change';

describe('RouteChange', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    scrollTo.mockRestore();
  });

  it('shows nothing and keeps the scroll position on the first page of a visit', () => {
    render(<RouteChange pathname="/services" />);
    expect(screen.queryByTestId('route-change-bar')).not.toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('on a new path scrolls to the top and shows the bar for its set time only', () => {
    const { rerender } = render(<RouteChange pathname="/services" />);
    rerender(<RouteChange pathname="/about" />);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    const bar = screen.getByTestId('route-change-bar');
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    act(() => {
      jest.advanceTimersByTime(ROUTE_CHANGE_BAR_MS - 1);
    });
    expect(screen.getByTestId('route-change-bar')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('route-change-bar')).not.toBeInTheDocument();
  });

  it('does nothing when the page re-renders on the same path', () => {
    const { rerender } = render(<RouteChange pathname="/services" />);
    rerender(<RouteChange pathname="/services" />);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(screen.queryByTestId('route-change-bar')).not.toBeInTheDocument();
  });

  it('restarts its time on a quick second change', () => {
    const { rerender } = render(<RouteChange pathname="/a" />);
    rerender(<RouteChange pathname="/b" />);
    act(() => {
      jest.advanceTimersByTime(ROUTE_CHANGE_BAR_MS - 50);
    });
    rerender(<RouteChange pathname="/c" />);
    act(() => {
      jest.advanceTimersByTime(100);
    });
    expect(screen.getByTestId('route-change-bar')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
