import { screen, waitFor, within } from '@testing-library/react';
import { discussions } from '@hoj/mocks/store/schema/discussions';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs } from '@portal/test/loginAs';
import { renderApp, resetPortal } from '@portal/test/renderApp';

installMockServer();

beforeEach(() => resetPortal());

const list = () => screen.findByRole('list', { name: 'Discussions' });
const titles = async () =>
  within(await list())
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('heading', { level: 2 }).textContent);
const itemOf = async (title: string) => {
  const found = within(await list())
    .getAllByRole('listitem')
    .find((item) => within(item).getByRole('heading', { level: 2 }).textContent?.endsWith(title));
  if (!found) throw new Error(`no discussion "${title}" in the list`);
  return found;
};

describe('what a reader may do to the posts of the list', () => {
  it('lets an admin pin a post, which the server then lists first', async () => {
    await loginAs('admin');
    const { user } = renderApp('/discussion');
    const ak = await itemOf('今天第一次 AK 了入门赛！');
    const pin = within(ak).getByRole('button', { name: 'Pin 今天第一次 AK 了入门赛！' });
    expect(pin).toHaveAttribute('aria-pressed', 'false');
    await user.click(pin);

    await waitFor(async () => expect((await titles())[0]).toBe('Pinned今天第一次 AK 了入门赛！'));
    expect(discussions.find((d) => d.title === '今天第一次 AK 了入门赛！')?.topPriority).toBe(true);
    expect(
      within(await itemOf('今天第一次 AK 了入门赛！')).getByRole('button', { name: /^Pin / }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers edit and delete on own posts only, and moderation to admins only', async () => {
    await loginAs('bob');
    const view = renderApp('/discussion');
    const own = await itemOf('今天第一次 AK 了入门赛！');
    expect(within(own).getByRole('button', { name: 'Edit 今天第一次 AK 了入门赛！' })).toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: /^Pin / })).not.toBeInTheDocument();
    const others = await itemOf('讨论区规则（发帖前必读）');
    expect(within(others).queryByRole('group')).not.toBeInTheDocument();
    view.unmount();
  });
});
