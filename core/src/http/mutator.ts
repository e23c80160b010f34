import { envelopeData } from './envelope';
import { hojFetch, readResponseBody, type HojRequestInit } from './hojFetch';
import { resolveUrl } from './urlType';

/**
 * orval's mutator: the generated functions call it with a relative URL and expect the unwrapped `data`
 * (a Blob for a file answer).
 */
export async function hojMutator<T>(url: string, init?: HojRequestInit): Promise<T> {
  const response = await hojFetch(resolveUrl(url), init);
  const body = await readResponseBody(response);
  return (body instanceof Blob ? body : envelopeData(body)) as T;
}
