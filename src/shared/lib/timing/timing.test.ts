import { act, renderHook } from '@testing-library/react';
import { useDebouncedCallback } from './use-debounced-callback';

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
