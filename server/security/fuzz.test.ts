import { readdir } from 'node:fs/promises';
import { count, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type Session } from '@/api/contract';
import { toProjectFormData } from '@/api/projectFormData';
import * as schema from '../db/schema';
import { testDatabaseKinds } from '../test/databases';
import { createProject, fileOf, projectFields, projectFiles } from '../test/projects';
import { bearer, startTestApp, type TestApp } from '../test/testApp';

/**
 * The API boundary under bad input (issue 11): malformed and mistyped JSON, huge strings, files that
 * lie about being photos, expired and tampered tokens, another user's ids. Every answer is a 4xx
 * with a readable `{ message }`, and no row or media file is written. Runs are bounded (< 60 s).
 */
const RUNS = 25;
const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';
const tables: PgTable[] = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
  is(value, PgTable),
);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

describe.each(testDatabaseKinds())('the API boundary under bad input on %s', (kind) => {
  let t: TestApp;
  let builder: Session;
  let otherBuilder: Session;
  let buyer: Session;
  let otherBuyer: Session;
  let projectId: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    [builder, otherBuilder, buyer, otherBuyer] = [
      await t.signUp('Builder'),
      await t.signUp('Builder'),
      await t.signUp('Buyer'),
      await t.signUp('Buyer'),
    ];
    projectId = (await createProject(t.app, builder.token, 'flat'))._id;
    // Approved, so the buyer can keep it as a favourite.
    await t.app.services.db.update(schema.builderProjects).set({ reviewState: 'approved' });
    const added = await send('POST', apiPaths.favourites, { propertyId: projectId }, buyer.token);
    expect(added.statusCode).toBeLessThan(300);
  });
  afterAll(async () => t?.close());

  async function send(method: Method, url: string, payload?: unknown, token?: string, raw = false) {
    return t.app.inject({
      method,
      url,
      headers: {
        ...(token ? bearer(token) : {}),
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload !== undefined ? { payload: raw ? (payload as string) : JSON.stringify(payload) } : {}),
    });
  }

  /** Rows in every table and files in the media folder: what "nothing stored" is checked against. */
  async function storedState() {
    const rows: Record<string, number> = {};
    for (const table of tables) {
      const [row] = await t.app.services.db.select({ n: count() }).from(table);
      rows[getTableName(table)] = row?.n ?? 0;
    }
    const files = await readdir(t.app.services.config.mediaDir, { recursive: true }).catch(() => []);
    return { rows, files: files.length };
  }

  /** A refusal people can read: a 4xx with a sentence, never a 500 or an empty body. */
  function expectReadableRefusal(response: Awaited<ReturnType<typeof send>>, statuses?: number[]) {
    const context = `${response.statusCode} ${response.body.slice(0, 200)}`;
    expect(response.statusCode, context).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, context).toBeLessThan(500);
    if (statuses) expect(statuses, context).toContain(response.statusCode);
    const body = response.json<{ message?: unknown }>();
    expect(typeof body.message, context).toBe('string');
    expect((body.message as string).length, context).toBeGreaterThan(3);
    expect(body.message as string, context).not.toMatch(/stack|at .+\.ts:\d+|SELECT |INSERT /i);
  }

  /** Runs a property and checks that nothing at all was stored by it. */
  async function storesNothing(property: fc.IAsyncProperty<unknown[]> | fc.IAsyncPropertyWithHooks<unknown[]>) {
    const before = await storedState();
    await fc.assert(property, { numRuns: RUNS, endOnFailure: true });
    expect(await storedState()).toEqual(before);
  }

  /** Every JSON endpoint, with the fields it reads. */
  const jsonEndpoints: { method: Method; url: () => string; token?: () => string; fields: string[] }[] = [
    {
      method: 'POST',
      url: () => apiPaths.register,
      fields: ['name', 'email', 'phone', 'password', 'role', 'otp', 'companyName'],
    },
    { method: 'POST', url: () => apiPaths.login, fields: ['email', 'password', 'role'] },
    { method: 'POST', url: () => apiPaths.googleLogin, fields: ['idToken', 'googleId', 'role'] },
    { method: 'POST', url: () => apiPaths.sendRegistrationOtp, fields: ['email', 'role'] },
    { method: 'POST', url: () => apiPaths.verifyRegistrationOtp, fields: ['email', 'otp'] },
    { method: 'POST', url: () => apiPaths.forgotPassword, fields: ['email'] },
    { method: 'POST', url: () => apiPaths.resetPassword, fields: ['email', 'otp', 'password'] },
    { method: 'POST', url: () => apiPaths.favourites, token: () => buyer.token, fields: ['propertyId'] },
    {
      method: 'PUT',
      url: () => '/api/builder/me/profile',
      token: () => builder.token,
      fields: ['name', 'phone', 'username', 'companyName'],
    },
  ];
  const endpoint = fc.constantFrom(...jsonEndpoints);

  /** A value of any JSON type but a string or object where the contract wants one. */
  const wrongType = fc.oneof(
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.jsonValue(), { maxLength: 3 }),
  );

  it('refuses malformed JSON bodies with 400 and stores nothing', async () => {
    const malformed = fc.oneof(
      fc.string({ maxLength: 200 }).filter((text) => !isJson(text)),
      fc.jsonValue().map((value) => JSON.stringify(value).slice(0, -1) + '}}'),
      fc.constantFrom('{', '{"email":', "{'email': 'a@b.in'}", '{"a":1,}', 'undefined', '\u0000', '[1,2'),
    );
    await storesNothing(
      fc.asyncProperty(endpoint, malformed, async ({ method, url, token }, body) => {
        expectReadableRefusal(await send(method, url(), body, token?.(), true), [400, 413, 415]);
      }),
    );
  });

  it('refuses bodies with wrong types in every field with 400 and stores nothing', async () => {
    const body = fc.oneof(
      wrongType,
      fc.record({
        email: wrongType,
        role: fc.oneof(wrongType, fc.string({ maxLength: 20 })),
        password: wrongType,
        otp: wrongType,
        name: wrongType,
        phone: wrongType,
        propertyId: wrongType,
        idToken: wrongType,
        username: wrongType,
        companyName: wrongType,
      }),
    );
    await storesNothing(
      fc.asyncProperty(endpoint, body, async ({ method, url, token }, payload) => {
        expectReadableRefusal(await send(method, url(), payload, token?.()), [400, 404, 413]);
      }),
    );
  });

  it('refuses huge strings with 400 or 413 and stores nothing', async () => {
    const huge = fc
      .integer({ min: 10_000, max: 2_000_000 })
      .chain((length) =>
        fc
          .constantFrom('a', 'ह', '😀', '<script>', "'; DROP TABLE users; --")
          .map((unit) => unit.repeat(Math.ceil(length / unit.length))),
      );
    const call = endpoint.chain((target) => fc.constantFrom(...target.fields).map((field) => ({ ...target, field })));
    await storesNothing(
      fc.asyncProperty(call, huge, async ({ method, url, token, field: name }, text) => {
        // Only the huge field: a body the endpoint could accept apart from it would not test the size.
        const payload = { [name]: text };
        expectReadableRefusal(await send(method, url(), payload, token?.()), [400, 404, 413]);
      }),
    );
  });

  it('refuses files that only claim to be photos (415 or 400) and stores no project or file', async () => {
    const notAnImage = fc.oneof(
      fc.string({ minLength: 1, maxLength: 2000 }).map((text) => Buffer.from(text)),
      fc.uint8Array({ minLength: 1, maxLength: 4000 }).map((bytes) => Buffer.from(bytes)),
      // A real JPEG's first bytes and then text: the header alone is not enough.
      fc.string({ maxLength: 200 }).map((text) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from(text)])),
    );
    const field = fc.constantFrom('bannerPhoto', 'blueprintPhotos', 'additionalPhotos');
    const files = await projectFiles();
    await storesNothing(
      fc.asyncProperty(notAnImage, field, async (bytes, name) => {
        const spoofed = fileOf(bytes, 'holiday.jpg', 'image/jpeg');
        const payload = toProjectFormData(projectFields('villa'), {
          ...files,
          ...(name === 'bannerPhoto' ? { bannerPhoto: spoofed } : { [name]: [spoofed] }),
        });
        const response = await t.app.inject({
          method: 'POST',
          url: apiPaths.builderProjects,
          headers: bearer(builder.token),
          payload,
        });
        // 415 when the bytes are no image type at all; 400 when a photo's header hides anything else.
        expectReadableRefusal(response, [400, 415]);
        expect(response.json<{ message: string }>().message).toMatch(/JPEG, PNG or WebP|could not be read as an image/);

        const photo = new FormData();
        photo.append('profilePhoto', spoofed);
        const profile = await t.app.inject({
          method: 'POST',
          url: '/api/builder/me/profile/photo',
          headers: bearer(builder.token),
          payload: photo,
        });
        expectReadableRefusal(profile, [400, 415]);
      }),
    );
  });

  const protectedCalls: { method: Method; url: () => string; payload?: unknown }[] = [
    { method: 'GET', url: () => apiPaths.favourites },
    { method: 'POST', url: () => apiPaths.favourites, payload: { propertyId: 'x' } },
    { method: 'DELETE', url: () => apiPaths.favourite(projectId) },
    { method: 'DELETE', url: () => apiPaths.builderProject(projectId) },
    { method: 'GET', url: () => apiPaths.myBuilderProjects },
    { method: 'GET', url: () => apiPaths.reviewQueue },
    { method: 'POST', url: () => apiPaths.logout },
  ];

  /** A token signed like ours, with the claims and key given. */
  const signed = (claims: { sub: string; role: string; exp: number; iat?: number }, secret = JWT_SECRET) =>
    new SignJWT({ role: claims.role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setJti(crypto.randomUUID())
      .setIssuedAt(claims.iat ?? claims.exp - 3600)
      .setExpirationTime(claims.exp)
      .sign(new TextEncoder().encode(secret));

  const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('refuses expired, tampered, forged and garbage tokens with 401 and stores nothing', async () => {
    const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);
    const badToken = fc.oneof(
      // Expired: signed with our key, for a real user, some time in the past.
      fc
        .integer({ min: 1, max: 10_000_000 })
        .map((ago) => () => signed({ sub: buyer._id, role: 'Buyer', exp: nowSeconds() - ago })),
      // Tampered: a real token with its payload changed to another user and role, signature kept.
      fc.constantFrom('Builder', 'Buyer', 'Seller').map((role) => async () => {
        const [header, , signature] = buyer.token.split('.');
        return `${header}.${base64url({ sub: builder._id, role, jti: 'x', iat: 1, exp: nowSeconds() + 3600 })}.${signature}`;
      }),
      // One character of the signature changed.
      fc.nat().map((at) => async () => {
        const token = builder.token;
        const i = token.lastIndexOf('.') + 1 + (at % (token.length - token.lastIndexOf('.') - 1));
        return token.slice(0, i) + (token[i] === 'A' ? 'B' : 'A') + token.slice(i + 1);
      }),
      // Signed with another key, or with alg none.
      fc.constant(() => signed({ sub: builder._id, role: 'Builder', exp: nowSeconds() + 3600 }, 'x'.repeat(48))),
      fc.constant(
        async () =>
          `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: builder._id, role: 'Builder', exp: nowSeconds() + 3600 })}.`,
      ),
      // Garbage.
      fc.string({ maxLength: 300 }).map((text) => async () => text.replace(/[\r\n]/g, '')),
    );
    await storesNothing(
      fc.asyncProperty(badToken, fc.constantFrom(...protectedCalls), async (makeToken, call) => {
        const token = await makeToken();
        const response = await t.app.inject({
          method: call.method,
          url: call.url(),
          headers: {
            authorization: `Bearer ${token}`,
            ...(call.payload ? { 'content-type': 'application/json' } : {}),
          },
          ...(call.payload ? { payload: JSON.stringify(call.payload) } : {}),
        });
        expectReadableRefusal(response, [401]);
      }),
    );
  });

  it("refuses to edit or delete another builder's project (403) and leaves it as it was", async () => {
    const before = await t.app.inject({ method: 'GET', url: apiPaths.builderProject(projectId) });
    await storesNothing(
      fc.asyncProperty(
        fc.constantFrom<Method>('PUT', 'DELETE'),
        fc.constantFrom(
          () => otherBuilder.token,
          () => buyer.token,
        ),
        async (method, token) => {
          const response = await t.app.inject({
            method,
            url: apiPaths.builderProject(projectId),
            headers: bearer(token()),
            ...(method === 'PUT' ? { payload: toProjectFormData(projectFields('villa'), await projectFiles()) } : {}),
          });
          expectReadableRefusal(response, [403]);
        },
      ),
    );
    const after = await t.app.inject({ method: 'GET', url: apiPaths.builderProject(projectId) });
    expect(after.json()).toEqual(before.json());
  });

  it("cannot touch another user's favourites or review others' work", async () => {
    const favouritesOfBuyer = async () =>
      (await send('GET', apiPaths.favourites, undefined, buyer.token)).json<{ favorites: unknown[] }>().favorites;
    const before = await favouritesOfBuyer();
    expect(before).toHaveLength(1);
    await storesNothing(
      fc.asyncProperty(
        fc.constantFrom(
          () => otherBuyer.token,
          () => builder.token,
        ),
        async (token) => {
          // Favourites are always the signed-in user's own: the other buyer has none to remove.
          expectReadableRefusal(await send('DELETE', apiPaths.favourite(projectId), undefined, token()), [404]);
          // Only the review team approves or rejects.
          expectReadableRefusal(await send('POST', apiPaths.approveProject(projectId), {}, token()), [403]);
          expectReadableRefusal(
            await send('POST', apiPaths.rejectProject(projectId), { reason: 'The banner photo is blurred' }, token()),
            [403],
          );
        },
      ),
    );
    expect(await favouritesOfBuyer()).toEqual(before);
  });

  it('answers any id, existing or not, with a 4xx and never a 500', async () => {
    const id = fc.oneof(
      fc.uuid(),
      fc.string({ minLength: 1, maxLength: 100 }),
      fc.constantFrom("' OR 1=1 --", '../../etc/passwd', '%00', '0', '-1', '9'.repeat(40), '{}', 'null'),
    );
    await storesNothing(
      fc.asyncProperty(
        id,
        fc.constantFrom(
          (x: string) => ['GET', apiPaths.builderProject(x)] as const,
          (x: string) => ['DELETE', apiPaths.builderProject(x)] as const,
          (x: string) => ['GET', apiPaths.builderProjectsOf(x)] as const,
          (x: string) => ['GET', apiPaths.builderByUsername(x)] as const,
          (x: string) => ['DELETE', apiPaths.favourite(x)] as const,
          (x: string) => ['GET', apiPaths.listing(x)] as const,
          (x: string) => ['GET', `/media/${encodeURIComponent(x)}`] as const,
        ),
        async (value, call) => {
          const [method, url] = call(value);
          const response = await send(method, url, undefined, otherBuilder.token);
          // A builder with no projects is an empty list: the only 200 a made-up id may get.
          if (response.statusCode === 200) expect(response.json()).toEqual([]);
          else expectReadableRefusal(response);
        },
      ),
    );
  });
});

function isJson(text: string) {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
