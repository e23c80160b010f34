import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { resetPortal } from '@portal/test/renderApp';
import { CAROUSEL_INTERVAL_MS, Carousel, type CarouselSlide } from './Carousel';

const slides: CarouselSlide[] = [
  { img: '/a.svg', url: '/problem', target: '_self', alt: 'First slide' },
  { img: '/b.svg', url: '/contest', target: '_self', alt: 'Second slide' },
  { img: '/c.svg', url: 'https://example.org/', target: '_blank', alt: 'Third slide' },
];

function renderCarousel() {
  render(
    <MemoryRouter>
      <Carousel slides={slides} label="Highlights" />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Highlights' });
}

/** The slide that is shown: the only one not made inert. */
const shown = () =>
  screen.getAllByRole('group', { hidden: true }).find((el) => el.matches('.carousel__slide:not([inert])'));

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

beforeEach(() => {
  resetPortal();
  jest.useFakeTimers();
  mockReducedMotion(false);
});
afterEach(() => {
  jest.useRealTimers();
  // jsdom has no matchMedia of its own.
  delete (window as Partial<Window>).matchMedia;
});

describe('home carousel', () => {
  it('is announced as a carousel and moves on every 5 seconds, wrapping around', () => {
    const carousel = renderCarousel();
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(shown()).toHaveAccessibleName('1 of 3');
    advance(CAROUSEL_INTERVAL_MS - 1);
    expect(shown()).toHaveAccessibleName('1 of 3');
    advance(1);
    expect(shown()).toHaveAccessibleName('2 of 3');
    advance(CAROUSEL_INTERVAL_MS);
    expect(shown()).toHaveAccessibleName('3 of 3');
    advance(CAROUSEL_INTERVAL_MS);
    expect(shown()).toHaveAccessibleName('1 of 3');
  });

  it('pauses while hovered or focused, and resumes after', () => {
    const carousel = renderCarousel();
    fireEvent.mouseEnter(carousel);
    advance(3 * CAROUSEL_INTERVAL_MS);
    expect(shown()).toHaveAccessibleName('1 of 3');
    fireEvent.mouseLeave(carousel);

    const next = within(carousel).getByRole('button', { name: 'Next slide' });
    act(() => next.focus());
    advance(3 * CAROUSEL_INTERVAL_MS);
    expect(shown()).toHaveAccessibleName('1 of 3');
    act(() => next.blur());
    advance(CAROUSEL_INTERVAL_MS);
    expect(shown()).toHaveAccessibleName('2 of 3');
  });

  it('is operated with buttons, dots and arrow keys; only the shown slide is reachable', () => {
    const carousel = renderCarousel();
    fireEvent.click(within(carousel).getByRole('button', { name: 'Previous slide' }));
    expect(shown()).toHaveAccessibleName('3 of 3');
    expect(within(carousel).getByRole('button', { name: 'Show slide 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // Hidden slides are inert, so the only link in reach is the shown one (an external one says so).
    const reachable = within(carousel)
      .getAllByRole('link')
      .filter((link) => !link.closest('[inert]'));
    expect(reachable).toHaveLength(1);
    expect(reachable[0]).toHaveAccessibleName('Third slide (opens in a new tab)');

    fireEvent.click(within(carousel).getByRole('button', { name: 'Show slide 2' }));
    expect(shown()).toHaveAccessibleName('2 of 3');
    fireEvent.keyDown(within(carousel).getByRole('button', { name: 'Show slide 2' }), { key: 'ArrowRight' });
    expect(shown()).toHaveAccessibleName('3 of 3');
    fireEvent.keyDown(within(carousel).getByRole('button', { name: 'Next slide' }), { key: 'ArrowLeft' });
    expect(shown()).toHaveAccessibleName('2 of 3');
    expect(within(carousel).getByRole('link', { name: 'Second slide' })).toHaveAttribute('href', '/contest');
  });

  it('has a pause button, and does not rotate at all when the user prefers reduced motion', () => {
    const carousel = renderCarousel();
    fireEvent.click(within(carousel).getByRole('button', { name: 'Stop automatic slide show' }));
    advance(3 * CAROUSEL_INTERVAL_MS);
    expect(shown()).toHaveAccessibleName('1 of 3');
    expect(within(carousel).getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
  });

  it('stays still under reduced motion until the user starts it', () => {
    mockReducedMotion(true);
    const carousel = renderCarousel();
    advance(3 * CAROUSEL_INTERVAL_MS);
    expect(shown()).toHaveAccessibleName('1 of 3');
    fireEvent.click(within(carousel).getByRole('button', { name: 'Start automatic slide show' }));
    advance(CAROUSEL_INTERVAL_MS);
    expect(shown()).toHaveAccessibleName('2 of 3');
  });

  it('loads only the first picture eagerly', () => {
    renderCarousel();
    const images = screen.getAllByRole('img', { hidden: true });
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
  });
});
