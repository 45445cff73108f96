import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value';
import { useMinimumDisplay } from './use-minimum-display';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useDebouncedValue', () => {
  it('gives the latest value only once it stopped changing for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: '' } });

    rerender({ value: 'a' });
    act(() => jest.advanceTimersByTime(200));
    rerender({ value: 'ad' });
    act(() => jest.advanceTimersByTime(299));
    expect(result.current).toBe('');

    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('ad');
  });
});

describe('useMinimumDisplay', () => {
  it('stays on for the minimum time after a short activity', () => {
    const { result, rerender } = renderHook(({ active }) => useMinimumDisplay(active, 1000), { initialProps: { active: false } });
    expect(result.current).toBe(false);

    rerender({ active: true });
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(100));
    rerender({ active: false });
    act(() => jest.advanceTimersByTime(850));
    expect(result.current).toBe(true);

    act(() => jest.advanceTimersByTime(50));
    expect(result.current).toBe(false);
  });

  it('follows an activity longer than the minimum', () => {
    const { result, rerender } = renderHook(({ active }) => useMinimumDisplay(active, 1000), { initialProps: { active: true } });

    act(() => jest.advanceTimersByTime(3000));
    expect(result.current).toBe(true);
    rerender({ active: false });
    expect(result.current).toBe(false);
  });
});
