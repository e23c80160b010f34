import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { contestPrints } from '@hoj/mocks/store/schema/contests';
import { loginAs } from '@portal/test/loginAs';
import { renderApp, resetPortal } from '@portal/test/renderApp';

const server = installMockServer();

beforeEach(() => resetPortal());

/** The running public ACM contest of the seed, with printing open. */
const RUNNING = 2;
/** The ended OI contest of the seed, without printing. */
const NO_PRINT = 1;

/** A short program, 88 characters, as contestants send to the printer. */
const PROGRAM =
  '#include <stdio.h>\nint main(void) {\n    puts("A");\n    return 0;\n}\n// print me, please\n';

const box = () => screen.findByRole('textbox', { name: 'Text to print' });
const send = () => screen.getByRole('button', { name: 'Send to the printer' });
const printsOf = (username: string) =>
  contestPrints.where('cid', RUNNING).filter((print) => print.username === username);

describe('the print page', () => {
  it('asks for some text, then for 50 characters, saying how many are missing as the text grows', async () => {
    await loginAs('alice');
    const before = printsOf('alice').length;
    const { user } = renderApp(`/contest/${RUNNING}/print`);
    expect(
      await screen.findByRole('heading', { level: 1, name: '春季个人赛 第 1 场 · Print' }),
    ).toBeInTheDocument();
    const input = await box();
    expect(screen.getByText('At least 50 characters')).toBeInTheDocument();

    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('Content cannot be empty');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.type(input, 'int main');
    expect(screen.getByText('8 characters typed, 42 more needed')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The content must be at least 50 characters long');
    await user.click(send());
    expect(screen.getByRole('alert')).toHaveTextContent('The content must be at least 50 characters long');

    await user.type(input, 'x'.repeat(41));
    expect(screen.getByText('49 characters typed, 1 more needed')).toBeInTheDocument();
    await user.type(input, 'y');
    expect(screen.getByText('50 characters')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(printsOf('alice')).toHaveLength(before);
  });

  it('sends the text, says so in HOJ’s words and empties the box', async () => {
    await loginAs('alice');
    const before = printsOf('alice').length;
    const { user } = renderApp(`/contest/${RUNNING}/print`);
    const input = await box();
    await user.click(input);
    await user.paste(PROGRAM);
    await user.click(send());

    expect(await screen.findByText('Submit code successfully')).toBeInTheDocument();
    expect(screen.getByText('Sent. Please wait for the staff to print it.')).toBeInTheDocument();
    expect(input).toHaveValue('');
    const sent = printsOf('alice');
    expect(sent).toHaveLength(before + 1);
    expect(sent.some((print) => print.content === PROGRAM && print.status === 0)).toBe(true);
  });

  it('keeps the text when the server refuses it (a second print within 30 seconds)', async () => {
    await loginAs('alice');
    const { user } = renderApp(`/contest/${RUNNING}/print`);
    const input = await box();
    await user.click(input);
    await user.paste(PROGRAM);
    await user.click(send());
    await screen.findByText('Submit code successfully');

    await user.click(input);
    await user.paste(`${PROGRAM}// and once more\n`);
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(/Printing is limited/);
    expect(input).toHaveValue(`${PROGRAM}// and once more\n`);
    expect(screen.queryByText('Sent. Please wait for the staff to print it.')).not.toBeInTheDocument();
  });

  it('keeps the text when the send fails on the way', async () => {
    await loginAs('alice');
    server.use(http.post('*/api/submit-print-text', () => HttpResponse.error()));
    const { user } = renderApp(`/contest/${RUNNING}/print`);
    const input = await box();
    await user.click(input);
    await user.paste(PROGRAM);
    await user.click(send());
    await screen.findByRole('alert');
    await waitFor(() => expect(send()).not.toHaveAttribute('aria-disabled'));
    expect(input).toHaveValue(PROGRAM);
  });

  it('says printing is not open in a contest without it', async () => {
    await loginAs('alice');
    renderApp(`/contest/${NO_PRINT}/print`);
    expect(await screen.findByText('Printing is not open in this contest.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Text to print' })).not.toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    resetPortal('zh-CN');
    await loginAs('alice');
    const { user } = renderApp(`/contest/${RUNNING}/print`);
    await screen.findByRole('textbox', { name: '打印内容' });
    await user.click(screen.getByRole('button', { name: '提交打印' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('内容不能为空');
  });
});
