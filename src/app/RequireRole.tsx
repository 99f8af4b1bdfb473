import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Role } from '@/api/contract';
import { useAuth } from '@/features/auth';
import { paths } from '@/lib/paths';

/** SPEC 6: unauthenticated users go to /login (and come back after), other roles go to /. */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  if (!user) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  if (!roles.includes(user.role)) return <Navigate to={paths.home} replace />;
  return children;
}
