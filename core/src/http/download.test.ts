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
