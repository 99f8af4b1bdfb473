import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { Role } from '@/api/contract';
import { roles } from '@/api/contract/roles';
import { paths } from '@/lib/paths';
import * as pages from './pages';
import { RequireRole, RequireStaff } from './RequireRole';
import { Root } from './Root';

/** A page the server renders for everyone (signed-out HTML); the browser preloads it before hydrating. */
export interface PublicPageHandle {
  publicPage: { displayName: string; preload: () => Promise<void> };
}
export const isPublicPage = (handle: unknown): handle is PublicPageHandle =>
  typeof handle === 'object' && handle !== null && 'publicPage' in handle;

/** The ids of the server-rendered routes: their data is fetched by the server (server/ssr/publicData.ts). */
export type PublicRouteId = 'home' | 'all-properties' | 'property' | 'project' | 'portfolio' | 'locality';

const sellers: Role[] = ['Seller', 'Agent'];

const publicRoute = (id: PublicRouteId, path: string, page: PublicPageHandle['publicPage'], element: ReactNode) => ({
  id,
  path,
  element,
  handle: { publicPage: page } satisfies PublicPageHandle,
});
const signedIn = (path: string, roles: readonly Role[], element: ReactNode) => ({
  path,
  element: <RequireRole roles={roles}>{element}</RequireRole>,
});

/**
 * docs/routes.md#lazy-pages's routes, one table for the browser's router (src/app/main.tsx) and the server's
 * (server/ssr/render.tsx). No route has a loader in the browser: a page fetches its data with SWR,
 * so a client navigation shows 'Loading...' at once rather than waiting on the old page.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      publicRoute('home', '/', pages.HomePage, <pages.HomePage />),
      { path: '/login', element: <pages.LoginPage /> },
      { path: '/register', element: <pages.RegisterPage /> },
      { path: '/forgot-password', element: <pages.ForgotPasswordPage /> },
      signedIn('/buyer', ['Buyer'], <pages.BuyerDashboard />),
      signedIn('/seller', ['Seller'], <pages.SellerDashboard />),
      signedIn('/agent', ['Agent'], <pages.SellerDashboard />),
      signedIn('/builder', ['Builder'], <pages.BuilderDashboard />),
      signedIn('/builder/profile', ['Builder'], <pages.MyProfilePage />),
      signedIn('/edit-builder-profile', ['Builder'], <pages.EditProfilePage />),
      signedIn('/builder/properties', ['Builder'], <pages.MyProjectsPage />),
      // docs/leads.md#leads-page: each owner's leads in their own workspace, before /builder/:username.
      signedIn(paths.leads('Builder'), ['Builder'], <pages.LeadsPage />),
      signedIn(paths.leads('Seller'), ['Seller'], <pages.LeadsPage />),
      signedIn(paths.leads('Agent'), ['Agent'], <pages.LeadsPage />),
      signedIn(paths.visitingHours('Builder'), ['Builder'], <pages.VisitingHoursPage />),
      signedIn(paths.visitingHours('Seller'), ['Seller'], <pages.VisitingHoursPage />),
      signedIn(paths.visitingHours('Agent'), ['Agent'], <pages.VisitingHoursPage />),
      publicRoute('portfolio', '/builder/:username', pages.BuilderPortfolioPage, <pages.BuilderPortfolioPage />),
      signedIn('/properties', ['Buyer'], <pages.PropertySearchPage title="Properties" />),
      publicRoute(
        'all-properties',
        '/all-properties',
        pages.PropertySearchPage,
        <pages.PropertySearchPage title="All Properties" />,
      ),
      // A readable slug may follow the id (shared links); the id alone still answers (docs/routes.md#property-links).
      publicRoute('property', '/property-detail/:id/:slug?', pages.PropertyDetailPage, <pages.PropertyDetailPage />),
      signedIn('/edit-property/:id', sellers, <pages.PostPropertyPage />),
      signedIn('/post_property', sellers, <pages.PostPropertyPage />),
      // The navigation's builder entry (docs/routes.md#post-property-builder-entry) opens the wizard at its own address.
      { path: '/post_property_builder', element: <Navigate to="/post-builder-property" replace /> },
      signedIn('/post-builder-property', ['Builder'], <pages.BuilderProjectWizard />),
      signedIn('/edit-builder-property/:id', ['Builder'], <pages.BuilderProjectWizard />),
      publicRoute('project', '/builder-property-detail/:id/:slug?', pages.ProjectPage, <pages.ProjectPage />),
      // docs/localities.md#locality-page: a locality's asking prices, listings and neighbours.
      publicRoute('locality', '/locality/:city/:locality', pages.LocalityPage, <pages.LocalityPage />),
      signedIn('/inquiries', sellers, <pages.InquiriesPage />),
      signedIn(paths.notifications, roles, <pages.NotificationsPage />),
      // A notification e-mail's mute link (docs/notifications.md#muting): no sign-in, the token is the proof.
      { path: paths.muteNotifications, element: <pages.MuteNotificationsPage /> },
      { path: '/alerts/unsubscribe', element: <pages.UnsubscribePage /> },
      // The reminder e-mail's link (docs/listings.md#confirm-link): no sign-in, the token is the proof.
      { path: paths.confirmListing, element: <pages.ConfirmListingPage /> },
      { path: '/compare', element: <pages.ComparePage /> },
      {
        path: '/staff/review',
        element: (
          <RequireStaff>
            <pages.ReviewQueuePage />
          </RequireStaff>
        ),
      },
      { path: '*', element: <pages.NotFoundPage /> },
    ],
  },
];
