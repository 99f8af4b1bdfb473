import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { Role } from '@/api/contract';
import { LoadingFallback } from '@/components/LoadingFallback';
import { Navbar } from '@/features/navbar';
import { RequireRole, RequireStaff } from './RequireRole';
import { ScrollToTop } from './ScrollToTop';

// SPEC 2: pages load on demand, each its own chunk, with 'Loading...' meanwhile. They are imported
// from their own modules, not a feature's index, so a page's chunk holds that page alone.
const HomePage = lazy(() => import('./pages/HomePage').then((m) => ({ default: m.HomePage })));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const LoginPage = lazy(() => import('@/features/auth/screens/LoginPage').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() =>
  import('@/features/auth/screens/RegisterPage').then((m) => ({ default: m.RegisterPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('@/features/auth/screens/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const BuilderProjectWizard = lazy(() =>
  import('@/features/builder-wizard/BuilderProjectWizard').then((m) => ({ default: m.BuilderProjectWizard })),
);
const BuilderDashboard = lazy(() =>
  import('@/features/builder-workspace/BuilderDashboard').then((m) => ({ default: m.BuilderDashboard })),
);
const MyProjectsPage = lazy(() =>
  import('@/features/builder-workspace/MyProjectsPage').then((m) => ({ default: m.MyProjectsPage })),
);
const ProjectPage = lazy(() =>
  import('@/features/builder-project/ProjectPage').then((m) => ({ default: m.ProjectPage })),
);
const ReviewQueuePage = lazy(() =>
  import('@/features/staff-review/ReviewQueuePage').then((m) => ({ default: m.ReviewQueuePage })),
);
const PropertySearchPage = lazy(() =>
  import('@/features/properties/PropertySearchPage').then((m) => ({ default: m.PropertySearchPage })),
);
const PropertyDetailPage = lazy(() =>
  import('@/features/properties/PropertyDetailPage').then((m) => ({ default: m.PropertyDetailPage })),
);
const BuyerDashboard = lazy(() =>
  import('@/features/dashboards/buyer/BuyerDashboard').then((m) => ({ default: m.BuyerDashboard })),
);
const PostPropertyPage = lazy(() =>
  import('@/features/post-property/PostPropertyPage').then((m) => ({ default: m.PostPropertyPage })),
);
const InquiriesPage = lazy(() =>
  import('@/features/inquiries/InquiriesPage').then((m) => ({ default: m.InquiriesPage })),
);
const SellerDashboard = lazy(() =>
  import('@/features/dashboards/seller/SellerDashboard').then((m) => ({ default: m.SellerDashboard })),
);
const MyProfilePage = lazy(() =>
  import('@/features/builder-profile/MyProfilePage').then((m) => ({ default: m.MyProfilePage })),
);
const EditProfilePage = lazy(() =>
  import('@/features/builder-profile/EditProfilePage').then((m) => ({ default: m.EditProfilePage })),
);
const BuilderPortfolioPage = lazy(() =>
  import('@/features/builder-portfolio/BuilderPortfolioPage').then((m) => ({ default: m.BuilderPortfolioPage })),
);

const sellers: Role[] = ['Seller', 'Agent'];

const routes: Array<[string, ReactNode]> = [
  ['/', <HomePage key="home" />],
  ['/login', <LoginPage key="login" />],
  ['/register', <RegisterPage key="register" />],
  ['/forgot-password', <ForgotPasswordPage key="forgot" />],
  [
    '/buyer',
    <RequireRole key="buyer-dashboard" roles={['Buyer']}>
      <BuyerDashboard />
    </RequireRole>,
  ],
  [
    '/seller',
    <RequireRole key="seller-dashboard" roles={['Seller']}>
      <SellerDashboard />
    </RequireRole>,
  ],
  [
    '/agent',
    <RequireRole key="agent-dashboard" roles={['Agent']}>
      <SellerDashboard />
    </RequireRole>,
  ],
  [
    '/builder',
    <RequireRole key="builder-dashboard" roles={['Builder']}>
      <BuilderDashboard />
    </RequireRole>,
  ],
  [
    '/builder/profile',
    <RequireRole key="builder-profile" roles={['Builder']}>
      <MyProfilePage />
    </RequireRole>,
  ],
  [
    '/edit-builder-profile',
    <RequireRole key="edit-builder-profile" roles={['Builder']}>
      <EditProfilePage />
    </RequireRole>,
  ],
  [
    '/builder/properties',
    <RequireRole key="my-projects" roles={['Builder']}>
      <MyProjectsPage />
    </RequireRole>,
  ],
  ['/builder/:username', <BuilderPortfolioPage key="portfolio" />],
  [
    '/properties',
    <RequireRole key="properties" roles={['Buyer']}>
      <PropertySearchPage title="Properties" />
    </RequireRole>,
  ],
  ['/all-properties', <PropertySearchPage key="all-properties" title="All Properties" />],
  ['/property-detail/:id', <PropertyDetailPage key="property-detail" />],
  [
    '/edit-property/:id',
    <RequireRole key="edit-property" roles={sellers}>
      <PostPropertyPage />
    </RequireRole>,
  ],
  [
    '/post_property',
    <RequireRole key="post-property" roles={sellers}>
      <PostPropertyPage />
    </RequireRole>,
  ],
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
  ['/builder-property-detail/:id', <ProjectPage key="project" />],
  [
    '/inquiries',
    <RequireRole key="inquiries" roles={sellers}>
      <InquiriesPage />
    </RequireRole>,
  ],
  [
    '/staff/review',
    <RequireStaff key="review-queue">
      <ReviewQueuePage />
    </RequireStaff>,
  ],
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
