import { act, renderHook } from '@testing-library/react';
import { useSanitisedState } from './use-sanitised-state';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useSanitisedState (strip tags, 300 ms debounce)', () => {
  it('should strip tags 300 ms after the last change only', () => {
    const { result } = renderHook(() => useSanitisedState());
    act(() => result.current[1]('<i>a'));
    act(() => jest.advanceTimersByTime(200));
    act(() => result.current[1]('<i>ad</i>'));
    act(() => jest.advanceTimersByTime(200));
    expect(result.current[0]).toBe('<i>ad</i>');
    act(() => jest.advanceTimersByTime(100));
    expect(result.current[0]).toBe('ad');
  });

  it('should leave clean text alone', () => {
    const { result } = renderHook(() => useSanitisedState('x'));
    act(() => result.current[1]('a < b'));
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current[0]).toBe('a < b');
  });
});
