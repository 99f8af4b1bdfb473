import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginMessages } from '@/api/contract';
import { testDatabaseKinds } from '../test/databases';
import { PASSWORD, startTestApp, type TestApp } from '../test/testApp';

const CODE_REQUIRED = { message: loginMessages.codeSent };

/** docs/auth.md#lockout (issue #30, hole 9): failed sign-ins slow guesses down and never lock the owner out. */
describe.each(testDatabaseKinds())('sign-in back-off per account on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const login = (
    email: string,
    password: string,
    { otp, from = '198.51.100.1' }: { otp?: string; from?: string } = {},
  ) =>
    t.app
      .inject({
        method: 'POST',
        url: '/api/users/login',
        remoteAddress: from,
        payload: { email, password, role: 'Seller', ...(otp === undefined ? {} : { otp }) },
      })
      .then((response) => ({ status: response.statusCode, body: response.json<{ message?: string }>() }));
  const signInCodesTo = (email: string) =>
    t.app.services.mailer
      .outbox()
      .filter((message) => message.to === email && message.subject === 'Your Nivaas sign-in code');
  const otherThan = (code: string) => (code === '111111' ? '222222' : '111111');

  /** An account a stranger has failed to sign in to 5 times in a row, from as many addresses. */
  async function lockedAccount() {
    const { email } = await t.signUp('Seller');
    for (let i = 1; i <= 5; i += 1)
      expect((await login(email, 'wrong-guess', { from: `203.0.113.${i}` })).status).toBe(401);
    return email;
  }

  it('after 5 wrong passwords, asks the owner for a mailed code instead of refusing the right password', async () => {
    const email = await lockedAccount();
    expect(await login(email, PASSWORD, { from: '192.0.2.50' })).toEqual({ status: 403, body: CODE_REQUIRED });
    expect(signInCodesTo(email)).toHaveLength(1);
    const signedIn = await login(email, PASSWORD, { otp: t.codeSentTo(email), from: '192.0.2.50' });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ email, token: expect.any(String) });
    // The count starts again: 4 more failures are free, and the right password alone signs in.
    for (let i = 0; i < 4; i += 1) expect((await login(email, 'wrong-again')).status).toBe(401);
    expect((await login(email, PASSWORD)).status).toBe(200);
  });

  it('signs in with the password and the code at once, however long the wait has grown', async () => {
    const email = await lockedAccount();
    // A stranger keeps guessing: each guess after a wait doubles it, up to 15 minutes.
    for (const waitMs of [30_000, 60_000, 120_000, 240_000, 480_000, 900_000]) {
      t.clock.advance(waitMs + 1000);
      expect((await login(email, 'wrong-guess')).status).toBe(401);
    }
    expect(await login(email, PASSWORD)).toEqual({ status: 403, body: CODE_REQUIRED });
    expect((await login(email, PASSWORD, { otp: t.codeSentTo(email) })).status).toBe(200);
  });

  it('still slows wrong guesses down: while the account waits, no password is compared', async () => {
    const email = await lockedAccount();
    // Right or wrong, the answer is the same while the wait runs: it tells a guesser nothing.
    expect(await login(email, 'wrong-guess')).toEqual({ status: 403, body: CODE_REQUIRED });
    expect(await login(email, PASSWORD)).toEqual({ status: 403, body: CODE_REQUIRED });
    t.clock.advance(31_000);
    // After 30 s one guess is compared; a wrong one doubles the wait to 60 s.
    expect((await login(email, 'wrong-again')).status).toBe(401);
    t.clock.advance(31_000);
    expect(await login(email, PASSWORD)).toEqual({ status: 403, body: CODE_REQUIRED });
    t.clock.advance(30_000);
    // When the wait is over the right password alone signs in, as before.
    expect((await login(email, PASSWORD)).status).toBe(200);
  });

  it('mails one code while the owner retries (a new one after 30 s), and that code is for signing in only', async () => {
    const email = await lockedAccount();
    for (let i = 0; i < 3; i += 1) expect((await login(email, PASSWORD)).status).toBe(403);
    expect(signInCodesTo(email)).toHaveLength(1);
    t.clock.advance(31_000);
    expect((await login(email, 'wrong-guess')).status).toBe(401);
    expect((await login(email, PASSWORD)).status).toBe(403);
    expect(signInCodesTo(email)).toHaveLength(2);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { email, otp: t.codeSentTo(email), password: 'another123' },
    });
    expect(reset.json()).toEqual({ message: 'Invalid or expired code' });
  });

  it('counts a wrong code as a failed sign-in, and never lets a code stand in for the password', async () => {
    const email = await lockedAccount();
    expect((await login(email, PASSWORD)).status).toBe(403);
    expect(await login(email, PASSWORD, { otp: otherThan(t.codeSentTo(email)) })).toEqual({
      status: 400,
      body: { message: 'Invalid or expired code' },
    });
    // That was the 6th failure: the wait is 60 s now, so at 31 s the password is still not compared
    // (and a new code is mailed: the latest one counts).
    t.clock.advance(31_000);
    expect((await login(email, PASSWORD)).status).toBe(403);
    const code = t.codeSentTo(email);
    expect(await login(email, 'wrong-guess', { otp: code })).toEqual({
      status: 401,
      body: { message: 'Invalid credentials or role' },
    });
    const wrongRole = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email, password: PASSWORD, role: 'Buyer', otp: code },
    });
    expect(wrongRole.statusCode).toBe(401);
    // The code is used up by the sign-in it opens.
    expect((await login(email, PASSWORD, { otp: code })).status).toBe(200);
    for (let i = 0; i < 5; i += 1) await login(email, 'wrong-guess');
    expect((await login(email, PASSWORD, { otp: code })).status).toBe(400);
  });

  it('allows 5 wrong codes for one mailed code, then asks for a new one', async () => {
    const email = await lockedAccount();
    await login(email, PASSWORD);
    const code = t.codeSentTo(email);
    for (let i = 0; i < 5; i += 1) expect((await login(email, PASSWORD, { otp: otherThan(code) })).status).toBe(400);
    expect(await login(email, PASSWORD, { otp: code })).toEqual({
      status: 429,
      body: { message: 'Too many attempts. Please request a new code' },
    });
  });

  it('ignores a code sent with a sign-in that needs none', async () => {
    const { email } = await t.signUp('Seller');
    expect((await login(email, PASSWORD, { otp: '123456' })).status).toBe(200);
  });

  it('gives a concurrent burst of guesses no more comparisons than the rule allows', async () => {
    const { email } = await t.signUp('Seller');
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(email, `guess-${i}`)));
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 403)).toHaveLength(25);
  });
});
