import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest } from './client';
import { ApiError, describeError } from './errors';
import { sendInquiry } from './inquiries';
import { register } from './users';

const fetchMock = vi.fn<typeof fetch>();

function storageWith(entries: Record<string, string>) {
  return { getItem: (key: string) => entries[key] ?? null, setItem: vi.fn(), removeItem: vi.fn() };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const requestOf = (call = 0) => {
  const [url, init] = fetchMock.mock.calls[call] ?? [];
  return { url, init, headers: new Headers(init?.headers) };
};

describe('apiRequest (docs/api.md#api-conventions, docs/api.md#bearer-token, docs/api.md#request-timeout: JSON, bearer token, 10000 ms timeout)', () => {
  it('sends JSON and validates the answer', async () => {
    fetchMock.mockResolvedValue(Response.json({ message: 'ok' }));
    await expect(
      apiRequest('/api/x', { method: 'POST', body: { a: 1 }, schema: z.object({ message: z.string() }) }),
    ).resolves.toEqual({ message: 'ok' });
    const { url, init, headers } = requestOf();
    expect(url).toBe('/api/x');
    expect(init?.body).toBe('{"a":1}');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('adds the bearer token only on authenticated calls', async () => {
    vi.stubGlobal('localStorage', storageWith({ token: 'abc' }));
    fetchMock.mockImplementation(async () => Response.json({}));
    await apiRequest('/api/open');
    await apiRequest('/api/mine', { auth: true });
    expect(requestOf(0).headers.has('Authorization')).toBe(false);
    expect(requestOf(1).headers.get('Authorization')).toBe('Bearer abc');
  });

  it('sends FormData as multipart, without a JSON content type', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 201 }));
    const form = new FormData();
    form.append('projectName', 'Skyline');
    await apiRequest('/api/builder-properties', { method: 'POST', body: form });
    expect(requestOf().init?.body).toBe(form);
    expect(requestOf().headers.has('Content-Type')).toBe(false);
  });

  it('gives up after 10000 ms with no response', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const pending = apiRequest('/api/slow').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('no-response');
  });

  it('turns a non-ok answer into an ApiError with the server message', async () => {
    fetchMock.mockResolvedValue(Response.json({ message: 'Builder not found' }, { status: 404 }));
    await expect(apiRequest('/api/builders/username/x')).rejects.toMatchObject({
      kind: 'response',
      status: 404,
      serverMessage: 'Builder not found',
    });
  });
});

describe('describeError (docs/api.md#error-catalogue)', () => {
  const response = (status: number, message: string | null) => new ApiError('response', status, message);
  it.each([
    ['login 401 User not found', response(401, 'User not found'), 'login', 'Please register this email first.'],
    ['login 404 User not found', response(404, 'User not found'), 'login', 'Please register this email first.'],
    [
      'login 401 Invalid credentials or role',
      response(401, 'Invalid credentials or role'),
      'login',
      'Invalid credentials or role.',
    ],
    [
      'other error with a server message',
      response(409, 'An account with this email already exists'),
      undefined,
      'An account with this email already exists',
    ],
    [
      'User not found outside login is the server message',
      response(404, 'User not found'),
      undefined,
      'User not found',
    ],
    ['server response without a message', response(500, null), 'login', 'Unexpected error occurred'],
    ['other errors: their own message', new Error('Boom'), undefined, 'Boom'],
    ['other errors without a message', 'weird', undefined, 'An unexpected error occurred'],
  ] as const)('%s', (_name, error, context, message) => {
    expect(describeError(error, context)).toBe(message);
  });
  it('no response names the API host, never an internal address (docs/api.md#no-response)', () => {
    const at = (origin: string) => {
      vi.stubGlobal('window', { location: new URL(origin) });
      return describeError(new ApiError('no-response', null, null));
    };
    expect(at('https://fdroid.example.in')).toMatch(/running at https:\/\/fdroid\.example\.in$/);
    expect(at('https://nivaas.in')).toBe(
      'No response from server. Please check if the server is running at https://nivaas.in',
    );
    for (const origin of [
      'http://127.0.0.1:4173',
      'http://localhost:3000',
      'http://192.168.1.20',
      'http://[::1]:80',
      'http://api.internal',
    ])
      expect(at(origin)).toBe('No response from server. Please check your connection and try again.');
  });
});

describe('register (docs/api.md#register-retry: 2 extra attempts, 1000 ms apart, none on 400)', () => {
  const body = {
    name: 'Asha Rao',
    email: 'asha@example.in',
    phone: '9876543210',
    password: 'secret123',
    role: 'Buyer',
    otp: '123456',
  } as const;
  const session = { _id: 'u1', name: 'Asha Rao', email: 'asha@example.in', role: 'Buyer', token: 't' };

  it('retries twice, 1000 ms apart, then gives up', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(async () => Response.json({ message: 'Down' }, { status: 503 }));
    const result = register(body).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(await result).toMatchObject({ status: 503 });
  });

  it('succeeds on a retry after a network failure', async () => {
    vi.useFakeTimers();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(Response.json(session));
    const result = register(body);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toEqual(session);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never retries after a 400', async () => {
    fetchMock.mockResolvedValue(Response.json({ message: 'Invalid or expired code' }, { status: 400 }));
    await expect(register(body)).rejects.toMatchObject({ status: 400 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('Idempotency-Key on creating writes (docs/api.md#idempotency)', () => {
  const keyOf = (call: number) => requestOf(call).headers.get('Idempotency-Key');
  const ask = (message: string) => sendInquiry('l1', { name: 'Asha Rao', message });
  const inquiry = {
    _id: 'i1',
    listingId: 'l1',
    listingTitle: 'Flat',
    buyer: { name: 'Asha Rao' },
    message: 'Still there?',
    state: 'new',
    createdAt: '2026-11-27T10:00:00.000Z',
    thread: [],
  };

  it('a retry of the same send after no response, or after a 5xx, carries the same key', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(Response.json({ message: 'Briefly unavailable' }, { status: 503 }))
      .mockResolvedValueOnce(Response.json(inquiry, { status: 201 }));
    await expect(ask('Still there?')).rejects.toMatchObject({ kind: 'no-response' });
    await expect(ask('Still there?')).rejects.toMatchObject({ status: 503 });
    await expect(ask('Still there?')).resolves.toEqual(inquiry);
    expect(keyOf(0)).toMatch(/^[0-9a-f-]{36}$/);
    expect([keyOf(1), keyOf(2)]).toEqual([keyOf(0), keyOf(0)]);
  });

  it('once answered, the same text sent again is a new action with a new key; other text too', async () => {
    fetchMock.mockImplementation(async () => Response.json(inquiry, { status: 201 }));
    await ask('Is parking included?');
    await ask('Is parking included?');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(ask('Is parking included?')).rejects.toMatchObject({ kind: 'no-response' });
    await ask('Is parking included? And the price?');
    expect(new Set([keyOf(0), keyOf(1), keyOf(2), keyOf(3)]).size).toBe(4);
  });

  it('a refusal (4xx) ends the action: the next send has a new key', async () => {
    fetchMock
      .mockResolvedValueOnce(Response.json({ message: 'You have sent too many inquiries.' }, { status: 429 }))
      .mockResolvedValueOnce(Response.json(inquiry, { status: 201 }));
    await expect(ask('Later?')).rejects.toMatchObject({ status: 429 });
    await ask('Later?');
    expect(keyOf(1)).not.toBe(keyOf(0));
  });

  it('a multipart post is the same send when its fields and files are; reads send no key', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockImplementation(async () => Response.json({}));
    const form = () => {
      const data = new FormData();
      data.append('projectName', 'Skyline');
      data.append('bannerPhoto', new File(['x'], 'banner.jpg', { type: 'image/jpeg', lastModified: 1 }));
      return data;
    };
    const post = () => apiRequest('/api/builder-properties', { method: 'POST', body: form(), idempotent: true });
    await expect(post()).rejects.toMatchObject({ kind: 'no-response' });
    await post();
    expect(keyOf(1)).toBe(keyOf(0));
    await apiRequest('/api/properties');
    expect(requestOf(2).headers.has('Idempotency-Key')).toBe(false);
  });
});
