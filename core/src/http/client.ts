import type { paths } from '@generated/schema';
import createClient, { type Client } from 'openapi-fetch';
import { ApiError } from './apiError';
import { catalogueText } from './errors';
import { hojFetch } from './hojFetch';
import { isAdminUrl, resolveUrl } from './urlType';

/**
 * openapi-fetch builds `new Request(baseUrl + path)` before calling fetch; this Request resolves the
 * path against the base URL configured at call time (configureHttp may run after this module loads).
 */
class HojRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? resolveUrl(input) : input, init);
  }
}

/** Typed calls over the contract; responses are full envelopes, failures reject with ApiError. */
export const api: Client<paths> = createClient<paths>({ baseUrl: '', fetch: hojFetch, Request: HojRequest });

/**
 * `data` of a successful openapi-fetch call:
 * `const page = await unwrap(api.GET('/api/get-common-announcement', { params: { query: { currentPage: 1, limit: 5 } } }))`.
 */
export async function unwrap<T>(
  call: Promise<{ data?: { data?: T }; error?: unknown; response?: Response }>,
): Promise<T> {
  const result = await call;
  if (result.error !== undefined) {
    // Only reachable with a per-call fetch that resolves HTTP errors instead of rejecting like hojFetch.
    const url = result.response?.url ?? '';
    throw new ApiError({
      kind: 'server',
      msg: catalogueText('server'),
      url,
      admin: isAdminUrl(url),
      httpStatus: result.response?.status ?? null,
      status: null,
      transport: true,
    });
  }
  return result.data?.data as T;
}
