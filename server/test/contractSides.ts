import type { TestApp } from './testApp';

/**
 * The two sides of a contract suite (docs/architecture.md#layers): the MSW handlers the stories use,
 * reached by fetch once `setupServer(...handlers)` listens, and the real server by inject.
 */
export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** JSON, or a multipart body (FormData) sent as is. */
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}
export interface Answer {
  status: number;
  body: unknown;
}
export type Side = 'mock' | 'server';

export function mockResponse({ method, url, body, token, headers: extra = {} }: Call) {
  const form = body instanceof FormData;
  const headers: Record<string, string> = { ...extra, ...(form ? {} : { 'Content-Type': 'application/json' }) };
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(`http://localhost${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
}

export async function askMock(call: Call): Promise<Answer> {
  const response = await mockResponse(call);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

export const serverResponseOf = (real: TestApp, { method, url, body, token, headers = {} }: Call) =>
  real.app.inject({
    method,
    url,
    payload: body as object | undefined,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

export async function askServerOf(real: TestApp, call: Call): Promise<Answer> {
  const response = await serverResponseOf(real, call);
  return { status: response.statusCode, body: response.body ? JSON.parse(response.body) : null };
}
