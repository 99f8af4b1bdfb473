import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test/databases';
import { bearer, PASSWORD, startTestApp, uniqueEmail, type TestApp } from '../test/testApp';

const MINUTE = 60_000;

describe.each(testDatabaseKinds())('one-time codes on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const send = (email: string) => post('/api/users/send-registration-otp', { email, role: 'Buyer' });
  const verify = (email: string, otp: string) => post('/api/users/verify-registration-otp', { email, otp });
  const otherThan = (code: string) => (code === '111111' ? '222222' : '111111');
  /** Real concurrent HTTP requests (inject runs one request's queries at a time on PGlite). */
  const burst = async (requests: [string, object][]) => {
    const base = await t.listen();
    return Promise.all(
      requests.map(async ([path, payload]) => {
        const response = await fetch(`${base}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(payload),
        });
        return { statusCode: response.status, body: await response.json() };
      }),
    );
  };

  describe('POST /api/users/send-registration-otp', () => {
    it('e-mails a 6-digit code (the local outbox logs it)', async () => {
      const email = uniqueEmail();
      const response = await send(email);
      expect(response.json()).toEqual({ message: `We sent a 6-digit code to ${email}` });
      expect(t.codeSentTo(email)).toMatch(/^\d{6}$/);
      const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(outbox.json().messages[0]).toMatchObject({ to: email, subject: 'Your Nivaas code' });
    });
    it('answers 409 for a registered address', async () => {
      const { email } = await t.signUp('Buyer');
      expect((await send(email)).json()).toEqual({ message: 'An account with this email already exists' });
    });
    it('sends again only after 30 s, and at most 5 codes an hour', async () => {
      const email = uniqueEmail();
      expect((await send(email)).statusCode).toBe(200);
      const soon = await send(email);
      expect([soon.statusCode, soon.json()]).toEqual([
        429,
        { message: 'Please wait 30 seconds before requesting another code' },
      ]);
      for (let i = 0; i < 4; i += 1) {
        t.clock.advance(31_000);
        expect((await send(email)).statusCode).toBe(200);
      }
      t.clock.advance(31_000);
      expect((await send(email)).json()).toEqual({ message: 'Too many codes requested. Please try again in an hour' });
      t.clock.advance(60 * MINUTE);
      expect((await send(email)).statusCode).toBe(200);
    });
    it('answers 400 for a bad address', async () => {
      expect((await send('nope')).json()).toEqual({ message: 'Please enter a valid email address' });
    });
  });

  describe('POST /api/users/verify-registration-otp', () => {
    it('accepts the latest code only', async () => {
      const email = uniqueEmail();
      await send(email);
      const first = t.codeSentTo(email);
      t.clock.advance(31_000);
      await send(email);
      const second = t.codeSentTo(email);
      if (first !== second) expect((await verify(email, first)).statusCode).toBe(400);
      expect((await verify(email, second)).json()).toEqual({ message: 'Email verified' });
    });
    it('refuses a code after 10 minutes', async () => {
      const email = uniqueEmail();
      await send(email);
      t.clock.advance(10 * MINUTE + 1000);
      const response = await verify(email, t.codeSentTo(email));
      expect([response.statusCode, response.json()]).toEqual([400, { message: 'Invalid or expired code' }]);
    });
    it('stops after 5 wrong attempts, even for the right code', async () => {
      const email = uniqueEmail();
      await send(email);
      const code = t.codeSentTo(email);
      for (let i = 0; i < 5; i += 1) expect((await verify(email, otherThan(code))).statusCode).toBe(400);
      const response = await verify(email, code);
      expect([response.statusCode, response.json()]).toEqual([
        429,
        { message: 'Too many attempts. Please request a new code' },
      ]);
    });
    it('lets a burst of 100 concurrent guesses compare 5 codes in all, so the right one at 98 fails', async () => {
      const email = uniqueEmail();
      await send(email);
      const code = t.codeSentTo(email);
      const guesses = Array.from({ length: 100 }, (_, i) => (i === 97 ? code : otherThan(code)));
      const answers = await burst(guesses.map((otp) => ['/api/users/verify-registration-otp', { email, otp }]));
      expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(5);
      expect(answers[97]?.statusCode).toBe(429);
      expect((await verify(email, code)).statusCode).toBe(429);
    });
    it('does not count a right code against the limit (verify, then register checks it again)', async () => {
      const email = uniqueEmail();
      await send(email);
      const code = t.codeSentTo(email);
      for (let i = 0; i < 4; i += 1) expect((await verify(email, otherThan(code))).statusCode).toBe(400);
      expect((await verify(email, code)).statusCode).toBe(200);
      const registered = await post('/api/users/register', {
        ...{ name: 'Asha', email, phone: '9876543210', password: PASSWORD, role: 'Buyer' },
        otp: code,
      });
      expect(registered.statusCode).toBe(201);
    });
    it('counts wrong codes sent to registration too', async () => {
      const email = uniqueEmail();
      await send(email);
      const code = t.codeSentTo(email);
      const body = {
        name: 'Ravi',
        email,
        phone: '9876543210',
        password: PASSWORD,
        role: 'Buyer',
        otp: otherThan(code),
      };
      for (let i = 0; i < 5; i += 1) expect((await post('/api/users/register', body)).statusCode).toBe(400);
      expect((await post('/api/users/register', { ...body, otp: code })).statusCode).toBe(429);
    });
    it('answers 400 for a code that is not 6 digits', async () => {
      expect((await verify(uniqueEmail(), '12ab')).json()).toEqual({ message: 'Please enter the 6-digit code' });
    });
  });

  describe('forgot-password and reset-password', () => {
    const forgot = (email: string) => post('/api/users/forgot-password', { email });
    const reset = (email: string, otp: string, password = 'newsecret456') =>
      post('/api/users/reset-password', { email, otp, password });
    const login = (email: string, password: string) => post('/api/users/login', { email, password, role: 'Seller' });

    it('resets the password with the e-mailed code and ends older sessions', async () => {
      const { email, token } = await t.signUp('Seller');
      t.clock.advance(2000);
      expect((await forgot(email)).json()).toEqual({
        message: 'If an account exists for this email, we sent a code to reset the password',
      });
      const response = await reset(email, t.codeSentTo(email));
      expect(response.json()).toEqual({ message: 'Your password has been reset. Please log in.' });
      expect((await login(email, PASSWORD)).statusCode).toBe(401);
      expect((await login(email, 'newsecret456')).statusCode).toBe(200);
      const old = await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: bearer(token) });
      expect([old.statusCode, old.json()]).toEqual([
        401,
        { message: 'Your password was changed. Please log in again.' },
      ]);
    });
    it('answers a known and an unknown address alike, also when asked again at once', async () => {
      const { email } = await t.signUp('Buyer');
      const unknown = uniqueEmail();
      const answers = [await forgot(email), await forgot(unknown), await forgot(email), await forgot(unknown)];
      const sent = { message: 'If an account exists for this email, we sent a code to reset the password' };
      for (const answer of answers) expect([answer.statusCode, answer.json()]).toEqual([200, sent]);
      const resets = t.app.services.mailer.outbox().filter((m) => m.to === email && m.subject.startsWith('Reset'));
      expect(resets).toHaveLength(1);
    });
    it('answers the same for an unknown address and sends nothing', async () => {
      const email = uniqueEmail();
      expect((await forgot(email)).statusCode).toBe(200);
      expect(() => t.codeSentTo(email)).toThrow();
      expect((await reset(email, '123456')).json()).toEqual({ message: 'Invalid or expired code' });
    });
    it('lets a burst of 100 concurrent reset guesses compare 5 codes in all', async () => {
      const { email } = await t.signUp('Seller');
      await forgot(email);
      const code = t.codeSentTo(email);
      const guesses = Array.from({ length: 100 }, (_, i) => (i === 97 ? code : otherThan(code)));
      const answers = await burst(
        guesses.map((otp) => ['/api/users/reset-password', { email, otp, password: 'newsecret456' }]),
      );
      expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(5);
      expect(answers[97]?.statusCode).toBe(429);
      expect((await login(email, 'newsecret456')).statusCode).toBe(401);
    });
    it('refuses a wrong code, a used code and a weak password', async () => {
      const { email } = await t.signUp('Seller');
      await forgot(email);
      const code = t.codeSentTo(email);
      expect((await reset(email, otherThan(code))).statusCode).toBe(400);
      expect((await reset(email, code, 'short')).json()).toEqual({ message: 'Password must be at least 8 characters' });
      expect((await reset(email, code)).statusCode).toBe(200);
      expect((await reset(email, code)).statusCode).toBe(400);
    });
  });
});

describe('rate limits on login and codes', () => {
  // The limits count on the app's clock (server/http/clockedRateLimits.ts): this one stands still
  // until the test moves it, so a slow machine never crosses a minute window by itself.
  let nowMs = Date.UTC(2026, 0, 5, 9, 0, 0);
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(testDatabaseKinds()[0]!, {
      config: { rateLimit: { login: 2, codes: 1 }, now: () => new Date(nowMs) },
    });
  });
  afterAll(() => t.close());

  const login = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'a@b.in', password: 'x', role: 'Buyer' },
    });
  const verify = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/verify-registration-otp',
      payload: { email: 'a@b.in', otp: '123456' },
    });

  it('answers 429 after the configured number of calls a minute', async () => {
    expect((await login()).statusCode).toBe(404);
    expect((await login()).statusCode).toBe(404);
    const limited = await login();
    expect([limited.statusCode, limited.json()]).toEqual([
      429,
      { message: 'Too many attempts. Please wait a minute and try again.' },
    ]);
    expect((await verify()).statusCode).toBe(400);
    expect((await verify()).statusCode).toBe(429);
  });

  it('counts again once the minute has passed', async () => {
    nowMs += MINUTE - 1;
    expect((await login()).statusCode).toBe(429);
    nowMs += 1;
    expect((await login()).statusCode).toBe(404);
    expect((await verify()).statusCode).toBe(400);
  });
});

describe('a password reset in the same second as a sign-in', () => {
  // Started before the test, so a slow start-up counts against the hook's limit, not the test's.
  let nowMs = Date.UTC(2026, 10, 23, 10, 0, 0, 100);
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(testDatabaseKinds()[0]!, { config: { now: () => new Date(nowMs) } });
  });
  afterAll(() => t.close());

  it('ends the session opened just before it', async () => {
    const { email, token } = await t.signUp('Buyer');
    nowMs += 300;
    await t.app.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email } });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { email, otp: t.codeSentTo(email), password: 'newsecret456' },
    });
    expect(reset.statusCode).toBe(200);
    const before = await t.app.inject({ method: 'GET', url: '/api/users/me/favorites', headers: bearer(token) });
    expect([before.statusCode, before.json()]).toEqual([
      401,
      { message: 'Your password was changed. Please log in again.' },
    ]);
    nowMs += 100;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email, password: 'newsecret456', role: 'Buyer' },
    });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/users/me/favorites',
      headers: bearer(login.json().token),
    });
    expect(after.statusCode).toBe(200);
  });
});
