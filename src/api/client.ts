import type { z } from 'zod';
import { readToken } from '@/lib/storage';
import { apiBaseUrl, REQUEST_TIMEOUT_MS } from './config';
import { IDEMPOTENCY_KEY_HEADER } from './contract/idempotency';
import { ApiError } from './errors';
import { idempotencyKeyFor } from './idempotencyKeys';

export interface RequestOptions<Schema extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData goes as multipart. */
  body?: unknown;
  /** Send the stored bearer token (docs/api.md#bearer-token: favourites, logout, projects). */
  auth?: boolean;
  /** Validates the answer; without it the answer is ignored. */
  schema?: Schema;
  signal?: AbortSignal;
  /**
   * A creating write (docs/api.md#idempotency): sends an Idempotency-Key, the same one when the same
   * request is sent again before an answer came (a retry after no response or a 5xx).
   */
  idempotent?: boolean;
  /** 'text': a successful answer is its text, not JSON (docs/leads.md#export's CSV); a refusal is still read as JSON. */
  answerAs?: 'json' | 'text';
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function serverMessageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  return null;
}

/**
 * The one way the app calls the API: JSON by default, a 10 s timeout, the bearer token when asked,
 * and every failure as an ApiError that describeError turns into the docs/api.md#error-catalogue message.
 */
export async function apiRequest<Schema extends z.ZodType = z.ZodUnknown>(
  path: string,
  {
    method = 'GET',
    body,
    auth = false,
    schema,
    signal,
    idempotent = false,
    answerAs = 'json',
  }: RequestOptions<Schema> = {},
): Promise<z.infer<Schema>> {
  const headers = new Headers({ Accept: answerAs === 'text' ? '*/*' : 'application/json' });
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json');
  const token = auth ? readToken() : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const idempotency = idempotent ? idempotencyKeyFor(method, path, token, body) : null;
  if (idempotency) headers.set(IDEMPOTENCY_KEY_HEADER, idempotency.key);

  // A plain timer (not AbortSignal.timeout) so tests can drive it with fake timers.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  signal?.addEventListener('abort', () => controller.abort());
  let response: Response;
  let answer: unknown;
  try {
    response = await fetch(`${apiBaseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal: controller.signal,
    });
    const text = await response.text();
    answer = answerAs === 'text' && response.ok ? text : parseJson(text);
  } catch {
    // A network failure or the timeout: the server never answered.
    throw new ApiError('no-response', null, null);
  } finally {
    clearTimeout(timer);
  }

  // A 5xx may follow a write that was saved (the database lost after its commit): its retry keeps the key.
  if (response.status < 500) idempotency?.answered();
  if (!response.ok) throw new ApiError('response', response.status, serverMessageOf(answer));
  if (!schema) return answer as z.infer<Schema>;
  const parsed = schema.safeParse(answer);
  if (!parsed.success)
    throw new ApiError('response', response.status, null, 'The server sent an answer the app does not understand');
  return parsed.data;
}
