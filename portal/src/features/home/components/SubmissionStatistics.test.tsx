import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, unwrap } from '@hoj/core/http/client';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { renderApp, resetPortal } from '@portal/test/renderApp';

const server = installMockServer();

beforeEach(() => resetPortal());

describe('last-week submission statistics', () => {
  it('offers the numbers as a table, opened when the chart cannot load', async () => {
    const stats = await unwrap(api.GET('/api/get-last-week-submission-statistics'));
    // A browser without a 2D canvas: echarts cannot measure its labels and gives up.
    const getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => {
      throw new Error('no canvas here');
    });
    renderApp('/home');

    const panel = await screen.findByRole('region', { name: 'Submissions of the last week' });
    const total = stats.totalCountList.reduce((a, b) => a + b, 0);
    const ac = stats.acCountList.reduce((a, b) => a + b, 0);
    expect(
      await within(panel).findByText(`${total} submissions in the last 7 days, ${ac} accepted`),
    ).toBeInTheDocument();
    expect(
      await within(panel).findByText('The chart could not be loaded; the numbers are in the table below.'),
    ).toBeInTheDocument();
    expect(panel.querySelector('details')).toHaveAttribute('open');

    const table = within(panel).getByRole('table', { name: 'Submissions per day in the last 7 days' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    stats.dateStrList.forEach((date, i) => {
      const row = rows[i] as HTMLElement;
      expect(within(row).getByRole('rowheader')).toHaveTextContent(date);
      const [acCell, totalCell] = within(row).getAllByRole('cell');
      expect(acCell).toHaveTextContent(String(stats.acCountList[i]));
      expect(totalCell).toHaveTextContent(String(stats.totalCountList[i]));
    });
    getContext.mockRestore();
  });

  it('draws the chart and keeps the table folded away when the chart loads', async () => {
    renderApp('/home');
    const panel = await screen.findByRole('region', { name: 'Submissions of the last week' });
    await within(panel).findByRole('table', { name: 'Submissions per day in the last 7 days' });
    await waitFor(() => expect(panel.querySelector('[_echarts_instance_] svg')).not.toBeNull());
    expect(
      within(panel).queryByText('The chart could not be loaded; the numbers are in the table below.'),
    ).not.toBeInTheDocument();
    expect(panel.querySelector('details')).not.toHaveAttribute('open');
  });

  it('asks the server to recompute on refresh', async () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('last-week')) seen.push(new URL(request.url).search);
    });
    const { user } = renderApp('/home');
    const panel = await screen.findByRole('region', { name: 'Submissions of the last week' });
    await within(panel).findByRole('table');
    await user.click(within(panel).getByRole('button', { name: 'Refresh the submission statistics' }));
    await waitFor(() => expect(seen).toEqual(['', '?forceRefresh=true']));
    server.events.removeAllListeners();
  });

  it('shows an empty week as such, and an error with a retry', async () => {
    const empty = { dateStrList: ['01-01', '01-02', '01-03', '01-04', '01-05', '01-06', '01-07'] };
    server.use(
      http.get(
        '*/api/get-last-week-submission-statistics',
        () => HttpResponse.json({ status: 500, msg: 'Server Error!', data: null }),
        { once: true },
      ),
      http.get('*/api/get-last-week-submission-statistics', () =>
        HttpResponse.json({
          status: 200,
          msg: 'success',
          data: { ...empty, acCountList: [0, 0, 0, 0, 0, 0, 0], totalCountList: [0, 0, 0, 0, 0, 0, 0] },
        }),
      ),
    );
    const { user } = renderApp('/home');
    const panel = await screen.findByRole('region', { name: 'Submissions of the last week' });
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('The submission statistics could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByText('No submissions in the last 7 days')).toBeInTheDocument();
  });
});
