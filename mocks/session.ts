import type { Role, Session } from '@/api/contract';
import { db } from './db';

/** Signs a story in: stores the mock db's account of that role as the app would after login. */
export function storeSessionOf(role: Role): Session {
  const account = db.accounts.find((a) => a.role === role);
  if (!account) throw new Error(`No ${role} account in the mock db`);
  const { password: _password, ...session } = account;
  localStorage.setItem('token', session.token);
  localStorage.setItem('user', JSON.stringify(session));
  return session;
}
