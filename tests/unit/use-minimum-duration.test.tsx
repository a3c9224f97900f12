import { act, renderHook } from '@testing-library/react';
import { useMinimumDuration } from '@/components/catalog/useMinimumDuration';

describe('useMinimumDuration', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup(initial = false) {
    return renderHook(({ active }) => useMinimumDuration(active, 500), {
      initialProps: { active: initial },
    });
  }

  it('is false while nothing is pending', () => {
    const { result } = setup();
    expect(result.current).toBe(false);
  });

  it('turns true at once and holds for the minimum after a short activity', () => {
    const { result, rerender } = setup();
    rerender({ active: true });
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(50));
    rerender({ active: false });
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(400));
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(60));
    expect(result.current).toBe(false);
  });

  it('lets go as soon as a long activity ends', () => {
    const { result, rerender } = setup();
    rerender({ active: true });
    act(() => jest.advanceTimersByTime(800));
    expect(result.current).toBe(true);
    rerender({ active: false });
    expect(result.current).toBe(false);
  });

  it('starts a new minimum for every new activity', () => {
    const { result, rerender } = setup();
    rerender({ active: true });
    rerender({ active: false });
    act(() => jest.advanceTimersByTime(450));
    rerender({ active: true });
    rerender({ active: false });
    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(400));
    expect(result.current).toBe(false);
  });
});
