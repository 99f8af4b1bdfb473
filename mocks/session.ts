import type { Role, Session } from '@/api/contract';
import { db } from './db';

/** Signs a story in: stores the mock db's account of that role as the app would after login. */
export function storeSessionOf(role: Role): Session {
  return store(db.accounts.find((a) => a.role === role && !a.isStaff));
}

/** Signs a story in as a member of the review team (a Buyer account with the staff flag). */
export const storeStaffSession = (): Session => store(db.accounts.find((a) => a.isStaff));

function store(account: (typeof db.accounts)[number] | undefined): Session {
  if (!account) throw new Error('No such account in the mock db');
  const { password: _password, ...session } = account;
  localStorage.setItem('token', session.token);
  localStorage.setItem('user', JSON.stringify(session));
  return session;
}
