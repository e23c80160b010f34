import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { withEnglishBrowser } from './test/englishBrowser';
import { walkEveryPage } from './test/routeMatrix';

installMockServer();

withEnglishBrowser();

it('shows admin its menu, opens each page it may use and refuses the others', async () => {
  await walkEveryPage('admin');
}, 300_000);
