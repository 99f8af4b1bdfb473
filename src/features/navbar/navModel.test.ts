import { describe, expect, it } from 'vitest';
import { isActive, isMobileWidth, linksFor, nextScrollState, POST_PROPERTY, postPropertyTarget } from './navModel';

const labels = (role: Parameters<typeof linksFor>[0]) =>
  linksFor(role).map((link) => (link === POST_PROPERTY ? 'Post Property' : link.label));

describe('links by role (docs/routes.md#navbar-links)', () => {
  it.each([
    ['Buyer', ['Home', 'Buyer Dashboard', 'Properties']],
    ['Seller', ['Home', 'Seller Dashboard', 'Post Property', 'My Inquiries']],
    ['Agent', ['Home', 'Agent Dashboard', 'Post Property', 'My Inquiries']],
    ['Builder', ['Home', 'Builder Dashboard', 'Post Builder Property']],
  ] as const)('%s sees %j', (role, expected) => {
    expect(labels(role)).toEqual(expected);
  });
  it('logged out: no links (only the Login button)', () => {
    expect(linksFor(null)).toEqual([]);
  });
  it('the dashboard route is /{role in lower case}', () => {
    expect(linksFor('Agent')[1]).toEqual({ label: 'Agent Dashboard', to: '/agent' });
  });
  it('a member of the review team keeps their role links and gets the review queue last', () => {
    expect(linksFor('Buyer', true).at(-1)).toEqual({ label: 'Review Queue', to: '/staff/review' });
    expect(linksFor('Buyer', true)).toHaveLength(linksFor('Buyer').length + 1);
    expect(linksFor(null, true)).toEqual([]);
  });
});

describe('isActive (by path prefix, exact for /)', () => {
  it.each([
    ['/', '/', true],
    ['/buyer', '/', false],
    ['/builder', '/builder', true],
    ['/builder/properties', '/builder', true],
    ['/builderx', '/builder', false],
  ])('%s on %s -> %s', (pathname, to, active) => {
    expect(isActive(pathname, to)).toBe(active);
  });
});

describe('post property target', () => {
  it('no user: no navigation; builder; others', () => {
    expect(postPropertyTarget(null)).toBeNull();
    expect(postPropertyTarget('Builder')).toBe('/post_property_builder');
    expect(postPropertyTarget('Seller')).toBe('/post_property');
    expect(postPropertyTarget('Buyer')).toBe('/post_property');
  });
});

describe('mobile and scroll thresholds (docs/routes.md#mobile-layout, docs/routes.md#navbar-scrolled)', () => {
  it('mobile below 1024 px', () => {
    expect(isMobileWidth(1023)).toBe(true);
    expect(isMobileWidth(1024)).toBe(false);
  });
  it('scrolled past 20 px, changes only when movement exceeds 5 px', () => {
    const start = { lastY: 0, scrolled: false };
    expect(nextScrollState(start, 5)).toBe(start);
    expect(nextScrollState(start, 21)).toEqual({ lastY: 21, scrolled: true });
    const at21 = { lastY: 21, scrolled: true };
    expect(nextScrollState(at21, 17)).toBe(at21);
    expect(nextScrollState(at21, 15)).toEqual({ lastY: 15, scrolled: false });
    expect(nextScrollState(start, 6)).toEqual({ lastY: 6, scrolled: false });
  });
});
