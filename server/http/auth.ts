import type { FastifyRequest } from 'fastify';
import { listingMessages, projectMessages, type Role } from '@/api/contract';
import type { UserRow } from '../db/schema';
import type { Services } from '../services';
import { forbidden } from './errors';

/** The user of the request's bearer token; 401 when it is missing, bad, expired or revoked. */
/** Each request's sign-in, read once: the idempotency hook and the route both ask for it. */
const signIns = new WeakMap<FastifyRequest, Promise<UserRow>>();

export function signedIn(services: Services, request: FastifyRequest): Promise<UserRow> {
  let user = signIns.get(request);
  if (!user) {
    user = services.tokens.authenticate(request.headers.authorization).then((session) => session.user);
    signIns.set(request, user);
  }
  return user;
}

/** The signed-in user when a token is sent, null for anonymous calls (public pages). */
export async function viewerOf(services: Services, request: FastifyRequest): Promise<UserRow | null> {
  if (!request.headers.authorization) return null;
  return signedIn(services, request);
}

/** docs/auth.md#server-role-checks: role checks on every call that needs one. */
export async function signedInAs(services: Services, request: FastifyRequest, role: Role, message: string) {
  const user = await signedIn(services, request);
  if (user.role !== role) throw forbidden(message);
  return user;
}

export async function signedInStaff(
  services: Services,
  request: FastifyRequest,
  message: string = projectMessages.onlyStaff,
) {
  const user = await signedIn(services, request);
  if (!user.isStaff) throw forbidden(message);
  return user;
}

export const isPoster = (user: UserRow) => user.role === 'Seller' || user.role === 'Agent';

/** The signed-in Seller or Agent; 403 for the other roles. */
export async function signedInPoster(services: Services, request: FastifyRequest) {
  const user = await signedIn(services, request);
  if (!isPoster(user)) throw forbidden(listingMessages.onlyPosters);
  return user;
}
