import type { PropertySummary, Role } from '@/api/contract';

/** SPEC 2: every route of the app, as typed constants; `paths.x(id)` builds the concrete path. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  builderProfile: '/builder/profile',
  editBuilderProfile: '/edit-builder-profile',
  properties: '/properties',
  allProperties: '/all-properties',
  propertyDetail: (id: string) => `/property-detail/${encodeURIComponent(id)}`,
  editProperty: (id: string) => `/edit-property/${encodeURIComponent(id)}`,
  postProperty: '/post_property',
  postPropertyBuilder: '/post_property_builder',
  postBuilderProject: '/post-builder-property',
  editBuilderProject: (id: string) => `/edit-builder-property/${encodeURIComponent(id)}`,
  builderProjects: '/builder/properties',
  builderProjectDetail: (id: string) => `/builder-property-detail/${encodeURIComponent(id)}`,
  builderPortfolio: (username: string) => `/builder/${encodeURIComponent(username)}`,
  inquiries: '/inquiries',
  /** The Nivaas team's review queue (staff accounts only). */
  staffReview: '/staff/review',
} as const;

/** SPEC 2: the dashboard route is /{role in lower case}. */
export const dashboardPath = (role: Role) => `/${role.toLowerCase()}`;

/** Issue #9: a card's link: a listing opens /property-detail/{id}, a builder project /builder-property-detail/{id}. */
export const propertyHref = ({ kind, _id }: Pick<PropertySummary, 'kind' | '_id'>) =>
  kind === 'builder-project' ? paths.builderProjectDetail(_id) : paths.propertyDetail(_id);
