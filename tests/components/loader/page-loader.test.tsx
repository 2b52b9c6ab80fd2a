import { act, render, screen } from '@testing-library/react';
import {
  LOADER_MESSAGES,
  PageLoaderScreen,
  nextProgress,
} from '../../../src/components/loader/page-loader';

describe('nextProgress', () => {
  it.each([
    [0, 0, 0],
    [0, 0.5, 7.5],
    [10, 0.999999, 24.99998],
    [85, 0.9, 90],
    [90, 0.9, 90],
  ])('from %p with random %p gives %p (steps up to 15, capped at 90)', (from, random, expected) => {
    expect(nextProgress(from, () => random)).toBeCloseTo(expected, 3);
  });
});

describe("'Loading Page' loader", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('cycles its messages every second and raises its progress every 200 ms up to 90%', () => {
    render(<PageLoaderScreen random={() => 1 - Number.EPSILON} />);
    expect(screen.getByRole('heading', { name: 'Loading Page' })).toBeInTheDocument();
    expect(screen.getByText(LOADER_MESSAGES[0])).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Loading Page' });
    act(() => jest.advanceTimersByTime(200));
    expect(Number(bar.getAttribute('aria-valuenow'))).toBe(15);
    act(() => jest.advanceTimersByTime(800));
    expect(screen.getByText(LOADER_MESSAGES[1])).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText(LOADER_MESSAGES[2])).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText(LOADER_MESSAGES[0])).toBeInTheDocument();
    expect(Number(bar.getAttribute('aria-valuenow'))).toBe(90);
  });
});
