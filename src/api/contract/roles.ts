/**
 * docs/auth.md#roles: every user holds exactly one of four roles. Kept apart from the zod schemas so the
 * first load can check a stored session without zod (src/features/auth/session.ts).
 */
export const roles = ['Buyer', 'Seller', 'Agent', 'Builder'] as const;
export type Role = (typeof roles)[number];
