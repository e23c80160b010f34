import { screen, within } from '@testing-library/react';
import { api, unwrap } from '@hoj/core/http/client';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs } from '@portal/test/loginAs';
import { renderApp, resetPortal } from '@portal/test/renderApp';

installMockServer();

beforeEach(() => resetPortal());

describe("a group's list tabs", () => {
  it("lists the group's problems, each opening inside the group", async () => {
    await loginAs('alice');
    renderApp('/group/1/problem');
    const table = await screen.findByRole('region', { name: 'Group problems' });
    const link = (await within(table).findAllByRole('link', { name: 'P1010' }))[0];
    expect(link).toHaveAttribute('href', '/group/1/problem/P1010');
    expect(
      within(await screen.findByRole('navigation', { name: 'Group pages' })).getByRole('link', {
        name: 'Problems',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it("lists the group's contests, each opening the contest's own pages", async () => {
    await loginAs('alice');
    renderApp('/group/1/contest');
    const link = await screen.findByRole('link', { name: '算法小组周测' });
    expect(link.getAttribute('href')).toMatch(/^\/contest\/\d+$/);
    expect(link.closest('li')).toHaveTextContent('Running');
  });

  it("lists the group's trainings as the server has them, each opening inside the group", async () => {
    await loginAs('alice');
    const expected = await unwrap(
      api.GET('/api/group/get-training-list', { params: { query: { gid: 1, currentPage: 1, limit: 10 } } }),
    );
    renderApp('/group/1/training');
    const panel = await screen.findByRole('region', { name: 'Trainings' });
    if (expected.records.length === 0) {
      expect(await within(panel).findByText('No training yet')).toBeInTheDocument();
      return;
    }
    const table = await within(panel).findByRole('region', { name: 'Group trainings' });
    for (const training of expected.records)
      expect(within(table).getByRole('link', { name: training.title || '(untitled)' })).toHaveAttribute(
        'href',
        `/group/1/training/${training.id}`,
      );
  });
});
