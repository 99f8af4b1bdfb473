import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { Role } from '@/api/contract';
import { LoadingFallback } from '@/components/LoadingFallback';
import { Navbar } from '@/features/navbar';
import { RequireRole } from './RequireRole';
import { ScrollToTop } from './ScrollToTop';

// SPEC 2: pages load on demand, each its own chunk, with 'Loading...' meanwhile.
const HomePage = lazy(() => import('./pages/HomePage').then((m) => ({ default: m.HomePage })));
const PlannedPage = lazy(() => import('./pages/PlannedPage').then((m) => ({ default: m.PlannedPage })));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const LoginPage = lazy(() => import('@/features/auth/screens/LoginPage').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() =>
  import('@/features/auth/screens/RegisterPage').then((m) => ({ default: m.RegisterPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('@/features/auth/screens/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const BuilderProjectWizard = lazy(() =>
  import('@/features/builder-wizard').then((m) => ({ default: m.BuilderProjectWizard })),
);
const BuilderPortfolioPage = lazy(() =>
  import('@/features/builder-portfolio').then((m) => ({ default: m.BuilderPortfolioPage })),
);

const sellers: Role[] = ['Seller', 'Agent'];

/** A page that only some roles may open, and that a later issue builds. */
const planned = (title: string, roles?: Role[]) => {
  const page = <PlannedPage title={title} />;
  return roles ? <RequireRole roles={roles}>{page}</RequireRole> : page;
};

const routes: Array<[string, ReactNode]> = [
  ['/', <HomePage key="home" />],
  ['/login', <LoginPage key="login" />],
  ['/register', <RegisterPage key="register" />],
  ['/forgot-password', <ForgotPasswordPage key="forgot" />],
  ['/buyer', planned('Buyer Dashboard', ['Buyer'])],
  ['/seller', planned('Seller Dashboard', ['Seller'])],
  ['/agent', planned('Agent Dashboard', ['Agent'])],
  ['/builder', planned('Builder Dashboard', ['Builder'])],
  ['/builder/profile', planned('Builder Profile', ['Builder'])],
  ['/edit-builder-profile', planned('Edit Builder Profile', ['Builder'])],
  ['/builder/properties', planned('My Projects', ['Builder'])],
  ['/builder/:username', <BuilderPortfolioPage key="portfolio" />],
  ['/properties', planned('Properties', ['Buyer'])],
  ['/all-properties', planned('All Properties')],
  ['/property-detail/:id', planned('Property Details')],
  ['/edit-property/:id', planned('Edit Property', sellers)],
  ['/post_property', planned('Post Property', sellers)],
  // The navigation's builder entry (SPEC 2) opens the wizard at its own address.
  ['/post_property_builder', <Navigate key="post-builder" to="/post-builder-property" replace />],
  [
    '/post-builder-property',
    <RequireRole key="wizard" roles={['Builder']}>
      <BuilderProjectWizard />
    </RequireRole>,
  ],
  [
    '/edit-builder-property/:id',
    <RequireRole key="wizard-edit" roles={['Builder']}>
      <BuilderProjectWizard />
    </RequireRole>,
  ],
  ['/builder-property-detail/:id', planned('Project Details')],
  ['/inquiries', planned('My Inquiries', sellers)],
  ['*', <NotFoundPage key="not-found" />],
];

export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <Navbar />
      <Suspense fallback={<LoadingFallback />}>
        <Routes>
          {routes.map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
        </Routes>
      </Suspense>
    </>
  );
}
