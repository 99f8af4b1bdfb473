import { paths } from '@/lib/paths';

/**
 * The readable addresses of a listing's and a project's pages (a slug after the id), for the
 * server's own links: the sitemap and the alert e-mails give the address a share gives. server/ssr is
 * the part of the server that may read the app's route helpers.
 */
export const readablePaths = {
  listing: (id: string, title: string) => paths.propertyDetail(id, title),
  project: (id: string, name: string) => paths.builderProjectDetail(id, name),
};
