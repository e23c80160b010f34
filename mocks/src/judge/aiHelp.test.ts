import { messages as httpMessages } from '../http/messages';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs, readEvents, send } from '../jest/requests';
import { aiMessages } from './aiHelp';

const messages = { ...httpMessages, ...aiMessages };

installMockServer();

const URL = '/api/ai/chat-stream';

const request = (question: string, overrides: Record<string, unknown> = {}) => ({
  configs: {
    currentCode:
      '#include <cstdio>\nint main() {\n  int a, b;\n  scanf("%d %d", &a, &b);\n  printf("%d\\n", a + b);\n}\n',
    description: 'Read two integers a and b ($|a|, |b| \\le 10^{18}$) and print their sum.',
    language: 'C++ 17',
  },
  tags: ['模拟', 'Math'],
  messages: [
    { role: 'system', content: 'You help contestants without giving full solutions.' },
    { role: 'user', content: question },
  ],
  ...overrides,
});

/** The content of each chunk, in order; the last event must be the done marker. */
async function chunksOf(response: Response): Promise<string[]> {
  const events = await readEvents(response);
  expect(events.at(-1)).toBe('[DONE]');
  return events
    .slice(0, -1)
    .map(
      (e) => (JSON.parse(e) as { choices: { delta: { content: string } }[] }).choices[0]?.delta.content ?? '',
    );
}

describe('POST /api/ai/chat-stream', () => {
  it('streams a hint built from the request in several chunks, then [DONE]', async () => {
    const token = await loginAs('alice');
    const response = await send(URL, { token, json: request('Why is my answer wrong on test 3?') });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
    const chunks = await chunksOf(response);
    expect(chunks.length).toBeGreaterThan(5);
    chunks.forEach((c) => expect(c).not.toBe(''));
    const answer = chunks.join('');
    expect(answer).toMatch(
      /^I read your C\+\+ 17 code \(6 lines\)\. You asked: "Why is my answer wrong on test 3\?"/,
    );
    expect(answer).toContain('tagged 模拟, Math');
    // The statement allows values up to 10^18 and the code only uses int.
    expect(answer).toContain('64-bit');
    expect(answer).toMatch(/I will not write the complete solution for you/);
  });

  it('answers the same request with the same text, and in Chinese when asked in Chinese', async () => {
    const token = await loginAs('alice');
    const first = (
      await chunksOf(await send(URL, { token, json: request('为什么第三个测试点错了？') }))
    ).join('');
    const second = (
      await chunksOf(await send(URL, { token, json: request('为什么第三个测试点错了？') }))
    ).join('');
    expect(first).toBe(second);
    expect(first).toContain('C++ 17');
    expect(first).toContain('模拟、Math');
    expect(first).toContain('我不会直接给出完整的解答');
  });

  it('sends the chunks as they are produced, in order', async () => {
    const token = await loginAs('bob');
    const response = await send(URL, { token, json: request('Any hint?', { tags: [] }) });
    const reader = response.body?.getReader();
    if (!reader) throw new Error('the answer has no body');
    const decoder = new TextDecoder();
    const first = await reader.read();
    // The first event arrives alone: the rest is still being produced.
    expect(decoder.decode(first.value)).toMatch(
      /^data: \{"choices":\[\{"delta":\{"content":"I read your [^\n]*\n\n$/,
    );
    let rest = '';
    for (let next = await reader.read(); !next.done; next = await reader.read())
      rest += decoder.decode(next.value);
    expect(rest.match(/^data: /gm)?.length).toBeGreaterThan(5);
    expect(rest.endsWith('data: [DONE]\n\n')).toBe(true);
  });

  it('needs login: HTTP 401 as JSON for a visitor or a stale token', async () => {
    const anonymous = await call(URL, { json: request('hint?') });
    expect(anonymous.response.status).toBe(401);
    expect(anonymous.body).toEqual({ status: 401, msg: messages.loginRequired, data: null });
    const stale = await call(URL, { token: 'stale-token', json: request('hint?') });
    expect(stale.response.status).toBe(401);
  });

  it('answers HTTP 400 for a body without messages or with a malformed one', async () => {
    const token = await loginAs('alice');
    for (const json of [
      { configs: {} },
      request('x', { messages: [] }),
      request('x', { messages: [{ role: 'judge' }] }),
    ]) {
      const { response, body } = await call(URL, { token, json });
      expect(response.status).toBe(400);
      expect(body).toEqual({ status: 400, msg: messages.aiMessagesMissing, data: null });
    }
  });
});
