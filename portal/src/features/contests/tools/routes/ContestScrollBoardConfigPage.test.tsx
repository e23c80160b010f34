import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs } from '@portal/test/loginAs';
import { renderApp, resetPortal } from '@portal/test/renderApp';

const server = installMockServer();

/** The running public ACM contest of the seed, created by root. */
const RUNNING = 2;
/** An ended private ACM contest of the seed. */
const ENDED = 8;
/** The ended OI contest of the seed. */
const OI = 1;

/** The rank requests the page sent (their bodies). */
const rankBodies: unknown[] = [];

/** The board's answer with `total` participants (one row is asked for; only the total matters). */
const boardAnswer = (total: number) =>
  HttpResponse.json({
    status: 200,
    msg: 'success',
    data: { records: [], total, size: 1, current: 1, pages: total },
  });

const boardOf = (total: number) =>
  http.post('*/api/get-contest-rank', async ({ request }) => {
    rankBodies.push(await request.json());
    return boardAnswer(total);
  });

let opened: jest.SpyInstance;

beforeEach(() => {
  resetPortal();
  rankBodies.length = 0;
  opened = jest.spyOn(window, 'open').mockImplementation(() => null);
});

afterEach(() => jest.restoreAllMocks());

const field = (name: string) => screen.getByRole('textbox', { name });
const start = () => screen.getByRole('button', { name: 'Start the scroll board' });

async function openPage(cid: number, total = 37) {
  server.use(boardOf(total));
  await loginAs('root');
  const view = renderApp(`/contest/${cid}/scroll-board`);
  await screen.findByText('How the default medal counts are worked out');
  return view;
}

describe('the scroll-board settings', () => {
  it('keep Start off until the default medal counts are in, so a quick click does not find three empty fields', async () => {
    let answer: (total: number) => void = () => undefined;
    const held = new Promise<number>((resolve) => (answer = resolve));
    server.use(http.post('*/api/get-contest-rank', async () => boardAnswer(await held)));
    await loginAs('root');
    renderApp(`/contest/${ENDED}/scroll-board`);
    expect(await screen.findByRole('button', { name: 'Start the scroll board' })).toBeDisabled();
    answer(37);
    await screen.findByDisplayValue('3');
    expect(start()).toBeEnabled();
    expect(screen.queryByText(/not a number|whole number/i)).not.toBeInTheDocument();
  });

  it('start the medals at 10, 20 and 30 % of the participants without star users, rounded down', async () => {
    await openPage(ENDED, 37);
    expect(screen.getByText('Gold medals: 37 × 10% = 3')).toBeInTheDocument();
    expect(screen.getByText('Silver medals: 37 × 20% = 7')).toBeInTheDocument();
    expect(screen.getByText('Bronze medals: 37 × 30% = 11')).toBeInTheDocument();
    expect(field('Gold medals')).toHaveValue('3');
    expect(field('Silver medals')).toHaveValue('7');
    expect(field('Bronze medals')).toHaveValue('11');
    // Counted as HOJ counts them: past the seal, star users left out.
    expect(rankBodies).toEqual([
      expect.objectContaining({ cid: ENDED, removeStar: true, forceRefresh: true }),
    ]);
  });

  it('opens the scroll board of an ended contest in a new window with the chosen settings', async () => {
    const { user } = await openPage(ENDED, 37);
    await user.click(start());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opened).toHaveBeenCalledWith(
      `/scrollBoard?cid=${ENDED}&removeStar=false&medals[]=3&medals[]=7&medals[]=11`,
      '_blank',
      'noopener',
    );

    await user.clear(field('Gold medals'));
    await user.type(field('Gold medals'), '5');
    await user.click(screen.getByRole('checkbox', { name: 'Leave out star users' }));
    await user.click(start());
    expect(opened).toHaveBeenLastCalledWith(
      `/scrollBoard?cid=${ENDED}&removeStar=true&medals[]=5&medals[]=7&medals[]=11`,
      '_blank',
      'noopener',
    );
  });

  it('asks first while the contest has not ended', async () => {
    const { user } = await openPage(RUNNING, 12);
    await user.click(start());
    let dialog = await screen.findByRole('dialog', { name: 'The contest has not ended' });
    expect(dialog).toHaveTextContent(
      'The contest is not over yet. Are you sure you want to open the scroll board?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(opened).not.toHaveBeenCalled();

    await user.click(start());
    dialog = await screen.findByRole('dialog', { name: 'The contest has not ended' });
    await user.click(within(dialog).getByRole('button', { name: 'Open the scroll board' }));
    expect(opened).toHaveBeenCalledWith(
      `/scrollBoard?cid=${RUNNING}&removeStar=false&medals[]=1&medals[]=2&medals[]=3`,
      '_blank',
      'noopener',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names a count that is not a whole number and keeps what was typed', async () => {
    const { user } = await openPage(ENDED, 37);
    await user.clear(field('Silver medals'));
    await user.type(field('Silver medals'), '7.5');
    await user.tab();
    expect(field('Silver medals')).toHaveValue('7.5');
    expect(field('Silver medals')).toHaveAccessibleDescription('Enter a whole number, 0 or more');

    await user.clear(field('Bronze medals'));
    await user.type(field('Bronze medals'), '-2');
    await user.click(start());
    expect(opened).not.toHaveBeenCalled();
    expect(field('Silver medals')).toHaveFocus();
    expect(field('Bronze medals')).toHaveAccessibleDescription('Enter a whole number, 0 or more');
    expect(field('Bronze medals')).toHaveValue('-2');
    expect(field('Gold medals')).not.toHaveAttribute('aria-invalid');
  });

  it('lets the counts be typed when the participants cannot be counted', async () => {
    server.use(
      http.post('*/api/get-contest-rank', () =>
        HttpResponse.json({ status: 500, msg: 'Server Error!', data: null }, { status: 500 }),
      ),
    );
    await loginAs('root');
    const { user } = renderApp(`/contest/${ENDED}/scroll-board`);
    expect(
      await screen.findByText(
        'The number of participants could not be read; enter the medal counts yourself.',
      ),
    ).toBeInTheDocument();
    expect(field('Gold medals')).toHaveValue('');
    await user.type(field('Gold medals'), '1');
    await user.type(field('Silver medals'), '2');
    await user.type(field('Bronze medals'), '3');
    await user.click(start());
    expect(opened).toHaveBeenCalledWith(
      `/scrollBoard?cid=${ENDED}&removeStar=false&medals[]=1&medals[]=2&medals[]=3`,
      '_blank',
      'noopener',
    );
  });

  it('says the scroll board is for ACM contests in an OI contest', async () => {
    await loginAs('root');
    renderApp(`/contest/${OI}/scroll-board`);
    expect(await screen.findByText('This tool is for ACM contests only.')).toBeInTheDocument();
    expect(rankBodies).toEqual([]);
  });

  it('speaks Chinese', async () => {
    resetPortal('zh-CN');
    server.use(boardOf(37));
    await loginAs('root');
    renderApp(`/contest/${ENDED}/scroll-board`);
    expect(await screen.findByText('金牌数量：37 × 10% = 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '开始滚榜' })).toBeInTheDocument();
  });
});
