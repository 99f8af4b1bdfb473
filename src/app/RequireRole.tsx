import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Role, User } from '@/api/contract';
import { useAuth } from '@/features/auth';
import { paths } from '@/lib/paths';

/** Lets in only the users `allows` accepts: signed-out users go to /login (and come back after), others to /. */
function RequireUser({ allows, children }: { allows: (user: User) => boolean; children: ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  if (!user) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  if (!allows(user)) return <Navigate to={paths.home} replace />;
  return children;
}

/** docs/auth.md#route-guard: unauthenticated users go to /login (and come back after), other roles go to /. */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  return <RequireUser allows={(user) => roles.includes(user.role)}>{children}</RequireUser>;
}

/** The review team's pages: staff of any role. */
export function RequireStaff({ children }: { children: ReactNode }) {
  return <RequireUser allows={(user) => user.isStaff === true}>{children}</RequireUser>;
}
