import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { DEFAULT_MAP_TILES, type Role, type Session } from '@/api/contract';
import { buildApp, type AppOverrides } from '../app';
import { DEFAULT_CODE_CAPS, type AppConfig } from '../config';
import { builderProfiles } from '../db/schema';
import type { App } from '../services';
import type { TestDatabaseKind } from './databases';

/** A clock the test moves forward (code expiry, token expiry, resend limits). */
export function testClock() {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms: number) => {
      offset += ms;
    },
  };
}

export interface TestApp {
  app: App;
  clock: ReturnType<typeof testClock>;
  /** The latest code e-mailed to an address (the local outbox). */
  codeSentTo(email: string): string;
  /** A signed-in user of the role, registered through the real endpoints. */
  /**
   * A Builder registers with `companyName`; without one, the account is one from before registration
   * asked for it (docs/portfolio.md#company-name): registered with a name, then cleared in the database.
   */
  signUp(role: Role, overrides?: { name?: string; email?: string; companyName?: string }): Promise<Session>;
  /** Listens on a port the system picks (once) and returns the base URL, for real concurrent HTTP. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

export const PASSWORD = 'secret123';
let emails = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}${(emails += 1)}.${Date.now()}@example.in`;
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function startTestApp(
  kind: TestDatabaseKind,
  {
    config,
    onQuery,
    ...overrides
  }: AppOverrides & { config?: Partial<AppConfig>; onQuery?: (query: string) => void } = {},
): Promise<TestApp> {
  const database = await kind.create();
  const mediaDir = await mkdtemp(join(tmpdir(), 'nivaas-media-'));
  const clock = testClock();
  const app = await buildApp(
    {
      database: { ...database.options, onQuery },
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
      appDir: null,
      storybookDir: null,
      storybookPort: null,
      mediaDir,
      mediaS3: null,
      smtpUrl: null,
      mailFrom: 'Nivaas <test@nivaas.in>',
      google: null,
      devRoutes: true,
      trustProxy: false,
      rateLimit: { login: 1000, codes: 1000 },
      // A test file mails hundreds of codes to example.in (uniqueEmail); server/accounts/codeCaps.test.ts
      // takes the real caps.
      codeCaps: { ...DEFAULT_CODE_CAPS, perDomain: 100_000 },
      logLevel: false,
      now: clock.now,
      responseCacheBytes: 8 * 2 ** 20,
      redisUrl: null,
      publicUrl: 'https://nivaas.test',
      // Jobs run when a test calls services.jobs.runDue(), never on a timer.
      jobWorkers: false,
      mapTiles: DEFAULT_MAP_TILES,
      ...config,
    },
    overrides,
  );

  const codeSentTo = (email: string) => {
    const message = app.services.mailer.outbox().find((m) => m.to === email);
    if (!message?.code) throw new Error(`No code was sent to ${email}`);
    return message.code;
  };

  let baseUrl: Promise<string> | undefined;
  return {
    app,
    clock,
    codeSentTo,
    listen: () => (baseUrl ??= app.listen({ port: 0, host: '127.0.0.1' })),
    async signUp(role, { name = `Test ${role}`, email = uniqueEmail(role.toLowerCase()), companyName } = {}) {
      await app.inject({ method: 'POST', url: '/api/users/send-registration-otp', payload: { email, role } });
      const otp = codeSentTo(email);
      const company = role === 'Builder' ? { companyName: companyName ?? 'Cleared Company' } : {};
      const response = await app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: { name, email, phone: '9876543210', password: PASSWORD, role, otp, ...company },
      });
      if (response.statusCode !== 201) throw new Error(`signUp failed: ${response.body}`);
      const session = response.json<Session>();
      if (role === 'Builder' && companyName === undefined)
        await app.services.db
          .update(builderProfiles)
          .set({ companyName: null })
          .where(eq(builderProfiles.userId, session._id));
      return session;
    },
    async close() {
      await app.close();
      await database.drop();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

/**
 * A suite's server on the given database, started before its tests and closed after them, with a
 * signed-in user of each role it names, signed up in that order: `useTestApp(kind, { buyer: 'Buyer' })`
 * gives `bed.t` and `bed.buyer`. A suite's own beforeAll runs after this one's.
 */
export function useTestApp<Users extends Record<string, Role> = Record<never, Role>>(
  kind: TestDatabaseKind,
  users = {} as Users,
) {
  const bed = {} as { t: TestApp } & { [Name in keyof Users]: Session };
  beforeAll(async () => {
    bed.t = await startTestApp(kind);
    for (const [name, role] of Object.entries(users)) Object.assign(bed, { [name]: await bed.t.signUp(role) });
  });
  afterAll(() => bed.t?.close());
  return bed;
}
