import { http, HttpResponse } from 'msw';
import { session } from '../session/session';
import { BASE, failure, installHttpHarness } from '../test/httpHarness';
import { uploadWithProgress, type UploadProgress } from './uploadWithProgress';

const { server, hooks } = installHttpHarness();

const URL_ = '/api/file/upload-testcase-zip';

// jest's jsdom keeps its own File, which Node's FormData cannot carry; a browser's File is a Blob like this one.
const form = () => {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(2048)]), 'cases.zip');
  return body;
};

const envelope = (status: number, msg: string, data: unknown = null) => ({ status, msg, data });

describe('uploadWithProgress', () => {
  it('sends the HOJ headers and the session’s token, reports progress and resolves with the data', async () => {
    session.setToken('token-1');
    let seen: Headers | null = null;
    server.use(
      http.post(`${BASE}${URL_}`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json(envelope(200, 'success', { fileListDir: '/tmp/1' }));
      }),
    );
    const progress: UploadProgress[] = [];
    const data = await uploadWithProgress(URL_, form(), { onProgress: (p) => progress.push(p) });
    expect(data).toEqual({ fileListDir: '/tmp/1' });
    const headers = seen as Headers | null;
    expect(headers?.get('Authorization')).toBe('token-1');
    expect(headers?.get('Url-Type')).toBe('general');
    for (const p of progress) expect(p.loaded).toBeLessThanOrEqual(p.total);
  });

  it('marks admin calls as such and adopts a renewed token', async () => {
    session.setToken('old');
    let urlType: string | null = null;
    server.use(
      http.post(`${BASE}/api/admin/x`, ({ request }) => {
        urlType = request.headers.get('Url-Type');
        return HttpResponse.json(envelope(200, 'success'), {
          headers: { Authorization: 'new', 'Refresh-Token': 'true' },
        });
      }),
    );
    await uploadWithProgress('/api/admin/x', form());
    expect(urlType).toBe('admin');
    expect(session.get().token).toBe('new');
  });

  it('rejects a body status with the server’s message, toasting it unless silent', async () => {
    server.use(http.post(`${BASE}${URL_}`, () => HttpResponse.json(envelope(400, 'bad zip'))));
    const error = await failure(uploadWithProgress(URL_, form()));
    expect(error).toMatchObject({ status: 400, serverMsg: 'bad zip' });
    expect(hooks.onError).toHaveBeenCalledTimes(1);

    await failure(uploadWithProgress(URL_, form(), { silent: true }));
    expect(hooks.onError).toHaveBeenCalledTimes(1);
  });

  it('rejects HTTP 403 as forbidden and an unreadable success as a server failure', async () => {
    server.use(http.post(`${BASE}${URL_}`, () => HttpResponse.json(envelope(403, 'no'), { status: 403 })));
    expect(await failure(uploadWithProgress(URL_, form(), { silent: true }))).toMatchObject({
      httpStatus: 403,
      kind: 'forbidden',
    });
    server.use(http.post(`${BASE}${URL_}`, () => new HttpResponse('<html>oops</html>', { status: 200 })));
    expect(await failure(uploadWithProgress(URL_, form(), { silent: true }))).toMatchObject({
      kind: 'server',
    });
  });

  it('stops when aborted and reports nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(uploadWithProgress(URL_, form(), { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(hooks.onError).not.toHaveBeenCalled();
  });
});
