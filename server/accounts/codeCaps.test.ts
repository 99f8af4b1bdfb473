import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginMessages } from '@/api/contract';
import { DEFAULT_CODE_CAPS } from '../config';
import { testDatabaseKinds } from '../test/databases';
import { PASSWORD, startTestApp, uniqueEmail, type TestApp } from '../test/testApp';

const SECONDS_31 = 31_000;
const HOUR = 60 * 60_000;
const ADDRESS_CAPPED = { message: 'Too many codes were sent to this address today. Please try again tomorrow.' };
const DOMAIN_CAPPED = {
  message: 'Too many codes were sent to addresses at this domain today. Please try again tomorrow.',
};

/**
 * docs/auth.md#code-caps (issue #30, hole 10): codes could be mailed to any address, 10 a minute
 * from each client address. Daily caps per recipient address and per recipient domain, counted in
 * the database, bound what anyone can make Nivaas send to one mailbox or one company.
 */
describe.each(testDatabaseKinds())('daily caps on codes mailed, on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { config: { codeCaps: DEFAULT_CODE_CAPS } });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload }).then((response) => ({
      status: response.statusCode,
      body: response.json<unknown>(),
    }));
  const send = (email: string) => post('/api/users/send-registration-otp', { email, role: 'Buyer' });
  const mailsTo = (email: string, subject: string) =>
    t.app.services.mailer.outbox().filter((message) => message.to === email && message.subject === subject).length;
  /** Real concurrent HTTP requests (inject runs one request's queries at a time on PGlite). */
  const burst = async (emails: string[]) => {
    const base = await t.listen();
    return Promise.all(
      emails.map(async (email) => {
        const response = await fetch(`${base}/api/users/send-registration-otp`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, role: 'Buyer' }),
        });
        return { status: response.status, body: (await response.json()) as unknown };
      }),
    );
  };

  it('mails one address at most 10 codes a day, then answers a readable 429 until a day has passed', async () => {
    const email = uniqueEmail('capped');
    for (let hour = 0; hour < 2; hour += 1) {
      for (let i = 0; i < 5; i += 1) {
        expect((await send(email)).status).toBe(200);
        t.clock.advance(SECONDS_31);
      }
      t.clock.advance(HOUR);
    }
    expect(await send(email)).toEqual({ status: 429, body: ADDRESS_CAPPED });
    t.clock.advance(21 * HOUR);
    expect(await send(email)).toEqual({ status: 429, body: ADDRESS_CAPPED });
    t.clock.advance(2 * HOUR);
    expect((await send(email)).status).toBe(200);
  });

  it("counts every purpose together: sign-in codes use up an account's reset codes too", async () => {
    const { email } = await t.signUp('Seller'); // 1: the registration code
    for (let i = 0; i < 5; i += 1) {
      await post('/api/users/forgot-password', { email }); // 2 to 6
      t.clock.advance(SECONDS_31);
    }
    const login = (otp?: string) =>
      post('/api/users/login', { email, password: PASSWORD, role: 'Seller', ...(otp ? { otp } : {}) });
    for (let i = 0; i < 5; i += 1) await post('/api/users/login', { email, password: 'wrong-guess', role: 'Seller' });
    for (let i = 0; i < 4; i += 1) {
      expect(await login()).toEqual({ status: 403, body: { message: loginMessages.codeSent } }); // 7 to 10
      // A wrong code is a failure too: the wait grows, so the next sign-in waits again.
      expect((await login('000000')).status).toBe(400);
      t.clock.advance(SECONDS_31);
    }
    expect(mailsTo(email, 'Your Nivaas sign-in code')).toBe(4);
    expect(await login()).toEqual({ status: 403, body: { message: loginMessages.codeNotSent } });
    expect(mailsTo(email, 'Your Nivaas sign-in code')).toBe(4);
    // An hour on, the hourly limit of reset codes is over, the daily cap is not; the answer is the same.
    t.clock.advance(HOUR);
    expect(await post('/api/users/forgot-password', { email })).toEqual({
      status: 200,
      body: { message: 'If an account exists for this email, we sent a code to reset the password' },
    });
    expect(mailsTo(email, 'Reset your Nivaas password')).toBe(5);
    t.clock.advance(24 * HOUR);
    await post('/api/users/forgot-password', { email });
    expect(mailsTo(email, 'Reset your Nivaas password')).toBe(6);
  });

  // 210 requests each: PGlite answers them one at a time, some 15 s on a busy machine.
  it(
    'mails one domain at most 200 codes a day, also under a burst of concurrent requests',
    { timeout: 60_000 },
    async () => {
      const answers = await burst(Array.from({ length: 210 }, (_, i) => `buyer${i}@builder-corp.in`));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(200);
      expect(answers.filter((answer) => answer.status === 429)).toEqual(
        Array.from({ length: 10 }, () => ({ status: 429, body: DOMAIN_CAPPED })),
      );
      // Other domains are not held back by it.
      expect((await send('someone@another-corp.in')).status).toBe(200);
      t.clock.advance(24 * HOUR + 1000);
      expect((await send('buyer300@builder-corp.in')).status).toBe(200);
    },
  );

  it('lets the big consumer mail domains have more', { timeout: 60_000 }, async () => {
    const answers = await burst(Array.from({ length: 210 }, (_, i) => `nivaas.buyer.${i}@gmail.com`));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(210);
  });

  it('sends one code to a burst of requests for one address (30 s between codes)', async () => {
    const email = uniqueEmail('burst');
    const answers = await burst(Array.from({ length: 20 }, () => email));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(mailsTo(email, 'Your Nivaas code')).toBe(1);
  });
});
