import type { PropertySummary, Role } from '@/api/contract';

/**
 * A readable slug of a name for a shared link ('2 BHK Sea-Facing Flat' -> '2-bhk-sea-facing-flat');
 * the id before it finds the page, so a renamed listing's old links still answer.
 */
export const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents, split off by NFKD
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');

/** `/{base}/{id}`, with the name's slug after the id when there is one. */
const detail = (base: string, id: string, name?: string) => {
  const slug = name ? slugOf(name) : '';
  return `/${base}/${encodeURIComponent(id)}${slug ? `/${slug}` : ''}`;
};

/** docs/leads.md#ask-the-builder: the anchor of a project's Ask the builder panel. */
export const ASK_THE_BUILDER_HASH = '#ask-the-builder';

/**
 * docs/routes.md#route-table: every route of the app, as typed constants; `paths.x(id)` builds the concrete path. The
 * detail pages take the listing's or project's name too, for a readable link.
 */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  builderProfile: '/builder/profile',
  editBuilderProfile: '/edit-builder-profile',
  properties: '/properties',
  allProperties: '/all-properties',
  propertyDetail: (id: string, title?: string) => detail('property-detail', id, title),
  editProperty: (id: string) => `/edit-property/${encodeURIComponent(id)}`,
  postProperty: '/post_property',
  postPropertyBuilder: '/post_property_builder',
  postBuilderProject: '/post-builder-property',
  editBuilderProject: (id: string) => `/edit-builder-property/${encodeURIComponent(id)}`,
  builderProjects: '/builder/properties',
  builderProjectDetail: (id: string, name?: string) => detail('builder-property-detail', id, name),
  /** docs/leads.md#ask-the-builder: the project's page, at its Ask the builder panel. */
  askTheBuilder: (id: string, name?: string) => `${detail('builder-property-detail', id, name)}${ASK_THE_BUILDER_HASH}`,
  builderPortfolio: (username: string) => `/builder/${encodeURIComponent(username)}`,
  /** docs/localities.md#locality-page: a locality's page, city and locality as listings spell them (any case answers). */
  locality: (city: string, locality: string) => `/locality/${encodeURIComponent(city)}/${encodeURIComponent(locality)}`,
  inquiries: '/inquiries',
  /** docs/leads.md#leads-page: an owner's leads, in their own workspace (the contract's notificationPages.leads). */
  leads: (role: Role) => `/${role.toLowerCase()}/leads`,
  /** docs/leads.md#site-visits: an owner's visiting hours, linked from their Leads page. */
  visitingHours: (role: Role) => `/${role.toLowerCase()}/visiting-hours`,
  /** docs/notifications.md: every signed-in role's notifications and e-mail choices. */
  notifications: '/notifications',
  /** docs/notifications.md#muting: the page a notification e-mail's mute link opens (the contract's notificationPages.mute). */
  muteNotifications: '/notifications/mute',
  /** docs/listings.md#confirmed-available: the page a reminder e-mail links to (the contract's CONFIRM_LISTING_PAGE). */
  confirmListing: '/confirm-listing',
  /** The Nivaas team's review queue (staff accounts only). */
  staffReview: '/staff/review',
} as const;

/** docs/routes.md#dashboard-route: the dashboard route is /{role in lower case}. */
export const dashboardPath = (role: Role) => `/${role.toLowerCase()}`;

/**
 * Issue #9: a card's link: a listing opens /property-detail/{id}, a builder project
 * /builder-property-detail/{id}, the title's slug after the id when given.
 */
export const propertyHref = ({ kind, _id, title }: Pick<PropertySummary, 'kind' | '_id'> & { title?: string }) =>
  kind === 'builder-project' ? paths.builderProjectDetail(_id, title) : paths.propertyDetail(_id, title);

/** docs/review.md#revisions: the query a detail page reads to show its owner the changes waiting for review. */
export const CHANGES_VERSION = { param: 'version', value: 'changes' } as const;

/** A detail page showing the owner's waiting changes instead of the live version ('/builder-property-detail/p1?version=changes'). */
export const changesPreviewOf = (detailPath: string) =>
  `${detailPath}?${CHANGES_VERSION.param}=${CHANGES_VERSION.value}`;
