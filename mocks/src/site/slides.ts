import { PUBLIC_IMG_PREFIX, type PublicFile } from '../store/schema/files';
import { type HomePageImageRow } from '../store/schema/site';

interface Slide {
  file: string;
  title: string;
  subtitle: string;
  from: string;
  to: string;
  url: string;
  target: HomePageImageRow['target'];
}

/** Three slides that link into the portal; their images are local files, so the demo needs no network. */
const slides: readonly Slide[] = [
  {
    file: 'home-contest.svg',
    title: '春季个人赛 第 1 场',
    subtitle: 'ACM 赛制 · 5 小时 · 正在进行',
    from: '#1d4ed8',
    to: '#0ea5e9',
    url: '/contest',
    target: '_self',
  },
  {
    file: 'home-problem.svg',
    title: '题库：从入门到进阶',
    subtitle: '按标签与难度挑选题目，提交后即时评测',
    from: '#047857',
    to: '#22c55e',
    url: '/problem',
    target: '_self',
  },
  {
    file: 'home-introduction.svg',
    title: '关于本站',
    subtitle: '评测规则、支持的语言与常见问题',
    from: '#7c3aed',
    to: '#ec4899',
    url: '/introduction',
    target: '_blank',
  },
];

/** A 1200×440 banner (the carousel's height on wide screens) with a gradient and two lines of text. */
function bannerSvg(slide: Slide): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="440" viewBox="0 0 1200 440">',
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${slide.from}"/><stop offset="1" stop-color="${slide.to}"/>`,
    '</linearGradient></defs>',
    '<rect width="1200" height="440" fill="url(#g)"/>',
    '<g fill="#fff" font-family="sans-serif" text-anchor="middle">',
    `<text x="600" y="205" font-size="64" font-weight="700">${slide.title}</text>`,
    `<text x="600" y="275" font-size="30" opacity="0.9">${slide.subtitle}</text>`,
    '</g></svg>',
  ].join('');
}

export function seedHomePageImages(): HomePageImageRow[] {
  return slides.map((slide) => ({
    img: `${PUBLIC_IMG_PREFIX}${slide.file}`,
    url: slide.url,
    target: slide.target,
  }));
}

/** The static images the slides show, by file name. */
export function slideImages(): [string, PublicFile][] {
  return slides.map((slide) => [slide.file, { contentType: 'image/svg+xml', body: bannerSvg(slide) }]);
}
