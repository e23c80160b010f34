import type { HomePageImage } from '@generated/model/index';
import { installMockServer } from '../jest/installMockServer';
import { call, send } from '../jest/requests';
import { carousel } from '../store/schema/site';

installMockServer();

describe('GET /api/home-page-images', () => {
  it('lists the three seeded slides for visitors, each linking into the portal', async () => {
    const { response, body } = await call<HomePageImage[]>('/api/home-page-images');
    expect(response.status).toBe(200);
    expect(body.data.map((s) => [s.url, s.target])).toEqual([
      ['/contest', '_self'],
      ['/problem', '_self'],
      ['/introduction', '_blank'],
    ]);
    body.data.forEach((s) => expect(s.img).toMatch(/^\/api\/public\/img\/[\w-]+\.svg$/));
  });

  it('serves the slide images itself, so the home page needs no network', async () => {
    const { body } = await call<HomePageImage[]>('/api/home-page-images', { token: 'ignored-stale-token' });
    for (const slide of body.data) {
      const image = await send(slide.img);
      expect(image.status).toBe(200);
      expect(image.headers.get('Content-Type')).toBe('image/svg+xml');
      const svg = await image.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="440"/);
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    }
    const missing = await send('/api/public/img/nothing-here.png');
    expect(missing.status).toBe(404);
  });

  it('answers what the store holds, including an empty list', async () => {
    carousel.slides = [];
    expect((await call<HomePageImage[]>('/api/home-page-images')).body.data).toEqual([]);
  });
});
