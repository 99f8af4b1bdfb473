import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionSchema, type Session } from '@/api/contract';
import { users } from '../db/schema';
import { testDatabaseKinds } from '../test/databases';
import { bearer, PASSWORD, startTestApp, uniqueEmail, type TestApp } from '../test/testApp';

describe.each(testDatabaseKinds())('users on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: object, headers?: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), ...(headers ? { headers } : {}) });

  async function codeFor(email: string, role = 'Buyer') {
    expect((await post('/api/users/send-registration-otp', { email, role })).statusCode).toBe(200);
    return t.codeSentTo(email);
  }
  const registration = (email: string, otp: string, role = 'Buyer') => ({
    name: 'Asha Rao',
    email,
    phone: '+91 98765 43210',
    password: PASSWORD,
    role,
    otp,
  });

  describe('POST /api/users/register', () => {
    it('answers a session, signed in at once', async () => {
      const email = uniqueEmail();
      const response = await post('/api/users/register', registration(email, await codeFor(email)));
      expect(response.statusCode).toBe(201);
      const session = sessionSchema.parse(response.json());
      expect(session).toMatchObject({ name: 'Asha Rao', email, role: 'Buyer', phone: '9876543210' });
      expect(session.username).toBeUndefined();
      // docs/auth.md#first-sign-in: the account's first session says so; a later sign-in does not.
      expect(session.firstSignIn).toBe(true);
      const later = sessionSchema.parse(
        (await post('/api/users/login', { email, password: PASSWORD, role: 'Buyer' })).json(),
      );
      expect(later.firstSignIn).toBeUndefined();
      expect(JSON.parse(Buffer.from(session.token.split('.')[1]!, 'base64url').toString())).toMatchObject({
        sub: session._id,
        exp: expect.any(Number),
        jti: expect.any(String),
      });
    });

    it('gives builders a username from their name, unique', async () => {
      const first = await t.signUp('Builder', { name: 'Skyline Developers' });
      const second = await t.signUp('Builder', { name: 'Skyline Developers' });
      expect(first.username).toBe('skyline-developers');
      expect(second.username).toBe('skyline-developers-2');
    });

    it('asks a Builder for a company name, and the portfolio names it (docs/portfolio.md#company-name)', async () => {
      const email = uniqueEmail();
      const otp = await codeFor(email, 'Builder');
      const builder = { ...registration(email, otp), name: 'Asha Kulkarni', role: 'Builder' };
      for (const companyName of [undefined, '  ']) {
        const refused = await post('/api/users/register', { ...builder, companyName });
        expect([refused.statusCode, refused.json()]).toEqual([400, { message: 'Please enter your company name' }]);
      }
      const long = await post('/api/users/register', { ...builder, companyName: 'x'.repeat(121) });
      expect(long.json()).toEqual({ message: 'Please keep it under 120 characters' });
      const response = await post('/api/users/register', { ...builder, companyName: ' Kulkarni Constructions ' });
      expect(response.statusCode).toBe(201);
      const { username } = sessionSchema.parse(response.json());
      expect((await t.app.inject({ url: `/api/builders/username/${username}` })).json()).toMatchObject({
        name: 'Asha Kulkarni',
        companyName: 'Kulkarni Constructions',
      });
    });

    it("ignores another role's company name", async () => {
      const email = uniqueEmail();
      const response = await post('/api/users/register', {
        ...registration(email, await codeFor(email)),
        companyName: '',
      });
      expect(response.statusCode).toBe(201);
    });

    it('stores the password as an argon2id hash', async () => {
      const session = await t.signUp('Seller');
      const [row] = await t.app.services.db.select().from(users).where(eq(users.id, session._id));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it('accepts a code verified earlier', async () => {
      const email = uniqueEmail();
      const otp = await codeFor(email);
      expect((await post('/api/users/verify-registration-otp', { email, otp })).json()).toEqual({
        message: 'Email verified',
      });
      expect((await post('/api/users/register', registration(email, otp))).statusCode).toBe(201);
    });

    it('refuses a second account for an address: 409', async () => {
      const { email } = await t.signUp('Buyer');
      const response = await post('/api/users/register', registration(email, '123456'));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'An account with this email already exists' });
    });

    it('refuses a wrong code, and a code used once already', async () => {
      const email = uniqueEmail();
      const otp = await codeFor(email);
      const wrong = otp === '000000' ? '000001' : '000000';
      const refused = await post('/api/users/register', registration(email, wrong));
      expect([refused.statusCode, refused.json()]).toEqual([400, { message: 'Invalid or expired code' }]);
      expect((await post('/api/users/register', registration(email, otp))).statusCode).toBe(201);
    });

    it('refuses an address no code was sent to', async () => {
      const response = await post('/api/users/register', registration(uniqueEmail(), '123456'));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Invalid or expired code' });
    });

    it.each([
      ['a bad e-mail', { email: 'not-an-email' }, 'Please enter a valid email address'],
      ['a short password', { password: 'abc1' }, 'Password must be at least 8 characters'],
      ['a phone that is not Indian', { phone: '12345' }, 'Please enter a valid 10-digit Indian mobile number'],
      ['an unknown role', { role: 'Admin' }, /^role: /],
    ])('answers 400 with the reason for %s', async (_name, change, message) => {
      const response = await post('/api/users/register', { ...registration(uniqueEmail(), '123456'), ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    });

    it('answers 400 for an empty body', async () => {
      const response = await post('/api/users/register');
      expect([response.statusCode, response.json()]).toEqual([400, { message: 'Request body must be a JSON object' }]);
    });
  });

  describe('POST /api/users/login (docs/api.md#login-errors messages)', () => {
    let account: Session;
    beforeAll(async () => {
      account = await t.signUp('Agent');
    });
    const login = (change: object = {}) =>
      post('/api/users/login', { email: account.email, password: PASSWORD, role: 'Agent', ...change });

    it('answers a session for the right password and role', async () => {
      const response = await login({ email: account.email.toUpperCase() });
      expect(response.statusCode).toBe(200);
      expect(sessionSchema.parse(response.json())).toMatchObject({ _id: account._id, role: 'Agent' });
    });
    it("answers 404 'User not found' for an unknown address", async () => {
      const response = await login({ email: uniqueEmail() });
      expect([response.statusCode, response.json()]).toEqual([404, { message: 'User not found' }]);
    });
    it("answers 401 'Invalid credentials or role' for a wrong password", async () => {
      const response = await login({ password: 'wrong-password1' });
      expect([response.statusCode, response.json()]).toEqual([401, { message: 'Invalid credentials or role' }]);
    });
    it("answers 401 'Invalid credentials or role' for another role", async () => {
      const response = await login({ role: 'Buyer' });
      expect([response.statusCode, response.json()]).toEqual([401, { message: 'Invalid credentials or role' }]);
    });
    it('answers 400 without a password', async () => {
      const response = await login({ password: '' });
      expect([response.statusCode, response.json()]).toEqual([400, { message: 'Please enter your password' }]);
    });
  });

  describe('POST /api/users/logout and tokens', () => {
    const logout = (headers?: Record<string, string>) => post('/api/users/logout', undefined, headers);

    it('revokes the token: the next call with it is 401', async () => {
      const { token } = await t.signUp('Buyer');
      expect((await logout(bearer(token))).json()).toEqual({ message: 'Logged out' });
      const again = await logout(bearer(token));
      expect([again.statusCode, again.json()]).toEqual([
        401,
        { message: 'Your session has ended. Please log in again.' },
      ]);
    });
    it('answers 401 without a token', async () => {
      expect((await logout()).statusCode).toBe(401);
      expect((await logout({ authorization: 'Basic abc' })).json()).toEqual({ message: 'Please log in to continue' });
    });
    it('answers 401 for a tampered token', async () => {
      const { token } = await t.signUp('Buyer');
      const [header, payload, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      const forged = Buffer.from(JSON.stringify({ ...claims, role: 'Builder' })).toString('base64url');
      const response = await logout(bearer(`${header}.${forged}.${signature}`));
      expect([response.statusCode, response.json()]).toEqual([
        401,
        { message: 'Your session has expired. Please log in again.' },
      ]);
    });
    it('answers 401 for an expired token (7 days)', async () => {
      const { token } = await t.signUp('Buyer');
      t.clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
      expect((await logout(bearer(token))).statusCode).toBe(401);
    });
  });
});
