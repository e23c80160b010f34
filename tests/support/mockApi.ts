import type { APIRequestContext } from '@playwright/test';
import { mockServerUrl } from './fixtures';

/** Reads the mock backend directly, so specs assert what the seed holds instead of hard-coding it. */
export async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`${mockServerUrl}${path}`);
  const body = (await res.json()) as { status: number; data: T };
  if (body.status !== 200) throw new Error(`${path} answered status ${body.status}`);
  return body.data;
}
