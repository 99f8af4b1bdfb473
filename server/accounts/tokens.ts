import { randomUUID } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Role } from '@/api/contract';
import type { Db } from '../db/client';
import { revokedTokens, users, type UserRow } from '../db/schema';
import { unauthorized } from '../http/errors';

/** docs/auth.md#session-token: a JWT whose payload carries exp in seconds; 7 days, then the app logs out. */
export const SESSION_SECONDS = 7 * 24 * 60 * 60;

export interface TokenClaims {
  sub: string;
  role: Role;
  jti: string;
  iat: number;
  /** When it was issued, in milliseconds: iat's seconds cannot tell a token from a reset in the same second. */
  iatMs?: number;
  exp: number;
}

export interface TokenService {
  issue(user: Pick<UserRow, 'id' | 'role'>): Promise<string>;
  /** The signed-in user of a bearer token; 401 when it is missing, bad, expired or revoked. */
  authenticate(authorization: string | undefined): Promise<{ user: UserRow; claims: TokenClaims }>;
  revoke(claims: TokenClaims): Promise<void>;
}

export function createTokenService(db: Db, secret: string, now: () => Date): TokenService {
  const key = new TextEncoder().encode(secret);

  async function verifyToken(token: string): Promise<TokenClaims> {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now() });
      const { sub, role, jti, iat, exp, iatMs } = payload;
      if (!sub || !jti || typeof role !== 'string' || !iat || !exp) throw new Error('incomplete');
      return { sub, role: role as Role, jti, iat, exp, ...(typeof iatMs === 'number' ? { iatMs } : {}) };
    } catch {
      throw unauthorized('Your session has expired. Please log in again.');
    }
  }

  return {
    issue(user) {
      const issuedAtMs = now().getTime();
      const issuedAt = Math.floor(issuedAtMs / 1000);
      return new SignJWT({ role: user.role, iatMs: issuedAtMs })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setJti(randomUUID())
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + SESSION_SECONDS)
        .sign(key);
    },

    async authenticate(authorization) {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
      if (!match?.[1]) throw unauthorized();
      const claims = await verifyToken(match[1]);
      const [revoked] = await db.select().from(revokedTokens).where(eq(revokedTokens.jti, claims.jti));
      if (revoked) throw unauthorized('Your session has ended. Please log in again.');
      const [user] = await db.select().from(users).where(eq(users.id, claims.sub));
      if (!user) throw unauthorized('Your session has ended. Please log in again.');
      // A token without iatMs counts from the start of its second: one of the reset's second is refused.
      const issuedMs = claims.iatMs ?? claims.iat * 1000;
      if (user.tokensValidAfter && issuedMs < user.tokensValidAfter.getTime())
        throw unauthorized('Your password was changed. Please log in again.');
      return { user, claims };
    },

    async revoke(claims) {
      // Expired revocations matter no more: tidy them while here.
      await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now()));
      await db
        .insert(revokedTokens)
        .values({ jti: claims.jti, expiresAt: new Date(claims.exp * 1000) })
        .onConflictDoNothing();
    },
  };
}
