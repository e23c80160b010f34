import { useQuery } from '@tanstack/react-query';
import { useT } from '@portal/i18n/useT';
import type { Translate } from '@portal/i18n/useT';
import codeSlide from '../assets/carousel-code.svg';
import contestSlide from '../assets/carousel-contest.svg';
import rankSlide from '../assets/carousel-rank.svg';
import { homePageImagesQuery, type HomeSlide } from '../api/homeQueries';
import { Carousel, type CarouselSlide } from './Carousel';

/** The slides shipped with the portal, used when the server has none. */
export function defaultSlides(t: Translate): CarouselSlide[] {
  return [
    { img: codeSlide, url: '/problem', target: '_self', alt: t('home.carousel.defaultProblems') },
    { img: contestSlide, url: '/contest', target: '_self', alt: t('home.carousel.defaultContests') },
    { img: rankSlide, url: '/acm-rank', target: '_self', alt: t('home.carousel.defaultRank') },
  ];
}

function serverSlides(images: readonly HomeSlide[], t: Translate): CarouselSlide[] {
  return images.map((image, i) => ({
    img: image.img,
    url: image.url,
    target: image.target,
    alt: t('home.carousel.imageAlt', { index: i + 1 }),
  }));
}

/**
 * The carousel with the configured slides, or the built-in ones when the list is empty or cannot be loaded (a
 * stock HOJ server answers 404 for the extension). A box of the same height holds the place meanwhile.
 */
export function HomeCarousel() {
  const t = useT();
  const query = useQuery(homePageImagesQuery());
  if (query.isPending) {
    return (
      <div className="carousel__placeholder" role="status" aria-label={t('ui.loading')} aria-busy="true" />
    );
  }
  const slides = query.isSuccess && query.data.length > 0 ? serverSlides(query.data, t) : defaultSlides(t);
  return <Carousel slides={slides} label={t('home.carousel.label')} />;
}
