import {
  availabilityLabels,
  facingLabels,
  furnishingLabels,
  hasFloor,
  listingTypeLabels,
  purposeLabels,
  type BuilderProject,
  type CommercialUnit,
  type Listing,
} from '@/api/contract';
import { amenityLabel } from '@/entities/amenity';
import { ageText, detailPrice, floorText, possessionText } from '@/entities/listing';
import { placeText } from '@/entities/place';
import { amenitiesOf, bhkTypeLabel, statusLabels, timelineLabels, typeLabel } from '@/entities/project';
import { formatArea } from '@/lib/area';
import { formatCardPrice, formatPrice } from '@/lib/price';

/** What an empty field reads as beside a filled one. */
export const NOT_GIVEN = 'Not given';

/** One field that reads differently in the edit: the live text and the text once approved. */
export interface FieldChange {
  label: string;
  before: string;
  after: string;
}

/** One field or row the edit leaves as it is. */
export interface UnchangedField {
  label: string;
  value: string;
}

/** A configuration or unit type of a project: added, removed or changed by the edit. */
export interface UnitChange {
  change: 'added' | 'removed' | 'changed';
  label: string;
  /** The live row's text; null when the edit adds it. */
  before: string | null;
  /** The edited row's text; null when the edit removes it. */
  after: string | null;
}

/** A photo named by its place: 'Cover photo', 'Photo 3', 'Floor plan 1'. */
export interface LabelledPhoto {
  url: string;
  label: string;
}

/**
 * docs/review.md#revisions: what an edit of a live item changes, as staff read it before deciding.
 * Rows keep the order of the item's page; whatever the edit leaves as it is, is in `unchanged`.
 */
export interface Changes {
  fields: FieldChange[];
  units: UnitChange[];
  photos: { added: LabelledPhoto[]; removed: LabelledPhoto[] };
  unchanged: UnchangedField[];
}

type Row = [label: string, value: string | null | undefined | false];

const text = (value: string | null | undefined | false) => (value ? value : NOT_GIVEN);
const count = (value: number | null | undefined) => (typeof value === 'number' ? String(value) : null);

/** The rows compared by label: those that read the same are unchanged. */
function compareRows(before: Row[], after: Row[]): Pick<Changes, 'fields' | 'unchanged'> {
  const afterOf = new Map(after.map(([label, value]) => [label, text(value)]));
  const beforeOf = new Map(before.map(([label, value]) => [label, text(value)]));
  const labels = [...beforeOf.keys(), ...[...afterOf.keys()].filter((label) => !beforeOf.has(label))];
  const fields: FieldChange[] = [];
  const unchanged: UnchangedField[] = [];
  for (const label of labels) {
    const was = beforeOf.get(label) ?? NOT_GIVEN;
    const now = afterOf.get(label) ?? NOT_GIVEN;
    // A field neither version fills (a flat's plot area) is not a field of this item.
    if (was === NOT_GIVEN && now === NOT_GIVEN) continue;
    if (was === now) unchanged.push({ label, value: was });
    else fields.push({ label, before: was, after: now });
  }
  return { fields, unchanged };
}

/** Photos by address: the ones only the edit has are added, the ones only the live item has are removed. */
function comparePhotos(before: LabelledPhoto[], after: LabelledPhoto[]): Changes['photos'] {
  const urlsBefore = new Set(before.map((photo) => photo.url));
  const urlsAfter = new Set(after.map((photo) => photo.url));
  return {
    added: after.filter((photo) => !urlsBefore.has(photo.url)),
    removed: before.filter((photo) => !urlsAfter.has(photo.url)),
  };
}

/**
 * Rows matched by label (the second '3 BHK' with the second one): a row only the edit has is added,
 * one only the live item has is removed, one that reads differently is changed.
 */
function compareUnits(before: Row[], after: Row[]): Pick<Changes, 'units' | 'unchanged'> {
  const keyed = (rows: Row[]) => {
    const seen = new Map<string, number>();
    return rows.map(([label, value]) => {
      const nth = (seen.get(label) ?? 0) + 1;
      seen.set(label, nth);
      return { key: `${label}#${nth}`, label, value: text(value) };
    });
  };
  const was = keyed(before);
  const now = keyed(after);
  const nowOf = new Map(now.map((row) => [row.key, row]));
  const wasKeys = new Set(was.map((row) => row.key));
  const units: UnitChange[] = [];
  const unchanged: UnchangedField[] = [];
  for (const row of was) {
    const edited = nowOf.get(row.key);
    if (!edited) units.push({ change: 'removed', label: row.label, before: row.value, after: null });
    else if (edited.value !== row.value)
      units.push({ change: 'changed', label: row.label, before: row.value, after: edited.value });
    else unchanged.push({ label: row.label, value: row.value });
  }
  for (const row of now.filter((row) => !wasKeys.has(row.key)))
    units.push({ change: 'added', label: row.label, before: null, after: row.value });
  return { units, unchanged };
}

// ---- Listings

const listingRows = (listing: Listing): Row[] => [
  ['Title', listing.title],
  ['Description', listing.description],
  ['Purpose', purposeLabels[listing.purpose]],
  ['Property type', listingTypeLabels[listing.propertyType]],
  ['Price', detailPrice(listing)],
  ['Bedrooms', listing.bhk !== null && `${listing.bhk} BHK`],
  ['Bathrooms', count(listing.bathrooms)],
  ['Carpet area', formatArea(listing.carpetArea)],
  ['Built-up area', formatArea(listing.builtUpArea)],
  ['Super built-up area', formatArea(listing.superBuiltUpArea)],
  ['Plot area', formatArea(listing.plotArea)],
  ['Furnishing', listing.furnishing && furnishingLabels[listing.furnishing]],
  hasFloor(listing.propertyType)
    ? ['Floor', listing.floor !== null && floorText(listing.floor, listing.totalFloors)]
    : ['Floors', count(listing.totalFloors)],
  ['Facing', listing.facing && facingLabels[listing.facing]],
  ['Availability', listing.availability && availabilityLabels[listing.availability]],
  ['Age', listing.ageYears !== null && ageText(listing.ageYears)],
  ['Possession by', listing.possessionBy && possessionText(listing.possessionBy)],
  ['Amenities', listing.amenities.map(amenityLabel).join(', ')],
  ['Address', listing.location.address],
  ['Locality', listing.location.locality],
  ['City', listing.location.city],
  ['State', listing.location.state],
  ['Pincode', listing.location.pincode],
  ['Landmark', listing.location.landmark],
  ['Map pin', placeText(listing.place)],
];

const listingPhotos = (listing: Listing): LabelledPhoto[] =>
  listing.photos.map(({ url }, index) => ({ url, label: index === 0 ? 'Cover photo' : `Photo ${index + 1}` }));

/** docs/review.md#revisions: what the edit `version` changes of the live `published` listing. */
export function listingChanges(published: Listing, version: Listing): Changes {
  const { fields, unchanged } = compareRows(listingRows(published), listingRows(version));
  return { fields, units: [], photos: comparePhotos(listingPhotos(published), listingPhotos(version)), unchanged };
}

// ---- Projects

/** A project as published or as its revision's version: who built it is no part of the comparison. */
type Project = Omit<BuilderProject, 'revision' | 'builder'>;

const villaRows = (project: Project): Row[] =>
  (project.villaDetails?.configurations ?? []).map((c) => [
    bhkTypeLabel(c.bhkType),
    [count(c.bathrooms) && `${c.bathrooms} bath`, formatArea(c.area), c.price !== null && formatPrice(c.price)]
      .filter(Boolean)
      .join(' · '),
  ]);

const flatRows = (project: Project): Row[] =>
  (project.flatDetails?.configurations ?? []).map((c) => [
    bhkTypeLabel(c.bhkType),
    [
      count(c.bathrooms) && `${c.bathrooms} bath`,
      c.carpetArea !== null && `carpet ${formatArea(c.carpetArea)}`,
      c.builtUpArea !== null && `built-up ${formatArea(c.builtUpArea)}`,
      c.price !== null && formatPrice(c.price),
    ]
      .filter(Boolean)
      .join(' · '),
  ]);

const unitRows = (units: CommercialUnit[] | undefined, prefix = ''): Row[] =>
  (units ?? []).map((unit) => [
    `${prefix}${unit.type}`,
    [formatArea(unit.area), unit.price !== null && formatPrice(unit.price)].filter(Boolean).join(' · '),
  ]);

/** The configurations (homes) or unit types (commercial) of the project's own kind, named by their type. */
const configurationRows = (project: Project): Row[] => [
  ...villaRows(project),
  ...flatRows(project),
  ...unitRows(project.shopDetails?.types),
  ...unitRows(project.officeDetails?.types),
  ...unitRows(project.mixedUseDetails?.shopTypes, 'Shop: '),
  ...unitRows(project.mixedUseDetails?.officeTypes, 'Office: '),
];

const projectRows = (project: Project): Row[] => {
  const { villaDetails, flatDetails } = project;
  const section =
    villaDetails ?? flatDetails ?? project.shopDetails ?? project.officeDetails ?? project.mixedUseDetails;
  return [
    ['Project name', project.projectName],
    ['Description', project.description],
    ['Type', typeLabel(project)],
    ['Status', project.projectStatus && statusLabels[project.projectStatus]],
    ['Completion timeline', project.completionTimeline && timelineLabels[project.completionTimeline]],
    ['RERA number', project.reraNumber?.trim()],
    ['Starting price', typeof project.expectedPrice === 'number' && formatCardPrice(project.expectedPrice)],
    ['Total villas', count(villaDetails?.totalVillas)],
    ['Total apartments', count(flatDetails?.totalApartments)],
    ['Flats per floor', count(flatDetails?.flatsPerFloor)],
    ['Total floors', count(section?.totalFloors)],
    ['Amenities', amenitiesOf(project)?.join(', ')],
    ['Address', project.location?.address],
    ['Locality', project.location?.area],
    ['City', project.location?.city],
    ['State', project.location?.state],
    ['Pincode', project.location?.pincode],
    ['Landmark', project.location?.landmark],
    ['Map pin', placeText(project.place)],
  ];
};

const projectPhotos = ({ media }: Project): LabelledPhoto[] => [
  ...(media.bannerPhoto ? [{ url: media.bannerPhoto, label: 'Banner photo' }] : []),
  ...media.blueprintPhotos.map((url, index) => ({ url, label: `Floor plan ${index + 1}` })),
  ...media.additionalPhotos.map((url, index) => ({ url, label: `Photo ${index + 1}` })),
];

/** docs/review.md#revisions: what the edit `version` changes of the live `published` project. */
export function projectChanges(published: Project, version: Project): Changes {
  const fields = compareRows(projectRows(published), projectRows(version));
  const units = compareUnits(configurationRows(published), configurationRows(version));
  return {
    fields: fields.fields,
    units: units.units,
    photos: comparePhotos(projectPhotos(published), projectPhotos(version)),
    unchanged: [...fields.unchanged, ...units.unchanged],
  };
}
