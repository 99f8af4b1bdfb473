import type { BuilderProject } from './builderProject';
import type { Availability } from './listingChoices';
import { listingArea, type Listing } from './listings';
import type { PropertySummary, PropertySummaryType } from './propertySearch';

/**
 * One search card of a listing. The server's search writes the same card in SQL
 * (server/search/searchCards.ts); server/listings/searchCards.test.ts holds the two equal.
 */
export function summaryOfListing(listing: Listing): PropertySummary {
  const area = listingArea(listing);
  return {
    _id: listing._id,
    kind: 'listing',
    title: listing.title,
    price: listing.price ?? 0,
    purpose: listing.purpose,
    propertyType: listing.propertyType,
    ...(listing.bhk !== null ? { bhk: listing.bhk } : {}),
    ...(area !== null ? { area } : {}),
    ...(listing.carpetArea !== null ? { carpetArea: listing.carpetArea } : {}),
    ...(listing.builtUpArea !== null ? { builtUpArea: listing.builtUpArea } : {}),
    ...(listing.superBuiltUpArea !== null ? { superBuiltUpArea: listing.superBuiltUpArea } : {}),
    city: listing.location.city,
    locality: listing.location.locality,
    state: listing.location.state,
    ...(listing.photos[0] ? { coverPhoto: listing.photos[0].url } : {}),
    postedByRole: listing.poster.role,
    ...(listing.poster.name ? { postedByName: listing.poster.name } : {}),
    createdAt: listing.createdAt,
    confirmedAt: listing.confirmedAt,
    // A plot has no building: it is ready to move in.
    status: listing.availability || 'ready to move',
  };
}

/** The search type of a project (shop/office is 'mixed use', which shop and office filters also match). */
export function projectSummaryType(project: Pick<BuilderProject, 'residentialType' | 'commercialType'>) {
  const byKind: Record<string, PropertySummaryType> = {
    villa: 'villa',
    flat: 'flat',
    shops: 'shop',
    office: 'office',
    'shop/office': 'mixed use',
  };
  return byKind[project.residentialType ?? project.commercialType ?? ''] ?? 'flat';
}

/** The search types a type filter value matches: shop and office also match mixed-use projects. */
export const typesMatching = (type: PropertySummaryType): PropertySummaryType[] =>
  type === 'shop' || type === 'office' ? [type, 'mixed use'] : [type];

/** Completed projects are ready to move; the others are still being built. */
export const projectAvailability = (project: Pick<BuilderProject, 'projectStatus'>): Availability =>
  project.projectStatus === 'completed' ? 'ready to move' : 'under construction';

/** The BHK counts of a project's configurations ('3BHK' -> 3, '6BHK+' -> 6). */
export function projectBhks(project: Pick<BuilderProject, 'villaDetails' | 'flatDetails'>): number[] {
  const configurations = [
    ...(project.villaDetails?.configurations ?? []),
    ...(project.flatDetails?.configurations ?? []),
  ];
  return configurations.map((c) => Number.parseInt(c.bhkType, 10)).filter((n) => Number.isInteger(n) && n > 0);
}

/** The priced units of a project: configurations, or shop and office types (flats by super built-up area). */
export function projectUnits(project: BuilderProject): { price: number | null; area: number | null }[] {
  return [
    ...(project.villaDetails?.configurations ?? []),
    ...(project.flatDetails?.configurations ?? []).map((c) => ({ price: c.price, area: c.superBuiltUpArea })),
    ...(project.shopDetails?.types ?? []),
    ...(project.officeDetails?.types ?? []),
    ...(project.mixedUseDetails?.shopTypes ?? []),
    ...(project.mixedUseDetails?.officeTypes ?? []),
  ];
}

const positives = (values: (number | null)[]) => values.filter((v): v is number => typeof v === 'number' && v > 0);

/**
 * One search card of an approved builder project: its lowest price, the highest when it differs;
 * posted by its builder's company when the builder has named one (`companyName`, from the builder's
 * profile). Written in SQL by the server's search too, like summaryOfListing.
 */
export function summaryOfProject(project: BuilderProject, companyName?: string | null): PropertySummary {
  const units = projectUnits(project);
  const prices = positives(units.map((u) => u.price));
  const areas = positives(units.map((u) => u.area));
  const price = project.expectedPrice ?? (prices.length ? Math.min(...prices) : 0);
  const priceMax = prices.length ? Math.max(...prices) : price;
  const bhks = projectBhks(project);
  const cover = project.media.bannerPhoto ?? project.media.additionalPhotos[0];
  return {
    _id: project._id,
    kind: 'builder-project',
    title: project.projectName,
    price,
    ...(priceMax > price ? { priceMax } : {}),
    purpose: 'sale',
    propertyType: projectSummaryType(project),
    ...(bhks.length ? { bhk: Math.min(...bhks) } : {}),
    ...(areas.length ? { area: Math.min(...areas) } : {}),
    city: project.location?.city ?? '',
    locality: project.location?.area ?? '',
    state: project.location?.state ?? '',
    ...(project.reraNumber ? { reraNumber: project.reraNumber } : {}),
    ...(cover ? { coverPhoto: cover } : {}),
    postedByRole: 'Builder',
    ...(companyName ? { postedByName: companyName } : {}),
    createdAt: project.createdAt,
    status: projectAvailability(project),
    ...(project.projectStatus ? { projectStatus: project.projectStatus } : {}),
  };
}
