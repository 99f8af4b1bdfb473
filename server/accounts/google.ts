import { createRemoteJWKSet, jwtVerify } from 'jose';
import { unauthorized, unavailable } from '../http/errors';

export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name?: string;
}

export type GoogleVerifier = (idToken: string) => Promise<GoogleIdentity>;

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/**
 * Checks a Google ID token: signed by a key of the configured key set (Google's JWKS URL in
 * production, a local key set in tests), issued by Google, for our client id, not expired.
 */
export function createGoogleVerifier(config: { clientId: string; jwksUrl: string }, now: () => Date): GoogleVerifier {
  const keys = createRemoteJWKSet(new URL(config.jwksUrl));
  return async (idToken) => {
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        issuer: GOOGLE_ISSUERS,
        audience: config.clientId,
        currentDate: now(),
      });
      if (!payload.sub || typeof payload.email !== 'string') throw new Error('no subject or email');
      return {
        sub: payload.sub,
        email: payload.email.toLowerCase(),
        emailVerified: payload.email_verified === true,
        ...(typeof payload.name === 'string' ? { name: payload.name } : {}),
      };
    } catch {
      throw unauthorized('Google sign-in failed. Please try again.');
    }
  };
}

/** Without GOOGLE_CLIENT_ID the app hides the button and the server refuses the call. */
export const googleNotConfigured: GoogleVerifier = async () => {
  throw unavailable('Google sign-in is not available on this server');
};
