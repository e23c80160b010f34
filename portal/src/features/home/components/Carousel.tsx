import { useEffect, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { safeLinkUrl } from '@hoj/core/format/safeUrl';
import { useT } from '@portal/i18n/useT';
import { ChevronLeftIcon, ChevronRightIcon } from '@portal/shared/ui/icons';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';
import './Carousel.css';

/** A new slide every 5 seconds. */
export const CAROUSEL_INTERVAL_MS = 5000;

export interface CarouselSlide {
  img: string;
  /** Where the slide leads; null (or an unsafe link) makes it a picture only. */
  url: string | null;
  target: '_blank' | '_self';
  /** What the picture shows (read to screen-reader users as the link's name). */
  alt: string;
}

function SlideLink({ slide, children }: { slide: CarouselSlide; children: ReactNode }) {
  const t = useT();
  // Slides come from an admin's settings: only http(s) links and paths on this site become links.
  const url = safeLinkUrl(slide.url);
  if (url === null) return <div className="carousel__link">{children}</div>;
  if (slide.target === '_self' && url.startsWith('/')) {
    return (
      <Link className="carousel__link" to={url}>
        {children}
      </Link>
    );
  }
  return (
    <a
      className="carousel__link"
      href={url}
      target={slide.target}
      rel={slide.target === '_blank' ? 'noopener noreferrer' : undefined}
    >
      {children}
      {slide.target === '_blank' ? <span className="visually-hidden"> ({t('ui.opensInNewTab')})</span> : null}
    </a>
  );
}

const PauseIcon = () => (
  <svg className="icon" width="1em" height="1em" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M8 5h3v14H8zM13 5h3v14h-3z" fill="currentColor" />
  </svg>
);

const PlayIcon = () => (
  <svg className="icon" width="1em" height="1em" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M8 5v14l11-7z" fill="currentColor" />
  </svg>
);

/**
 * The home carousel, after the WAI-ARIA carousel pattern: previous/next and one button per slide, a play/pause
 * button, rotation paused while the pointer is over it or focus is inside it, and no automatic rotation (nor
 * sliding animation) when the user prefers reduced motion. Hidden slides are inert, so their links are not
 * reachable by Tab. Only the first picture loads eagerly; the others load when they are shown.
 */
export function Carousel({ slides, label }: { slides: readonly CarouselSlide[]; label: string }) {
  const t = useT();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = slides.length;
  const active = count > 0 ? index % count : 0;
  const playing = playChoice ?? !reducedMotion;
  const rotating = playing && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [rotating, active, count]);

  const show = (next: number) => setIndex(((next % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2 || !(event.target instanceof HTMLButtonElement)) return;
    if (event.key === 'ArrowLeft') show(active - 1);
    else if (event.key === 'ArrowRight') show(active + 1);
    else return;
    event.preventDefault();
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  if (count === 0) return null;

  return (
    <section
      className={`carousel${reducedMotion ? ' carousel--still' : ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div className="carousel__viewport" aria-live={rotating ? 'off' : 'polite'}>
        <div className="carousel__track" style={{ transform: `translateX(-${active * 100}%)` }}>
          {slides.map((slide, i) => (
            <div
              key={`${slide.img}-${i}`}
              className="carousel__slide"
              role="group"
              aria-roledescription={t('home.carousel.slideRole')}
              aria-label={t('home.carousel.slideOf', { index: i + 1, count })}
              inert={i !== active}
            >
              <SlideLink slide={slide}>
                <img
                  className="carousel__image"
                  src={slide.img}
                  alt={slide.alt}
                  width={1200}
                  height={440}
                  loading={i === 0 || i === active ? 'eager' : 'lazy'}
                  decoding="async"
                />
              </SlideLink>
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__button"
            onClick={() => setPlayChoice(!playing)}
            aria-label={playing ? t('home.carousel.pause') : t('home.carousel.play')}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
          <button
            type="button"
            className="carousel__button"
            onClick={() => show(active - 1)}
            aria-label={t('home.carousel.previous')}
          >
            <ChevronLeftIcon />
          </button>
          <div className="carousel__dots" role="group" aria-label={t('home.carousel.choose')}>
            {slides.map((slide, i) => (
              <button
                key={`${slide.img}-${i}`}
                type="button"
                className="carousel__dot"
                aria-label={t('home.carousel.goTo', { index: i + 1 })}
                aria-current={i === active ? 'true' : undefined}
                onClick={() => show(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className="carousel__button"
            onClick={() => show(active + 1)}
            aria-label={t('home.carousel.next')}
          >
            <ChevronRightIcon />
          </button>
        </div>
      ) : null}
    </section>
  );
}
