import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/routes';
import { SESSION_STORED } from '@/lib/sessionHint';
import { theme } from '@/theme';

const root = join(import.meta.dirname, '../..');
const css = readFileSync(join(root, 'public/footer.css'), 'utf8');
const html = readFileSync(join(root, 'index.html'), 'utf8');

/** docs/routes.md#site-footer: plain HTML and CSS outside the app, kept to the theme and the route table. */
describe('the site footer', () => {
  it("draws with the theme's colours and text size", () => {
    const rule = (selector: string) => css.slice(css.indexOf(`\n${selector} {`)).split('}')[0]!;
    expect(rule('.site-footer')).toContain(`border-top: 1px solid ${theme.color.border};`);
    expect(rule('.site-footer')).toContain(`background: ${theme.color.surface};`);
    expect(rule('.site-footer')).toContain(`color: ${theme.color.textMuted};`);
    expect(rule('.site-footer')).toContain(`font-size: ${theme.font.size.sm};`);
    expect(rule('.site-footer a')).toContain(`color: ${theme.color.primaryHover};`);
  });

  it('follows the root, hidden while the root is empty, and links only to routes of the app', () => {
    expect(html.indexOf('<footer class="site-footer">')).toBeGreaterThan(html.indexOf('<div id="root"></div>'));
    expect(css).toMatch(/#root:empty ~ \.site-footer \{\s+display: none;/);
    const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
    const hrefs = [...footer.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.split('?')[0]);
    expect(hrefs).toEqual([
      '/all-properties',
      '/all-properties',
      '/all-properties',
      '/post_property',
      '/login',
      '/register',
    ]);
    const paths = routes[0]!.children!.map((route) => route.path);
    for (const href of hrefs) expect(paths).toContain(href);
  });

  it('offers Sign in and Register only while signed out (the mark of a held session hides them)', () => {
    const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
    const signedOutOnly = [...footer.matchAll(/<li class="signed-out-only"><a href="([^"]+)"/g)].map((m) => m[1]);
    expect(signedOutOnly).toEqual(['/login', '/register']);
    expect(css).toContain(`html[${SESSION_STORED}] .site-footer .signed-out-only {\n  display: none;`);
  });
});
