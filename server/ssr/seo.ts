import { and, eq, isNotNull } from 'drizzle-orm';
import { paths } from '@/lib/paths';
import { builderProjects, listings, users } from '../db/schema';
import type { App } from '../services';
import { publicListingCondition } from '../listings/freshness';
import { escapeHtml } from './html';

const day = (moment: Date | string) => new Date(moment).toISOString().slice(0, 10);

/**
 * What search engines read first: /robots.txt (the public pages open, the signed-in ones and the
 * API not worth crawling) and /sitemap.xml, every approved listing and project at its readable
 * address and every portfolio with an approved project. Addresses are on the configured PUBLIC_URL,
 * never on the request's Host: these answers are public and cached.
 */
export function seoRoutes(app: App) {
  const { db, config } = app.services;
  const origin = config.publicUrl;

  app.get('/robots.txt', async (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...[
        '/api/',
        '/buyer',
        '/seller',
        '/agent',
        '/builder/properties',
        '/builder/profile',
        '/inquiries',
        '/staff/',
      ].map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const approvedListings = await db
      .select({ id: listings.id, title: listings.title, updatedAt: listings.updatedAt })
      .from(listings)
      .where(publicListingCondition);
    const approvedProjects = await db
      .select({
        id: builderProjects.id,
        name: builderProjects.projectName,
        updatedAt: builderProjects.updatedAt,
        username: users.username,
      })
      .from(builderProjects)
      .innerJoin(users, eq(users.id, builderProjects.ownerId))
      .where(and(eq(builderProjects.reviewState, 'approved'), isNotNull(users.username)));
    const portfolios = new Map<string, Date | string>();
    for (const project of approvedProjects) {
      const latest = portfolios.get(project.username!);
      if (!latest || new Date(project.updatedAt) > new Date(latest))
        portfolios.set(project.username!, project.updatedAt);
    }
    const entries: [string, Date | string | null][] = [
      [paths.home, null],
      [paths.allProperties, null],
      ...approvedListings.map((l): [string, Date | string] => [paths.propertyDetail(l.id, l.title), l.updatedAt]),
      ...approvedProjects.map((p): [string, Date | string] => [paths.builderProjectDetail(p.id, p.name), p.updatedAt]),
      ...[...portfolios].map(([username, at]): [string, Date | string] => [paths.builderPortfolio(username), at]),
    ];
    const urls = entries.map(
      ([path, at]) =>
        `<url><loc>${escapeHtml(new URL(path, origin).href)}</loc>${at ? `<lastmod>${day(at)}</lastmod>` : ''}</url>`,
    );
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });
}
