import { act, renderHook } from '@testing-library/react';
import { useDebouncedCallback } from './use-debounced-callback';
import { useMinimumDisplay } from './use-minimum-display';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useDebouncedCallback', () => {
  it('calls once, with the latest arguments, after calls stopped for the delay', () => {
    const search = jest.fn();
    const { result } = renderHook(() => useDebouncedCallback(search, 300));

    result.current('a');
    act(() => jest.advanceTimersByTime(200));
    result.current('ad');
    act(() => jest.advanceTimersByTime(299));
    expect(search).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(1));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('ad');
  });

  it('drops a pending call when the component goes away', () => {
    const search = jest.fn();
    const { result, unmount } = renderHook(() => useDebouncedCallback(search, 300));

    result.current('ada');
    unmount();
    act(() => jest.advanceTimersByTime(1000));
    expect(search).not.toHaveBeenCalled();
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
