import { preloadable } from '@/lib/preloadable';

// docs/routes.md#lazy-pages: pages load on demand, each its own chunk, with 'Loading...' meanwhile. They are imported
// from their own modules, not a feature's index, so a page's chunk holds that page alone. The
// server and the browser preload the page of a server-rendered address (src/lib/preloadable.ts).
export const HomePage = preloadable('HomePage', () => import('./pages/HomePage'));
export const NotFoundPage = preloadable('NotFoundPage', () => import('./pages/NotFoundPage'));
export const LoginPage = preloadable('LoginPage', () => import('@/features/auth/screens/LoginPage'));
export const RegisterPage = preloadable('RegisterPage', () => import('@/features/auth/screens/RegisterPage'));
export const ForgotPasswordPage = preloadable(
  'ForgotPasswordPage',
  () => import('@/features/auth/screens/ForgotPasswordPage'),
);
export const BuilderProjectWizard = preloadable(
  'BuilderProjectWizard',
  () => import('@/features/builder-wizard/BuilderProjectWizard'),
);
export const BuilderDashboard = preloadable(
  'BuilderDashboard',
  () => import('@/features/builder-workspace/BuilderDashboard'),
);
export const MyProjectsPage = preloadable(
  'MyProjectsPage',
  () => import('@/features/builder-workspace/MyProjectsPage'),
);
export const ProjectPage = preloadable('ProjectPage', () => import('@/features/builder-project/ProjectPage'));
export const ReviewQueuePage = preloadable('ReviewQueuePage', () => import('@/features/staff-review/ReviewQueuePage'));
export const PropertySearchPage = preloadable(
  'PropertySearchPage',
  () => import('@/features/search/PropertySearchPage'),
);
export const PropertyDetailPage = preloadable(
  'PropertyDetailPage',
  () => import('@/features/listing-detail/PropertyDetailPage'),
);
export const BuyerDashboard = preloadable('BuyerDashboard', () => import('@/features/dashboards/buyer/BuyerDashboard'));
export const PostPropertyPage = preloadable(
  'PostPropertyPage',
  () => import('@/features/post-property/PostPropertyPage'),
);
export const UnsubscribePage = preloadable(
  'UnsubscribePage',
  () => import('@/features/saved-searches/UnsubscribePage'),
);
export const ConfirmListingPage = preloadable(
  'ConfirmListingPage',
  () => import('@/features/listing-confirm/ConfirmListingPage'),
);
export const InquiriesPage = preloadable('InquiriesPage', () => import('@/features/inquiries/InquiriesPage'));
export const NotificationsPage = preloadable(
  'NotificationsPage',
  () => import('@/features/notifications/NotificationsPage'),
);
export const MuteNotificationsPage = preloadable(
  'MuteNotificationsPage',
  () => import('@/features/notifications/MuteNotificationsPage'),
);
export const SellerDashboard = preloadable(
  'SellerDashboard',
  () => import('@/features/dashboards/seller/SellerDashboard'),
);
export const MyProfilePage = preloadable('MyProfilePage', () => import('@/features/builder-profile/MyProfilePage'));
export const EditProfilePage = preloadable(
  'EditProfilePage',
  () => import('@/features/builder-profile/EditProfilePage'),
);
export const BuilderPortfolioPage = preloadable(
  'BuilderPortfolioPage',
  () => import('@/features/builder-portfolio/BuilderPortfolioPage'),
);
export const LocalityPage = preloadable('LocalityPage', () => import('@/features/locality/LocalityPage'));
export const ComparePage = preloadable('ComparePage', () => import('@/features/compare/ComparePage'));
export const LeadsPage = preloadable('LeadsPage', () => import('@/features/leads/LeadsPage'));
export const VisitingHoursPage = preloadable(
  'VisitingHoursPage',
  () => import('@/features/site-visits/VisitingHoursPage'),
);
