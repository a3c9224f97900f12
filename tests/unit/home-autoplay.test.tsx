import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { useAutoplay } from '@/components/home/useAutoplay';
import { SLIDE_INTERVAL_MS } from '@/components/home/Carousel';

type Listener = () => void;

interface FakeEmbla {
  scrollNext: jest.Mock;
  on: jest.Mock;
  off: jest.Mock;
  emit: (event: string) => void;
}

/** The part of embla's API that the autoplay uses. */
function fakeEmbla(): FakeEmbla {
  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string) => listeners.get(event)?.forEach((listener) => listener());
  const api: FakeEmbla = {
    scrollNext: jest.fn(() => emit('select')),
    on: jest.fn((event: string, listener: Listener) => {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return api;
    }),
    off: jest.fn((event: string, listener: Listener) => {
      listeners.get(event)?.delete(listener);
      return api;
    }),
    emit,
  };
  return api;
}

function Harness({ api }: { api: FakeEmbla }) {
  const ref = useRef<HTMLDivElement>(null);
  useAutoplay(api as never, ref, SLIDE_INTERVAL_MS);
  return (
    <div ref={ref} data-testid="root">
      <button type="button">Go to slide 2</button>
    </div>
  );
}

function pointer(type: string, pointerType: string): Event {
  return Object.assign(new Event(type), { pointerType });
}

describe('useAutoplay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('moves to the next slide every 5000 ms', () => {
    const api = fakeEmbla();
    render(<Harness api={api} />);
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS - 1));
    expect(api.scrollNext).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(api.scrollNext).toHaveBeenCalledTimes(2);
  });

  it('waits a full interval again after the shopper changes the slide', () => {
    const api = fakeEmbla();
    render(<Harness api={api} />);
    act(() => jest.advanceTimersByTime(4000));
    act(() => api.emit('select'));
    act(() => jest.advanceTimersByTime(4000));
    expect(api.scrollNext).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1000));
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
  });

  it('pauses while a mouse is over the carousel, not for a tap', () => {
    const api = fakeEmbla();
    const { getByTestId } = render(<Harness api={api} />);
    const root = getByTestId('root');
    act(() => {
      root.dispatchEvent(pointer('pointerenter', 'touch'));
      jest.advanceTimersByTime(SLIDE_INTERVAL_MS);
    });
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
    act(() => {
      root.dispatchEvent(pointer('pointerenter', 'mouse'));
      jest.advanceTimersByTime(3 * SLIDE_INTERVAL_MS);
    });
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
    act(() => {
      root.dispatchEvent(pointer('pointerleave', 'mouse'));
      jest.advanceTimersByTime(SLIDE_INTERVAL_MS);
    });
    expect(api.scrollNext).toHaveBeenCalledTimes(2);
  });

  it('pauses while a finger drags and while the tab is hidden', () => {
    const api = fakeEmbla();
    render(<Harness api={api} />);
    act(() => {
      api.emit('pointerDown');
      jest.advanceTimersByTime(2 * SLIDE_INTERVAL_MS);
    });
    expect(api.scrollNext).not.toHaveBeenCalled();
    act(() => api.emit('pointerUp'));

    const hidden = jest.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
      jest.advanceTimersByTime(2 * SLIDE_INTERVAL_MS);
    });
    expect(api.scrollNext).not.toHaveBeenCalled();
    hidden.mockReturnValue(false);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
      jest.advanceTimersByTime(SLIDE_INTERVAL_MS);
    });
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
    hidden.mockRestore();
  });

  it('stays off when the shopper asks for reduced motion', () => {
    const matchMedia = jest
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => ({ matches: true, media: query }) as MediaQueryList);
    const api = fakeEmbla();
    render(<Harness api={api} />);
    act(() => jest.advanceTimersByTime(3 * SLIDE_INTERVAL_MS));
    expect(api.scrollNext).not.toHaveBeenCalled();
    matchMedia.mockRestore();
  });

  it('stops its timer when the carousel goes away', () => {
    const api = fakeEmbla();
    const { unmount } = render(<Harness api={api} />);
    unmount();
    act(() => jest.advanceTimersByTime(3 * SLIDE_INTERVAL_MS));
    expect(api.scrollNext).not.toHaveBeenCalled();
    expect(api.off).toHaveBeenCalledWith('select', expect.any(Function));
  });
});
