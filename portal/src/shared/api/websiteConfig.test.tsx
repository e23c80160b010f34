import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { siteConfig } from '@hoj/mocks/store/schema/site';
import { renderApp, resetPortal } from '@portal/test/renderApp';
import { SITE_NAMES_KEY, storedSiteNames } from './websiteConfig';

const server = installMockServer();

beforeEach(() => resetPortal());

let release: (() => void) | null = null;
// The held answer is let go after each test, so no request stays open into the next one.
afterEach(() => release?.());

/** A configuration call held back, as on a slow first byte, until the test is over. */
const configNeverArrives = () =>
  server.use(
    http.get(
      '*/api/get-website-config',
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(HttpResponse.json({ status: 200, msg: 'success', data: siteConfig }));
        }),
    ),
  );

describe('site names before the configuration arrives', () => {
  it('keeps the names of the configuration it received for the next visit', async () => {
    renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: siteConfig.name });
    await waitFor(() =>
      expect(storedSiteNames()).toEqual({ name: siteConfig.name, shortName: siteConfig.shortName }),
    );
  });

  it('shows the last known names, not "OJ", while the configuration is on its way', async () => {
    localStorage.setItem(SITE_NAMES_KEY, JSON.stringify({ name: 'Spring University OJ', shortName: 'SUOJ' }));
    configNeverArrives();
    renderApp('/home');
    expect(await screen.findByRole('link', { name: 'SUOJ' })).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('link', { name: 'OJ' })).not.toBeInTheDocument();
  });

  it.each(['{not json', '[1]', '{"name":5,"shortName":null}', '"HOJ"'])(
    'falls back to the generic name when storage holds %s',
    async (stored) => {
      localStorage.setItem(SITE_NAMES_KEY, stored);
      configNeverArrives();
      renderApp('/home');
      expect(await screen.findByRole('link', { name: 'OJ' })).toHaveAttribute('href', '/home');
    },
  );
});
