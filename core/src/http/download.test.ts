import { http, HttpResponse } from 'msw';
import { session } from '../session/session';
import { BASE, failure, installHttpHarness } from '../test/httpHarness';
import { configureHttp } from './config';
import { downloadFile, filenameFromDisposition, saveBlob } from './download';

const { server, hooks } = installHttpHarness();

describe('downloadFile', () => {
  it('resolves the blob and the URL-decoded file name, sending the token', async () => {
    session.setToken('tok-root');
    let auth: string | null = null;
    server.use(
      http.get(`${BASE}/api/file/download-contest-rank`, ({ request }) => {
        auth = request.headers.get('Authorization');
        return new HttpResponse('xlsx-bytes', {
          headers: {
            'Content-Type': 'application/xlsx',
            'Content-Disposition': 'attachment;filename=contest_7_%E6%8E%92%E5%90%8D+final.xlsx',
          },
        });
      }),
    );
    const file = await downloadFile('/api/file/download-contest-rank?cid=7');
    expect(file.filename).toBe('contest_7_排名 final.xlsx');
    expect(file.blob.type).toBe('application/xlsx');
    await expect(file.blob.text()).resolves.toBe('xlsx-bytes');
    expect(auth).toBe('tok-root');
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it('waits up to 300 s', async () => {
    const spy = jest.spyOn(globalThis, 'setTimeout');
    server.use(
      http.get(
        `${BASE}/api/file/export-problem`,
        () => new HttpResponse('zip', { headers: { 'Content-Type': 'application/x-download' } }),
      ),
    );
    const file = await downloadFile('/api/file/export-problem?pid=1');
    expect(file.filename).toBe('export-problem');
    expect(spy.mock.calls.map((call) => call[1])).toContain(300_000);
    spy.mockRestore();
  });

  it('a JSON answer is an error with its message and status (HTTP 400 before the stream)', async () => {
    session.setToken('tok');
    server.use(
      http.get(`${BASE}/api/file/download-testcase`, () =>
        HttpResponse.json(
          { status: 400, msg: '对不起，该题目的评测数据为空！', data: null },
          { status: 400 },
        ),
      ),
    );
    const error = await failure(downloadFile('/api/file/download-testcase?pid=3'));
    expect(error).toMatchObject({
      kind: 'badRequest',
      httpStatus: 400,
      status: 400,
      transport: true,
      msg: '对不起，该题目的评测数据为空！',
    });
    expect(session.get().token).toBe('tok');
    expect(hooks.onError).toHaveBeenCalledWith(error);
  });

  it('a JSON error in an HTTP 200 (stream failure with the status name) is a server error', async () => {
    server.use(
      http.get(`${BASE}/api/file/download-contest-ac-submission`, () =>
        HttpResponse.json({ status: 'SYSTEM_ERROR', msg: '下载文件失败', data: null }),
      ),
    );
    const error = await failure(downloadFile('/api/file/download-contest-ac-submission?cid=1'));
    expect(error).toMatchObject({
      kind: 'server',
      httpStatus: 200,
      status: 500,
      transport: false,
      msg: '下载文件失败',
    });
  });

  it('an unparsable JSON answer is kind invalidFile', async () => {
    server.use(
      http.get(
        `${BASE}/api/file/download-contest-print-text`,
        () =>
          new HttpResponse('{not json', { headers: { 'Content-Type': 'application/json;charset=UTF-8' } }),
      ),
    );
    const error = await failure(downloadFile('/api/file/download-contest-print-text?id=1'));
    expect(error).toMatchObject({ kind: 'invalidFile', msg: '文件格式无效', status: null, httpStatus: 200 });
    configureHttp({ locale: () => 'en-US' });
    expect((await failure(downloadFile('/api/file/download-contest-print-text?id=1'))).msg).toBe(
      'Invalid file format',
    );
  });

  it('an HTTP 401 download clears the session like any call', async () => {
    session.setToken('tok');
    server.use(
      http.get(`${BASE}/api/file/download-testcase`, () =>
        HttpResponse.json({ status: 401, msg: '请先登录！', data: null }, { status: 401 }),
      ),
    );
    const error = await failure(downloadFile('/api/file/download-testcase?pid=1'));
    expect(error.kind).toBe('unauthorized');
    expect(session.get().token).toBeNull();
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('filenameFromDisposition', () => {
  it.each([
    ['attachment;filename=a%20b.zip', 'a b.zip'],
    ['attachment; filename="quoted name.txt"', 'quoted name.txt'],
    ["attachment; filename*=UTF-8''%E9%A2%98%E7%9B%AE.zip; filename=fallback.zip", '题目.zip'],
    ['attachment;filename=bad%E0%A4%A.txt', 'bad%E0%A4%A.txt'],
  ])('%s → %s', (header, name) => {
    expect(filenameFromDisposition(header)).toBe(name);
  });

  it('is null without a header or file name', () => {
    expect(filenameFromDisposition(null)).toBeNull();
    expect(filenameFromDisposition('inline')).toBeNull();
  });
});

describe('saveBlob', () => {
  it('offers the blob under its file name', () => {
    const createObjectURL = jest.fn(() => 'blob:http://localhost/1');
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: jest.fn(), configurable: true });
    const clicked: { download: string; href: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ download: this.download, href: this.href });
    });
    const blob = new Blob(['x']);
    saveBlob(blob, 'rank.xlsx');
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ download: 'rank.xlsx', href: 'blob:http://localhost/1' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    click.mockRestore();
  });
});

describe('downloadFile details', () => {
  function file(path: string, init: ResponseInit = {}, body: BodyInit = 'bytes'): void {
    server.use(
      http.get(
        `${BASE}${path}`,
        () =>
          new HttpResponse(body, {
            ...init,
            headers: { 'Content-Type': 'application/octet-stream', ...init.headers },
          }),
      ),
    );
  }

  it('names the file after the last segment of the URL path, decoded, without the query', async () => {
    file('/api/file/*');
    const saved = await downloadFile('/api/file/%E9%A2%98%E7%9B%AE+1.zip?pid=1#top');
    expect(saved.filename).toBe('题目 1.zip');
  });

  it('names the file "download" when the URL has no path', async () => {
    file('/');
    expect((await downloadFile('/')).filename).toBe('download');
  });

  it('prefers the header name to the URL, and the URL to a blank header name', async () => {
    file('/api/file/a.zip', { headers: { 'Content-Disposition': 'attachment; filename=rank.xlsx' } });
    expect((await downloadFile('/api/file/a.zip')).filename).toBe('rank.xlsx');
    file('/api/file/b.zip', { headers: { 'Content-Disposition': 'attachment; filename=""' } });
    expect((await downloadFile('/api/file/b.zip')).filename).toBe('b.zip');
  });

  it('asks with GET even when the caller passes other options, and keeps them', async () => {
    let seen: Request | undefined;
    server.use(
      http.all(`${BASE}/api/file/a.zip`, ({ request }) => {
        seen = request;
        return new HttpResponse('x', { headers: { 'Content-Type': 'application/zip' } });
      }),
    );
    await downloadFile('/api/file/a.zip', { headers: { 'X-Caller': 'yes' } });
    expect(seen?.method).toBe('GET');
    expect(seen?.headers.get('X-Caller')).toBe('yes');
  });

  it('a file answer with an HTTP error status is a server error with the catalogue text', async () => {
    file('/api/file/a.zip', { status: 502 }, '<html>Bad Gateway</html>');
    const error = await failure(downloadFile('/api/file/a.zip'));
    expect(error).toMatchObject({
      kind: 'server',
      httpStatus: 502,
      status: null,
      transport: true,
      msg: '服务器错误，请重新刷新',
    });
    expect(hooks.onError).toHaveBeenCalledWith(error);
  });

  it('an unparsable JSON answer with an HTTP error status is an HTTP failure, with HTTP 200 it is not', async () => {
    server.use(
      http.get(`${BASE}/api/file/broken`, ({ request }) => {
        const status = Number(new URL(request.url).searchParams.get('status'));
        return new HttpResponse('{"status":', { status, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    expect(await failure(downloadFile('/api/file/broken?status=500'))).toMatchObject({
      kind: 'invalidFile',
      httpStatus: 500,
      transport: true,
    });
    expect(await failure(downloadFile('/api/file/broken?status=200'))).toMatchObject({
      kind: 'invalidFile',
      httpStatus: 200,
      transport: false,
    });
    expect(await failure(downloadFile('/api/file/broken?status=299'))).toMatchObject({
      kind: 'invalidFile',
      httpStatus: 299,
      transport: false,
    });
  });

  it('a JSON answer without a status or message is a business error with the catalogue text', async () => {
    server.use(http.get(`${BASE}/api/file/a.zip`, () => HttpResponse.json({ data: null })));
    const error = await failure(downloadFile('/api/file/a.zip'));
    expect(error).toMatchObject({
      kind: 'business',
      httpStatus: 200,
      status: null,
      transport: false,
      msg: '操作失败',
    });
  });

  it('a download that never answers gives up after 300 s, not before', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    try {
      server.use(http.get(`${BASE}/api/file/slow.zip`, () => new Promise<never>(() => undefined)));
      let settled = false;
      const outcome = failure(downloadFile('/api/file/slow.zip')).finally(() => {
        settled = true;
      });
      await jest.advanceTimersByTimeAsync(299_999);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(await outcome).toMatchObject({ kind: 'timeout', msg: '请求超时，请稍后再试' });
      expect(hooks.onError).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('filenameFromDisposition details', () => {
  it.each([
    ['attachment; FILENAME = "spaced.txt" ', 'spaced.txt'],
    ['attachment; filename*="UTF-8\'\'%E9%A2%98.zip"', '题.zip'],
    ['attachment; filename*=%E9%A2%98%20a.zip', '题 a.zip'],
    ["attachment; filename*=UTF-8'en'a%2Bb.zip", 'a+b.zip'],
    ["attachment; filename*=UTF-8''%20; filename=plain.zip", 'plain.zip'],
    ["attachment; filename*=UTF-8''bad%E0%A4%A.zip", 'bad%E0%A4%A.zip'],
    ['attachment; filename=a+b+c.zip; size=3', 'a b c.zip'],
    ["attachment; filename* = UTF-8''%E9%A2%98.zip ; filename=x.zip", '题.zip'],
    ["attachment;filename*=UTF-8''a+b+c.zip", 'a b c.zip'],
    ['attachment; filename=" padded.zip "', 'padded.zip'],
  ])('%s → %s', (header, name) => {
    expect(filenameFromDisposition(header)).toBe(name);
  });

  it.each(['', 'attachment; filename=', 'attachment; filename=""', 'attachment; filename=  ;'])(
    '%p has no file name',
    (header) => {
      expect(filenameFromDisposition(header)).toBeNull();
    },
  );
});

describe('saveBlob details', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('clicks a hidden link in the page, then revokes the object URL on the next task', () => {
    Object.defineProperty(URL, 'createObjectURL', {
      value: () => 'blob:http://localhost/2',
      configurable: true,
    });
    const revokeObjectURL = jest.fn();
    Object.defineProperty(URL, 'revokeObjectURL', { value: revokeObjectURL, configurable: true });
    const seen: { connected: boolean; hidden: boolean; rel: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      seen.push({ connected: this.isConnected, hidden: this.style.display === 'none', rel: this.rel });
    });
    saveBlob(new Blob(['x']), 'a.txt');
    expect(seen).toEqual([{ connected: true, hidden: true, rel: 'noopener' }]);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/2');
    click.mockRestore();
  });
});
