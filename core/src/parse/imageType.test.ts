import { imageMimeType, imageTypeOf } from './imageType';

const bytes = (...parts: Array<string | number[]>): Uint8Array =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

describe('imageTypeOf', () => {
  it('names each raster type by its signature', () => {
    expect(imageTypeOf(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toBe('png');
    expect(imageTypeOf(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF'))).toBe('jpeg');
    expect(imageTypeOf(bytes('GIF89a', [1, 0, 1, 0]))).toBe('gif');
    expect(imageTypeOf(bytes('GIF87a', [1, 0, 1, 0]))).toBe('gif');
    expect(imageTypeOf(bytes('RIFF', [36, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
    expect(imageTypeOf(bytes('BM', new Array<number>(30).fill(0)))).toBe('bmp');
  });

  it('refuses text under an image name, SVG, a RIFF that is not WebP, and truncated signatures', () => {
    expect(imageTypeOf(bytes('this is not a picture'))).toBeNull();
    expect(imageTypeOf(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageTypeOf(bytes('RIFF', [36, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(imageTypeOf(bytes([0x89], 'PNG', [0x0d, 0x0a]))).toBeNull();
    expect(imageTypeOf(bytes('BM'))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
  });

  it('gives the MIME type to serve', () => {
    expect(imageMimeType('jpeg')).toBe('image/jpeg');
  });
});
