import { describe, expect, it } from 'vitest';
import type { Photo } from '@/api/contract';
import { aListing, aPhoto, aProject } from '@mocks/factories';
import { queryFromParams } from '@/entities/search';
import { listingMeta, metaTags, projectMeta, searchMeta } from './pageMeta';

const base = 'https://media.nivaas.in/0123456789abcdef0123456789abcdef';
/** A stored JPEG with its desktop variants (docs/media.md#variants). */
const wide: Photo = {
  url: `${base}.jpg`,
  variants: [
    { url: `${base}-desktop.webp`, width: 1280, type: 'image/webp' },
    { url: `${base}-desktop.jpg`, width: 1280, type: 'image/jpeg' },
  ],
};

describe('the share image (og:image) of a page', () => {
  it("is a listing's cover at its desktop variant in the photo's own format, not the original", () => {
    expect(listingMeta(aListing({ photos: [wide] })).image).toBe(`${base}-desktop.jpg`);
    expect(listingMeta(aListing({ photos: [aPhoto('/mock-media/flat.jpg')] })).image).toBe('/mock-media/flat.jpg');
  });

  it("is a project's banner at its desktop variant, read beside SPEC's media URLs", () => {
    const project = aProject();
    const withVariants = { ...project, media: { ...project.media, bannerPhoto: wide.url }, mediaPhotos: [wide] };
    expect(projectMeta(withVariants).image).toBe(`${base}-desktop.jpg`);
  });
});

describe("a search page's head (docs/listings.md#search-heading)", () => {
  const head = (search: string) =>
    metaTags(searchMeta(queryFromParams(new URLSearchParams(search))), 'https://nivaas.in');

  it('says what the search looks for, as the page heading does', () => {
    const tags = head('bhk=3&type=flat&purpose=sale&q=Baner&city=Pune&sort=price-asc');
    expect(tags).toContain('<title>3 BHK flats for sale in Baner, Pune | Nivaas</title>');
    expect(tags).toContain(
      '<meta name="description" content="3 BHK flats for sale in Baner, Pune on Nivaas: approved listings and projects from owners, agents and builders." />',
    );
  });

  it('is All Properties with the site’s sentence when nothing is filtered', () => {
    expect(head('page=2')).toContain('<title>All Properties | Nivaas</title>');
    expect(head('')).toContain('content="Approved homes, plots and offices across India');
  });
});
