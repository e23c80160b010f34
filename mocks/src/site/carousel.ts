import { deletePublicFile, storePublicFile } from '../store/schema/files';
import { ApiFailure } from '../http/failure';
import { operation } from '../http/operation';
import { clock } from '../store/clock';
import { seedHomePageImages, slideImages } from './slides';
import { carousel } from '../store/schema/site';

/** What the backend's ImageController accepts for carousel images (by file-name extension). */
const CAROUSEL_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  png: 'image/png',
  webp: 'image/webp',
  jfif: 'image/jpeg',
  svg: 'image/svg+xml',
};

/** ImageManager.uploadCarouselImg and ConfigManager.deleteHomeCarousel, word for word (头像 included). */
export const carouselMessages = {
  noFile: '上传的图片文件不能为空！',
  badType: '请选择jpg,jpeg,gif,png,webp,jfif,svg格式的头像图片！',
  notFound: '文件id错误，图片不存在',
} as const;

/** The seeded banners, stored under `/api/public/img/` like uploads. */
export function seedCarousel(): void {
  for (const [name, file] of slideImages()) storePublicFile(name, file);
  carousel.slides = seedHomePageImages();
  carousel.images = carousel.slides.map((slide, index) => ({ id: index + 1, url: slide.img }));
  carousel.nextId = 1000;
}

export const carouselHandlers = [
  // The slides with their links and targets (extension): what the home page shows.
  operation('getHomePageImages', 'anon', () => ({ data: carousel.slides.map((slide) => ({ ...slide })) })),

  // The carousel's file rows; public, like the portal's home page reads them.
  operation('getHomeCarousel', 'anon', () => ({ data: carousel.images.map((image) => ({ ...image })) })),

  // Root only (x-roles): stores the image under `/api/public/img/`, where the static-file handler serves it.
  operation('uploadCarouselImg', 'required', async ({ request }) => {
    let file: FormDataEntryValue | null = null;
    try {
      file = (await request.formData()).get('file');
    } catch {
      // Not multipart: Spring reports the missing part below.
    }
    if (!(file instanceof File)) throw new ApiFailure(400, carouselMessages.noFile);
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    const contentType = CAROUSEL_TYPES[extension];
    if (!contentType) throw new ApiFailure(400, carouselMessages.badType);
    const id = carousel.nextId++;
    const name = `carousel-${clock.nowMs().toString(16)}-${id}.${extension}`;
    const url = storePublicFile(name, { contentType, body: new Uint8Array(await file.arrayBuffer()) });
    const image = { id, url };
    carousel.images.push(image);
    return { data: { ...image } };
  }),

  // system_info_admin (x-permissions): removes the row and the stored file.
  operation('deleteAdminHomeCarousel', 'required', ({ query }) => {
    const id = Number(query.raw('id'));
    const index = carousel.images.findIndex((image) => image.id === id);
    if (index < 0) throw new ApiFailure(400, carouselMessages.notFound);
    const [removed] = carousel.images.splice(index, 1);
    if (removed) deletePublicFile(removed.url);
    return { data: null };
  }),
];
