import type { Area } from 'react-easy-crop';

/** The avatar is cut to 200 × 200 pixels and sent as PNG. */
export const AVATAR_SIZE = 200;
/**
 * hoj-vue's cropper output quality (0.8). PNG is lossless, so browsers ignore it; it is passed on so a later
 * switch to a lossy type keeps the same setting.
 */
export const AVATAR_QUALITY = 0.8;

/**
 * Loads a picture and rejects when the browser cannot decode it (a damaged file, or another format under an
 * image extension): the cropper would otherwise show an empty area whose Save never becomes possible.
 */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () =>
      image.naturalWidth > 0 && image.naturalHeight > 0
        ? resolve(image)
        : reject(new Error('The picture has no pixels'));
    image.onerror = () => reject(new Error('The picture could not be read'));
    image.src = src;
  });
}

/** Draws the chosen square of the picture onto a 200 × 200 canvas and returns it as a PNG blob. */
export async function cropToPng(src: string, area: Area): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIZE;
  canvas.height = AVATAR_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, AVATAR_SIZE, AVATAR_SIZE);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded'))),
      'image/png',
      AVATAR_QUALITY,
    ),
  );
}
