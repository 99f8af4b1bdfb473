import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test/databases';
import { PASSWORD, startTestApp, type TestApp } from '../test/testApp';

describe.each(testDatabaseKinds())('sign-in back-off per account on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, remoteAddress = '198.51.100.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress,
      payload: { email, password, role: 'Seller' },
    });
  const waitMessage = (time: string) => ({
    message: `Too many failed sign-ins for this account. Please try again in ${time}, or reset your password.`,
  });

  it('after 5 wrong passwords from any addresses, waits 30 s, then doubles; the right password then works', async () => {
    const { email } = await t.signUp('Seller');
    for (let i = 1; i <= 5; i += 1) expect((await login(email, 'wrong-guess', `203.0.113.${i}`)).statusCode).toBe(401);
    const waiting = await login(email, PASSWORD, '192.0.2.50');
    expect([waiting.statusCode, waiting.json()]).toEqual([429, waitMessage('1 minute')]);
    t.clock.advance(31_000);
    expect((await login(email, 'wrong-again')).statusCode).toBe(401);
    t.clock.advance(31_000);
    expect((await login(email, PASSWORD)).statusCode).toBe(429);
    t.clock.advance(30_000);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
    // A success starts the count again.
    for (let i = 0; i < 4; i += 1) expect((await login(email, 'wrong-guess')).statusCode).toBe(401);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });

  it('gives a concurrent burst of guesses no more comparisons than the rule allows', async () => {
    const { email } = await t.signUp('Seller');
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(email, `guess-${i}`)));
    expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(25);
  });
});
