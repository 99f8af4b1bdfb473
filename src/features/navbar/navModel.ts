import type { Role } from '@/api/contract';
import { dashboardPath, paths } from '@/lib/paths';

export interface NavLink {
  label: string;
  to: string;
}

/** The Post Property entry is a button with its own rule (docs/routes.md#post-property-button), not a plain link. */
export const POST_PROPERTY = 'post-property';

/**
 * docs/routes.md#navbar-links: the links of each role; Home only when logged in; nothing but Login when logged out.
 * Members of the review team (any role) also get their queue.
 */
export function linksFor(role: Role | null, isStaff = false): Array<NavLink | typeof POST_PROPERTY> {
  if (!role) return [];
  const links = roleLinks(role);
  return isStaff ? [...links, { label: 'Review Queue', to: paths.staffReview }] : links;
}

function roleLinks(role: Role): Array<NavLink | typeof POST_PROPERTY> {
  const home = { label: 'Home', to: paths.home };
  const dashboard = { label: `${role} Dashboard`, to: dashboardPath(role) };
  switch (role) {
    case 'Buyer':
      return [home, dashboard, { label: 'Properties', to: paths.properties }];
    case 'Builder':
      return [home, dashboard, { label: 'Post Builder Property', to: paths.postPropertyBuilder }];
    default:
      return [home, dashboard, POST_PROPERTY, { label: 'My Inquiries', to: paths.inquiries }];
  }
}

/** docs/routes.md#navbar-active: the active route's button, by path prefix (exact match for /). */
export function isActive(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** docs/routes.md#post-property-button: no user -> no navigation (a notice instead); a Builder -> the builder entry; others -> /post_property. */
export function postPropertyTarget(role: Role | null): string | null {
  if (!role) return null;
  return role === 'Builder' ? paths.postPropertyBuilder : paths.postProperty;
}

/** docs/routes.md#mobile-layout: the mobile layout applies below 1024 px. */
export const MOBILE_BELOW_PX = 1024;
export const isMobileWidth = (width: number) => width < MOBILE_BELOW_PX;

/** docs/routes.md#navbar-scrolled: scrolled past 20 px, with changes tracked only when movement exceeds 5 px. */
export const SCROLLED_PAST_PX = 20;
export const SCROLL_CHANGE_PX = 5;
export function nextScrollState(state: { lastY: number; scrolled: boolean }, y: number) {
  if (Math.abs(y - state.lastY) <= SCROLL_CHANGE_PX) return state;
  return { lastY: y, scrolled: y > SCROLLED_PAST_PX };
}

export const POST_PROPERTY_NOTICE = 'Only Sellers, Agents, or Builders can post properties';
