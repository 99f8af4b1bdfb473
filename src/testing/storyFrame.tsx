import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { AuthProvider } from '@/features/auth';

function Arrived() {
  const { pathname, search } = useLocation();
  return <p>{`Arrived at ${pathname}${search}`}</p>;
}

/**
 * Stories of a page: signed in through the app's AuthProvider, the page at each of its routes, the
 * story's own further routes (`more`), and any other route saying where the page sent the person.
 */
export const atRoutesWith =
  (more: ReactNode, ...paths: string[]): Decorator =>
  (Story) => (
    <AuthProvider>
      <Routes>
        {paths.map((path) => (
          <Route key={path} path={path} element={<Story />} />
        ))}
        {more}
        <Route path="*" element={<Arrived />} />
      </Routes>
    </AuthProvider>
  );

/** Stories of a page at each of its routes (atRoutesWith, no routes of the story's own). */
export const atRoutes = (...paths: string[]): Decorator => atRoutesWith(null, ...paths);
