import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessionSchema } from '@/api/contract';
import { users } from '../db/schema';
import { testDatabaseKinds } from '../test/databases';
import { startTestApp, uniqueEmail, type TestApp } from '../test/testApp';

const CLIENT_ID = 'nivaas-test.apps.googleusercontent.com';

/** A local stand-in for Google's key set: the server fetches it exactly as it fetches Google's. */
async function startKeyServer() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/certs`, privateKey, close: () => new Promise((r) => server.close(r)) };
}

function idToken(key: CryptoKey, claims: Record<string, unknown>, audience = CLIENT_ID) {
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer('https://accounts.google.com')
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(key);
}

describe.each(testDatabaseKinds())('POST /api/users/google-login on $name', (kind) => {
  let t: TestApp;
  let keys: Awaited<ReturnType<typeof startKeyServer>>;
  beforeAll(async () => {
    keys = await startKeyServer();
    t = await startTestApp(kind, { config: { google: { clientId: CLIENT_ID, jwksUrl: keys.url } } });
  });
  afterAll(async () => {
    await t.close();
    await keys.close();
  });

  const googleLogin = (payload: object) => t.app.inject({ method: 'POST', url: '/api/users/google-login', payload });

  it('answers needsRegistration for a Google account with no Nivaas account', async () => {
    const email = uniqueEmail('new');
    const token = await idToken(keys.privateKey, { sub: 'g-new', email, name: 'Meera Iyer' });
    const response = await googleLogin({ idToken: token, role: 'Buyer' });
    expect(response.json()).toEqual({ needsRegistration: true, email, name: 'Meera Iyer' });
  });

  it('signs in the account with the verified address, links it, and signs it in again by token', async () => {
    const account = await t.signUp('Seller');
    const token = await idToken(keys.privateKey, { sub: 'g-linked', email: account.email });
    const response = await googleLogin({ idToken: token, role: 'Seller' });
    expect(sessionSchema.parse(response.json())).toMatchObject({ _id: account._id, role: 'Seller' });
    const again = await idToken(keys.privateKey, { sub: 'g-linked', email: 'changed@gmail.com' });
    expect(sessionSchema.parse((await googleLogin({ idToken: again, role: 'Seller' })).json())._id).toBe(account._id);
  });

  it('refuses the bare googleId variant, even for a linked account: an account id proves nothing', async () => {
    const account = await t.signUp('Buyer');
    const token = await idToken(keys.privateKey, { sub: 'g-bare', email: account.email });
    expect((await googleLogin({ idToken: token, role: 'Buyer' })).statusCode).toBe(200);
    const response = await googleLogin({ googleId: 'g-bare', role: 'Buyer' });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { message: 'Google sign-in needs a verified ID token from Google' },
    ]);
  });

  it("answers 401 'Invalid credentials or role' for another role", async () => {
    const account = await t.signUp('Agent');
    const token = await idToken(keys.privateKey, { sub: 'g-agent', email: account.email });
    const response = await googleLogin({ idToken: token, role: 'Buyer' });
    expect([response.statusCode, response.json()]).toEqual([401, { message: 'Invalid credentials or role' }]);
  });

  it('does not link an address Google has not verified', async () => {
    const account = await t.signUp('Buyer');
    const token = await idToken(keys.privateKey, { sub: 'g-unverified', email: account.email, email_verified: false });
    expect((await googleLogin({ idToken: token, role: 'Buyer' })).json()).toMatchObject({ needsRegistration: true });
  });

  it('refuses a token for another client, signed by another key, or expired', async () => {
    const other = await generateKeyPair('RS256');
    const tokens = [
      await idToken(keys.privateKey, { sub: 'g-x', email: uniqueEmail() }, 'someone-else'),
      await idToken(other.privateKey, { sub: 'g-x', email: uniqueEmail() }),
      'not-a-jwt',
    ];
    for (const token of tokens) {
      const response = await googleLogin({ idToken: token, role: 'Buyer' });
      expect([response.statusCode, response.json()]).toEqual([
        401,
        { message: 'Google sign-in failed. Please try again.' },
      ]);
    }
    const token = await idToken(keys.privateKey, { sub: 'g-late', email: uniqueEmail() });
    t.clock.advance(2 * 60 * 60_000);
    expect((await googleLogin({ idToken: token, role: 'Buyer' })).statusCode).toBe(401);
  });

  it('answers 400 with neither idToken nor googleId', async () => {
    expect((await googleLogin({ role: 'Buyer' })).statusCode).toBe(400);
  });
});

describe('google-login without GOOGLE_CLIENT_ID', () => {
  it('answers 503 with a readable message', async () => {
    const t = await startTestApp(testDatabaseKinds()[0]!);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/google-login',
      payload: { idToken: 'x', role: 'Buyer' },
    });
    expect([response.statusCode, response.json()]).toEqual([
      503,
      { message: 'Google sign-in is not available on this server' },
    ]);
    await t.close();
  });

  it('refuses a bare googleId for a linked account while Google sign-in is off', async () => {
    const t = await startTestApp(testDatabaseKinds()[0]!);
    const account = await t.signUp('Seller');
    await t.app.services.db.update(users).set({ googleSub: 'g-off' }).where(eq(users.id, account._id));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/google-login',
      payload: { googleId: 'g-off', role: 'Seller' },
    });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { message: 'Google sign-in needs a verified ID token from Google' },
    ]);
    await t.close();
  });
});
