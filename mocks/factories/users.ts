import type { BuilderProfile, Role, Session, User } from '@/api/contract';
import { newId } from './ids';

const FIXED_NOW_SECONDS = 1_900_000_000; // 2030: tokens made here stay valid in tests.

/** A JWT-like token whose payload carries `exp` in seconds (docs/auth.md#session-token). */
export function aToken({ exp = FIXED_NOW_SECONDS, sub = 'user' }: { exp?: number; sub?: string } = {}) {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub, exp, jti: `jti-${sub}` })}.signature`;
}

const namesByRole: Record<Role, string> = {
  Buyer: 'Asha Rao',
  Seller: 'Vikram Shah',
  Agent: 'Meera Iyer',
  Builder: 'Rohan Mehta',
};

export function aUser(overrides: Partial<User> & { role?: Role } = {}): User {
  const role = overrides.role ?? 'Buyer';
  const name = overrides.name ?? namesByRole[role];
  return {
    _id: newId('user-'),
    name,
    email: `${name.split(' ')[0]?.toLowerCase()}@example.in`,
    role,
    phone: '9876543210',
    ...(role === 'Builder' ? { username: 'skyline-developers' } : {}),
    ...overrides,
  };
}

export function aSession(overrides: Partial<User> & { role?: Role; exp?: number } = {}): Session {
  const { exp, ...userOverrides } = overrides;
  const user = aUser(userOverrides);
  return { ...user, token: aToken({ exp, sub: user._id }) };
}

/** The demo Builder's complete profile: every field the profile pages read back. */
export const completeBuilderProfile = {
  username: 'skyline-developers',
  name: 'Rohan Mehta',
  companyName: 'Skyline Developers',
  tagline: 'Homes built to last generations',
  profilePhoto: '/mock-media/builder.jpg',
  phone: '+91 98765 43210',
  email: 'hello@skyline.example.in',
  website: 'https://skyline.example.in',
  about: 'Skyline Developers has delivered homes and workplaces across Bengaluru and Pune since 2004.',
  companyEstablished: 2004,
  companyAddress: 'Indiranagar, Bengaluru',
  expertise: ['Villas', 'Apartments', 'Commercial'],
} satisfies Omit<BuilderProfile, '_id'>;

export function aBuilderProfile(overrides: Partial<BuilderProfile> = {}): BuilderProfile {
  // Its own expertise list: a story's edits must not reach the next story's profile.
  return {
    _id: newId('builder-'),
    ...completeBuilderProfile,
    expertise: [...completeBuilderProfile.expertise],
    ...overrides,
  };
}
