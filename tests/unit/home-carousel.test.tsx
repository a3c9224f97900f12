import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Carousel } from '@/components/home/Carousel';

// Embla's controller, replaced by one that hands the carousel an API when the test says so.
let arrive: ((api: unknown) => void) | undefined;
jest.mock('@/components/home/EmblaController', () => ({
  __esModule: true,
  default: function FakeController({ onApi }: { onApi: (api: unknown) => void }) {
    arrive = onApi;
    return null;
  },
}));

const slides = ['Fresh harvest', 'Rice season deals', 'Bulk grains'].map((title, index) => ({
  key: String(index + 1),
  label: title,
  content: <p>{title}</p>,
}));

describe('Carousel', () => {
  it('renders every slide, the first one current, with labelled arrows and dots', () => {
    render(<Carousel label="Featured offers" variant="hero" arrows slides={slides} />);
    expect(screen.getByRole('region', { name: 'Featured offers' })).toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(3);
    expect(screen.getByRole('group', { name: '2 of 3: Rice season deals' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    const dots = ['Go to slide 1', 'Go to slide 2', 'Go to slide 3'].map((name) =>
      screen.getByRole('button', { name }),
    );
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    expect(dots[1]).not.toHaveAttribute('aria-current');
  });

  it('has no arrows on the phone slider and no controls for a single slide', () => {
    const { rerender } = render(<Carousel label="Offers" variant="phone" slides={slides} />);
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Go to slide/ })).toHaveLength(3);
    rerender(<Carousel label="Offers" variant="hero" arrows slides={slides.slice(0, 1)} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('moves to a dot pressed before embla had arrived once it arrives', async () => {
    arrive = undefined; // not an earlier test's carousel
    render(<Carousel label="Offers" variant="hero" arrows slides={slides} />);
    await waitFor(() => expect(arrive).toBeDefined());
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));

    // The part of embla's API the carousel and its autoplay use.
    interface FakeEmbla {
      scrollTo: jest.Mock;
      scrollNext: jest.Mock;
      selectedScrollSnap: () => number;
      on: jest.Mock<FakeEmbla>;
      off: jest.Mock<FakeEmbla>;
    }
    const api: FakeEmbla = {
      scrollTo: jest.fn(),
      scrollNext: jest.fn(),
      selectedScrollSnap: () => 0,
      on: jest.fn(() => api),
      off: jest.fn(() => api),
    };
    act(() => arrive!(api));
    expect(api.scrollTo).toHaveBeenCalledTimes(1);
    expect(api.scrollTo).toHaveBeenCalledWith(2);
    expect(screen.getByRole('region', { name: 'Offers' })).toHaveAttribute('data-ready', 'true');
  });
});
