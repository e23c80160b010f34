import { ApiError } from './apiError';
import { DOWNLOAD_TIMEOUT_MS } from './config';
import { bodyStatus, envelopeData, parseJson, serverMsg, SUCCESS_STATUS } from './envelope';
import { bodyError, catalogueText, httpError, transportError } from './errors';
import { reportFailure } from './hojFetch';
import { applyHojHeaders, renewToken, type Call } from './transport';
import { isAdminUrl, resolveUrl } from './urlType';

export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send in all (the whole multipart body). */
  total: number;
}

export interface UploadOptions {
  onProgress?(progress: UploadProgress): void;
  signal?: AbortSignal;
  /** No global error toast; the page shows the failure itself. */
  silent?: boolean;
  /** Defaults to the file-transfer timeout (300 s): a large package on a slow line takes minutes. */
  timeoutMs?: number;
}

const abortReason = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');

/**
 * POSTs a multipart form with upload progress, which `fetch` cannot report. The answer is read like every other
 * envelope: the `data` of a body status 200 resolves; a body status or HTTP error, a timeout or a network failure
 * rejects with the same `ApiError` (and the same 401/403 handling and toast) the fetch path produces. Aborting
 * through `signal` rejects with its reason and reports nothing.
 */
export function uploadWithProgress(
  url: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<unknown> {
  const absolute = resolveUrl(url);
  const call: Call = {
    url: absolute,
    admin: isAdminUrl(absolute),
    login: false,
    silent: options.silent ?? false,
  };
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(abortReason(signal));

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let settled = false;
    // Exactly one outcome per call, whichever event comes first; the listener on the caller's signal goes with it.
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const fail = (error: ApiError) => settle(() => void reportFailure(call, error).catch(reject));
    // The caller's abort settles at once: a browser fires `abort` synchronously, but nothing should depend on it.
    function onAbort() {
      settle(() => reject(abortReason(signal as AbortSignal)));
      xhr.abort();
    }

    xhr.open('POST', absolute);
    const headers = new Headers();
    applyHojHeaders(call, headers);
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.timeout = options.timeoutMs ?? DOWNLOAD_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (!settled && event.lengthComputable)
        options.onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      if (settled) return;
      renewToken(call, xhr.status >= 200 && xhr.status <= 299, (name) => xhr.getResponseHeader(name));
      const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
      const parsed = text.trim() === '' ? null : parseJson(text);
      const envelope = parsed?.ok ? parsed.value : undefined;
      const status = bodyStatus(envelope);
      if (xhr.status < 200 || xhr.status > 299) {
        fail(httpError(call, xhr.status, status ?? null, serverMsg(envelope)));
        return;
      }
      if (!parsed?.ok) {
        // A success status without a readable envelope: the server broke, as the fetch path reports it.
        const kind = 'server';
        fail(
          new ApiError({
            ...call,
            kind,
            msg: catalogueText(kind),
            httpStatus: xhr.status,
            status: null,
            transport: false,
          }),
        );
        return;
      }
      if (status !== undefined && status !== SUCCESS_STATUS) {
        fail(bodyError(call, xhr.status, status, serverMsg(envelope)));
        return;
      }
      settle(() => resolve(envelopeData(envelope)));
    };
    xhr.onerror = () => fail(transportError(call, 'network'));
    xhr.ontimeout = () => fail(transportError(call, 'timeout'));
    // An abort nobody asked for (the browser gave up on the page's request) reads as a lost connection.
    xhr.onabort = () => fail(transportError(call, 'network'));
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(form);
  });
}
