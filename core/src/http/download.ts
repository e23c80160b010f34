import { DOWNLOAD_TIMEOUT_MS } from './config';
import { bodyStatus, isJsonContentType, parseJson, serverMsg } from './envelope';
import { bodyError, httpError, transportError } from './errors';
import { reportFailure } from './hojFetch';
import { exchange, type HojRequestInit } from './transport';
import { urlPath } from './urlType';

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

type DownloadBody = { type: 'json'; text: string } | { type: 'blob'; blob: Blob };

async function readDownload(response: Response): Promise<DownloadBody> {
  if (isJsonContentType(response.headers.get('Content-Type'))) {
    return { type: 'json', text: await response.text() };
  }
  return { type: 'blob', blob: await response.blob() };
}

function decode(value: string): string {
  try {
    // Java's URLEncoder writes spaces as '+'; a real '+' arrives as %2B.
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/** The file name of `Content-Disposition` (`filename*=` preferred), URL-decoded; null when there is none. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header)?.[1];
  if (extended) {
    const value = extended.trim().replace(/^"(.*)"$/, '$1');
    const encoded = /^[^']*'[^']*'(.*)$/.exec(value)?.[1] ?? value;
    const name = decode(encoded).trim();
    if (name) return name;
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]*)/i.exec(header);
  const value = (plain?.[2] ?? plain?.[1] ?? '').trim();
  return value ? decode(value) : null;
}

function filenameFromUrl(url: string): string {
  const last = urlPath(url).split('/').filter(Boolean).pop();
  return last ? decode(last) : 'download';
}

/**
 * GET a file as a blob with the 300 s download timeout. The backend reports errors before the stream
 * as JSON (often HTTP 400): any JSON answer becomes an ApiError with its msg and status, unparsable JSON
 * becomes kind 'invalidFile'.
 */
export async function downloadFile(url: string, init?: HojRequestInit): Promise<DownloadedFile> {
  const result = await exchange(url, { method: 'GET', ...init }, DOWNLOAD_TIMEOUT_MS, readDownload);
  if (!result.ok) return reportFailure(result.call, result.error);
  const { call, response, body } = result;

  if (body.type === 'json') {
    const parsed = parseJson(body.text);
    if (!parsed.ok) return reportFailure(call, transportError(call, 'invalidFile', response.status));
    const status = bodyStatus(parsed.value) ?? null;
    const msg = serverMsg(parsed.value);
    return reportFailure(
      call,
      response.ok
        ? bodyError(call, response.status, status, msg)
        : httpError(call, response.status, status, msg),
    );
  }
  if (!response.ok) return reportFailure(call, httpError(call, response.status, null, null));

  const filename =
    filenameFromDisposition(response.headers.get('Content-Disposition')) ?? filenameFromUrl(url);
  return { blob: body.blob, filename };
}

/** Hands a downloaded file to the browser's save dialog. */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; the next task is late enough.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
