import type { BuilderProfile, BuilderProject, Listing, LocalityFacts, ParsedPropertySearchQuery } from '@/api/contract';
import { displayName, taglineOf } from '@/entities/builder';
import { ASKING_PRICES_LABEL, listingsText, rentText, saleRateText } from '@/entities/locality';
// The search page's own words, kept off the card's shared entity module (bundle budgets).
import { searchDescription, searchHeading } from '@/features/search/searchHeading';
import { stateOfCity } from '@/lib/india';
import { HOME_TITLE, pageTitle } from '@/lib/pageTitle';
import { projectPhoto, shareImageOf } from '@/lib/photoSources';
import { paths } from '@/lib/paths';
import { formatPrice } from '@/lib/price';
import { escapeHtml, jsonForHtml } from './html';

/** What a public page tells search engines and link previews (WhatsApp shares), in its head. */
export interface PageMeta {
  title: string;
  description: string;
  /** The canonical path: the readable one (with its slug) for a detail page. */
  path: string;
  image?: string | undefined;
  /** schema.org data (JSON-LD). */
  structured?: Record<string, unknown>;
}

const DESCRIPTION =
  'Nivaas: buy, sell and build property across India. Homes, plots and builder projects with prices in Lakh and Crore.';
/** Search results show about 160 characters. */
const clip = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= 160 ? flat : `${flat.slice(0, 157).replace(/\s\S*$/, '')}...`;
};
const place = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(', ');
interface Place {
  locality?: string;
  area?: string;
  city?: string;
  state?: string;
  pincode?: string;
}
const address = (location: Place | undefined) => ({
  '@type': 'PostalAddress',
  streetAddress: location?.locality ?? location?.area,
  addressLocality: location?.city,
  addressRegion: location?.state,
  postalCode: location?.pincode,
  addressCountry: 'IN',
});

/** `image`, for a share's preview: the photo of the first card the page shows. */
export const homeMeta = (image?: string): PageMeta => ({
  title: HOME_TITLE,
  description: DESCRIPTION,
  path: paths.home,
  image,
});

/** docs/listings.md#search-heading: the words the page's heading says (PropertySearchPage), so hydration keeps them. */
export const searchMeta = (query: ParsedPropertySearchQuery, image?: string): PageMeta => ({
  title: pageTitle(searchHeading(query)),
  description: searchDescription(query),
  path: paths.allProperties,
  image,
});

export function listingMeta(listing: Listing): PageMeta {
  const price = listing.price
    ? `${formatPrice(listing.price)}${listing.purpose === 'rent' ? ' a month' : ''}`
    : 'Price on request';
  const where = place(listing.location.locality, listing.location.city);
  const path = paths.propertyDetail(listing._id, listing.title);
  return {
    title: pageTitle(listing.title),
    description: clip(`${price}: ${listing.title} in ${where}. ${listing.description}`),
    path,
    image: listing.photos[0] && shareImageOf(listing.photos[0]),
    structured: {
      '@type': 'RealEstateListing',
      name: listing.title,
      description: clip(listing.description),
      datePosted: listing.createdAt,
      ...(listing.price ? { offers: { '@type': 'Offer', price: listing.price, priceCurrency: 'INR' } } : {}),
      about: {
        '@type': ['plot', 'shop', 'office'].includes(listing.propertyType) ? 'Place' : 'Residence',
        address: address(listing.location),
      },
    },
  };
}

export function projectMeta(project: BuilderProject): PageMeta {
  const where = place(project.location?.area, project.location?.city);
  const builder = project.builder ? displayName(project.builder) : undefined;
  const cover = project.media.bannerPhoto ?? project.media.additionalPhotos[0];
  return {
    title: pageTitle(project.projectName),
    description: clip(`${project.projectName}${builder ? ` by ${builder}` : ''} in ${where}. ${project.description}`),
    path: paths.builderProjectDetail(project._id, project.projectName),
    image: cover && shareImageOf(projectPhoto(project, cover)),
    structured: {
      '@type': 'RealEstateListing',
      name: project.projectName,
      description: clip(project.description),
      datePosted: project.createdAt,
      ...(project.expectedPrice
        ? { offers: { '@type': 'Offer', price: project.expectedPrice, priceCurrency: 'INR' } }
        : {}),
      about: {
        '@type': project.propertyType === 'residential' ? 'Residence' : 'Place',
        address: address(project.location),
      },
      ...(builder ? { provider: { '@type': 'Organization', name: builder } } : {}),
    },
  };
}

export function portfolioMeta(builder: BuilderProfile, projects: readonly BuilderProject[]): PageMeta {
  const name = displayName(builder);
  const summary = taglineOf(builder);
  const path = paths.builderPortfolio(builder.username);
  return {
    title: pageTitle(name),
    description: clip(`${name}: ${summary}. ${projects.length} projects on Nivaas. ${builder.about ?? ''}`),
    path,
    image: builder.profilePhoto,
    structured: {
      '@type': 'Organization',
      name,
      description: clip(builder.about || summary),
      ...(builder.profilePhoto ? { logo: builder.profilePhoto } : {}),
      ...(builder.phone ? { telephone: builder.phone } : {}),
      ...(builder.email ? { email: builder.email } : {}),
      ...(builder.website ? { sameAs: [builder.website] } : {}),
      ...(builder.companyAddress ? { address: builder.companyAddress } : {}),
    },
  };
}

/**
 * docs/localities.md#locality-page: the locality's title (as its page's), its figures for all BHKs in
 * the description, its canonical path as most listings spell it, and a schema.org Place with its centre.
 */
export function localityMeta(facts: LocalityFacts): PageMeta {
  const { city, locality, counts, centre } = facts;
  const all = (figures: LocalityFacts['sale']['byBhk']) => figures.find((figure) => figure.bhk === 'all');
  const [sale, rent] = [all(facts.sale.byBhk), all(facts.rent.byBhk)];
  const figures = [
    sale?.median != null && `${saleRateText(sale.median)} for sale (${listingsText(sale.listings)})`,
    rent?.median != null && `${rentText(rent.median)} to rent (${listingsText(rent.listings)})`,
  ].filter(Boolean);
  const live = `${counts.sale} for sale, ${counts.rent} for rent, ${counts.projects} new projects`;
  return {
    title: pageTitle(`${locality}, ${city}: property prices and listings`),
    description: clip(
      `${ASKING_PRICES_LABEL} in ${locality}, ${city}${figures.length ? `: ${figures.join(', ')}` : ''}. Live now: ${live}.`,
    ),
    path: paths.locality(city, locality),
    structured: {
      '@type': 'Place',
      name: `${locality}, ${city}`,
      address: address({ locality, city, state: stateOfCity(city) }),
      ...(centre ? { geo: { '@type': 'GeoCoordinates', latitude: centre.lat, longitude: centre.lng } } : {}),
    },
  };
}

/** Absolute on this site: a share or a search engine reads the page elsewhere. */
const absolute = (origin: string, path: string) => new URL(path, origin).href;

/** The head's title, description, canonical link, Open Graph and Twitter tags and JSON-LD. */
export function metaTags(meta: PageMeta, origin: string): string {
  const url = absolute(origin, meta.path);
  const tag = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const image = meta.image ? absolute(origin, meta.image) : undefined;
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('name', 'description', meta.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    tag('property', 'og:site_name', 'Nivaas'),
    tag('property', 'og:type', meta.structured?.['@type'] === 'RealEstateListing' ? 'article' : 'website'),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', url),
    tag('property', 'og:locale', 'en_IN'),
    ...(image ? [tag('property', 'og:image', image)] : []),
    tag('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    ...(meta.structured
      ? [
          `<script type="application/ld+json">${jsonForHtml({
            '@context': 'https://schema.org',
            url,
            ...(image ? { image } : {}),
            ...meta.structured,
          })}</script>`,
        ]
      : []),
  ].join('\n    ');
}
