import { z } from 'zod';
import {
  builderProjectFieldsSchema,
  type BuilderProjectFields,
  type CommercialUnit,
  type FlatConfiguration,
  type VillaConfiguration,
} from './builderProject';
import { projectUnitSections } from './projectUnits';
import { pincodeFitsState, pincodeStateMessage } from '@/lib/pincodes';
import {
  MAX_ADDRESS_LENGTH,
  MAX_AREA,
  MAX_DESCRIPTION_LENGTH,
  MAX_FLOORS,
  MAX_PLACE_LENGTH,
  MAX_PRICE,
  MIN_DESCRIPTION_LENGTH,
} from './listingChoices';
import { isWholeRupees } from './numbers';
import { reraNumberError } from './rera';
import { lazySchema } from './lazySchema';

/**
 * docs/wizard.md#wizard-rules-order: the wizard's rules per step, each with its exact message, in the order those docs list
 * them. The wizard shows the first message of the current step; the server runs steps 1-4 on
 * every create and edit, so a rule lives here once.
 */
export const WIZARD_STEP_COUNT = 5;
export const PINCODE_LENGTH = 6;

/** Media as counted for step 4: new files plus, in edit mode, the already saved ones. */
export interface MediaCounts {
  banner: number;
  blueprints: number;
}

const positive = (value: number | null | undefined) => typeof value === 'number' && Number.isFinite(value) && value > 0;
const blank = (value: string | undefined) => !value || value.trim() === '';

/**
 * docs/wizard.md#project-bounds: what no real project exceeds. The spec's messages come first in each
 * step; these follow them, so a step stops on the spec's message wherever one applies.
 */
export const projectBounds = {
  nameLength: 100,
  addressLength: MAX_ADDRESS_LENGTH,
  placeLength: MAX_PLACE_LENGTH,
  unitNameLength: 60,
  /** Configurations, or shop or office types, in one section. */
  unitRows: 20,
  totalUnits: 10_000,
  unitsPerFloor: 100,
  bathrooms: 20,
  /** sq.ft of one unit: a large office floor, not a typo's extra zeros. */
  unitArea: MAX_AREA,
  /** ₹ of one unit: a parking space or a co-working desk may cost little, nothing costs less than this. */
  unitPrice: 10_000,
} as const;
const longer = (value: string | undefined, max: number) => (value ?? '').trim().length > max;
const above = (value: number | null | undefined, max: number) => typeof value === 'number' && value > max;
const unitPriceImplausible = (price: number | null | undefined) =>
  isWholeRupees(price) && (price < projectBounds.unitPrice || price > MAX_PRICE);
const countOf = (n: number) => n.toLocaleString('en-IN');

function projectDetailsBounds(f: BuilderProjectFields): string[] {
  const errors: string[] = [];
  if (longer(f.projectName, projectBounds.nameLength))
    errors.push(`Please keep the project name under ${projectBounds.nameLength} characters`);
  const description = f.description.trim().length;
  if (description > 0 && description < MIN_DESCRIPTION_LENGTH)
    errors.push(`Please describe the project in at least ${MIN_DESCRIPTION_LENGTH} characters`);
  if (description > MAX_DESCRIPTION_LENGTH)
    errors.push(`Please keep the description under ${countOf(MAX_DESCRIPTION_LENGTH)} characters`);
  return errors;
}

function locationBounds({ location }: BuilderProjectFields): string[] {
  const errors: string[] = [];
  if (longer(location.address, projectBounds.addressLength))
    errors.push(`Please keep the address under ${projectBounds.addressLength} characters`);
  // A state without a city list takes the city as typed (docs/wizard.md#city-free-text).
  if (longer(location.city, projectBounds.placeLength))
    errors.push(`Please keep the city under ${projectBounds.placeLength} characters`);
  if (longer(location.area, projectBounds.placeLength) || longer(location.landmark, projectBounds.placeLength))
    errors.push(`Please keep the area and landmark under ${projectBounds.placeLength} characters`);
  if (!pincodeFitsState(location.pincode, location.state)) errors.push(pincodeStateMessage(location.state));
  return errors;
}

/** The one details section the project's kind fills: the wizard keeps the others, which are never sent. */
function chosenDetails(f: BuilderProjectFields): { totalFloors: number | null } {
  if (f.propertyType === 'residential') return f.residentialType === 'flat' ? f.flatDetails : f.villaDetails;
  if (f.commercialType === 'shop/office') return f.mixedUseDetails;
  return f.commercialType === 'office' ? f.officeDetails : f.shopDetails;
}

function typeDetailsBounds(f: BuilderProjectFields): string[] {
  const errors: string[] = [];
  const flat = f.propertyType === 'residential' && f.residentialType === 'flat';
  const counts = flat
    ? [f.flatDetails.totalApartments]
    : f.propertyType === 'residential'
      ? [f.villaDetails.totalVillas]
      : [];
  if (counts.some((n) => above(n, projectBounds.totalUnits)))
    errors.push(`Please enter at most ${countOf(projectBounds.totalUnits)} units`);
  if (above(chosenDetails(f).totalFloors, MAX_FLOORS)) errors.push(`Please enter at most ${MAX_FLOORS} floors`);
  if (flat && above(f.flatDetails.flatsPerFloor, projectBounds.unitsPerFloor))
    errors.push(`Please enter at most ${projectBounds.unitsPerFloor} flats per floor`);
  const homes: { bathrooms: number | null }[] =
    f.propertyType === 'residential' ? (flat ? f.flatDetails : f.villaDetails).configurations : [];
  if (homes.some((c) => above(c.bathrooms, projectBounds.bathrooms)))
    errors.push(`Please enter at most ${projectBounds.bathrooms} bathrooms`);
  const sections = projectUnitSections(f);
  const units = sections.flat();
  if (sections.some((section) => section.length > projectBounds.unitRows))
    errors.push(`Please add at most ${projectBounds.unitRows} configurations or types in a section`);
  if (units.some((u) => longer(u.name, projectBounds.unitNameLength)))
    errors.push(`Please keep each type's name under ${projectBounds.unitNameLength} characters`);
  if (units.some((u) => u.areas.some((area) => above(area, projectBounds.unitArea))))
    errors.push(`Please enter an area under ${countOf(projectBounds.unitArea)} sq.ft for each unit`);
  if (units.some((u) => unitPriceImplausible(u.price)))
    errors.push('Please check the prices: a unit under ₹10,000 or over ₹10,000 Cr is not plausible');
  return errors;
}

function projectDetailsErrors(f: BuilderProjectFields): string[] {
  const errors: string[] = [];
  if (!f.propertyType) errors.push('Please select property type');
  if (f.propertyType === 'residential' && !f.residentialType) errors.push('Please select residential property type');
  if (f.propertyType === 'commercial' && !f.commercialType) errors.push('Please select commercial property type');
  if (!f.projectStatus) errors.push('Please select project status');
  if (f.projectStatus && f.projectStatus !== 'completed' && !f.completionTimeline)
    errors.push('Please select completion timeline');
  if (blank(f.projectName)) errors.push('Please enter project name');
  if (blank(f.description)) errors.push('Please enter project description');
  return errors;
}

function locationErrors({ location, reraNumber }: BuilderProjectFields): string[] {
  const errors: string[] = [];
  if (blank(location.address)) errors.push('Please enter address');
  if (blank(location.state)) errors.push('Please select state');
  if (blank(location.city)) errors.push('Please select city');
  if (blank(location.area)) errors.push('Please enter area');
  if (blank(location.pincode)) errors.push('Please enter pincode');
  else if (!/^\d{6}$/.test(location.pincode.trim())) errors.push('Please enter a valid 6-digit pincode');
  // docs/wizard.md#rera-format: the optional number's own message, after the step's other rules.
  const reraError = reraNumberError(reraNumber, location.state.trim());
  if (reraError) errors.push(reraError);
  return errors;
}

function villaErrors({ villaDetails: v }: BuilderProjectFields): string[] {
  const errors: string[] = [];
  if (!positive(v.totalVillas)) errors.push('Please enter valid number of villas');
  if (!positive(v.totalFloors)) errors.push('Please enter valid number of floors');
  if (v.configurations.length === 0) errors.push('Please add at least one configuration');
  const all = (test: (c: VillaConfiguration) => boolean) => v.configurations.every(test);
  if (!all((c) => !blank(c.bhkType))) errors.push('Please enter BHK type for all configurations');
  if (!all((c) => positive(c.bathrooms))) errors.push('Please enter valid number of bathrooms for all configurations');
  if (!all((c) => positive(c.area))) errors.push('Please enter valid area for all configurations');
  if (!all((c) => isWholeRupees(c.price))) errors.push('Please enter valid price for all configurations');
  return errors;
}

function flatErrors({ flatDetails: d }: BuilderProjectFields): string[] {
  const errors: string[] = [];
  if (!positive(d.totalApartments)) errors.push('Please enter valid number of apartments');
  if (!positive(d.totalFloors)) errors.push('Please enter valid number of floors');
  if (!positive(d.flatsPerFloor)) errors.push('Please enter valid number of flats per floor');
  if (d.configurations.length === 0) errors.push('Please add at least one configuration');
  const all = (test: (c: FlatConfiguration) => boolean) => d.configurations.every(test);
  if (!all((c) => !blank(c.bhkType))) errors.push('Please enter BHK type for all configurations');
  if (!all((c) => positive(c.bathrooms))) errors.push('Please enter valid number of bathrooms for all configurations');
  if (!all((c) => positive(c.carpetArea))) errors.push('Please enter valid carpet area for all configurations');
  if (!all((c) => positive(c.builtUpArea))) errors.push('Please enter valid built-up area for all configurations');
  if (!all((c) => positive(c.superBuiltUpArea)))
    errors.push('Please enter valid super built-up area for all configurations');
  if (!all((c) => isWholeRupees(c.price))) errors.push('Please enter valid price for all configurations');
  return errors;
}

/** The per-entry rules of shop and office types: a type name, an area and a price above 0. */
function unitErrors(units: CommercialUnit[], kind: 'shop' | 'office'): string[] {
  const errors: string[] = [];
  if (!units.every((u) => !blank(u.type))) errors.push(`Please enter ${kind} type for all entries`);
  if (!units.every((u) => positive(u.area))) errors.push(`Please enter valid area for all ${kind} types`);
  if (!units.every((u) => isWholeRupees(u.price))) errors.push(`Please enter valid price for all ${kind} types`);
  return errors;
}

function commercialErrors(f: BuilderProjectFields): string[] {
  const errors: string[] = [];
  if (f.commercialType === 'shop/office') {
    const d = f.mixedUseDetails;
    if (!positive(d.totalFloors)) errors.push('Please enter valid number of floors');
    if (d.shopTypes.length + d.officeTypes.length === 0) errors.push('Please add at least one shop or office type');
    return [...errors, ...unitErrors(d.shopTypes, 'shop'), ...unitErrors(d.officeTypes, 'office')];
  }
  const kind = f.commercialType === 'office' ? 'office' : 'shop';
  const d = kind === 'office' ? f.officeDetails : f.shopDetails;
  if (!positive(d.totalFloors)) errors.push('Please enter valid number of floors');
  if (d.types.length === 0) errors.push(`Please add at least one ${kind} type`);
  return [...errors, ...unitErrors(d.types, kind)];
}

function typeDetailsErrors(f: BuilderProjectFields): string[] {
  if (f.propertyType === 'residential') return f.residentialType === 'flat' ? flatErrors(f) : villaErrors(f);
  if (f.propertyType === 'commercial') return commercialErrors(f);
  return ['Please select property type'];
}

export function mediaErrors(media: MediaCounts): string[] {
  const errors: string[] = [];
  if (media.banner < 1) errors.push('Please upload a banner photo');
  if (media.blueprints < 1) errors.push('Please upload at least one blueprint photo');
  return errors;
}

/** Steps 1-3 as zod schemas over the project fields, issues in the documented order (docs/wizard.md#wizard-rules-order). */
const withRules = (rules: (fields: BuilderProjectFields) => string[]) =>
  builderProjectFieldsSchema.superRefine((fields, ctx) => {
    for (const message of rules(fields)) ctx.addIssue({ code: 'custom', message });
  });

/** A step's spec rules, then its bounds: the wizard shows the first message, so a spec message always leads. */
const thenBounds =
  (rules: (f: BuilderProjectFields) => string[], bounds: (f: BuilderProjectFields) => string[]) =>
  (f: BuilderProjectFields) => [...rules(f), ...bounds(f)];
const detailsStep = thenBounds(projectDetailsErrors, projectDetailsBounds);
const locationStep = thenBounds(locationErrors, locationBounds);
const typeDetailsStep = thenBounds(typeDetailsErrors, typeDetailsBounds);

export const projectDetailsStepSchema = lazySchema(() => withRules(detailsStep));
export const locationStepSchema = lazySchema(() => withRules(locationStep));
export const typeDetailsStepSchema = lazySchema(() => withRules(typeDetailsStep));
export const mediaStepSchema = lazySchema(() =>
  z.object({ banner: z.number().int().min(0), blueprints: z.number().int().min(0) }).superRefine((media, ctx) => {
    for (const message of mediaErrors(media)) ctx.addIssue({ code: 'custom', message });
  }),
);

/** The first message that stops the wizard from leaving `step` (1-based), or null. */
export function firstStepError(step: number, fields: BuilderProjectFields, media: MediaCounts): string | null {
  const result =
    step === 1
      ? projectDetailsStepSchema.safeParse(fields)
      : step === 2
        ? locationStepSchema.safeParse(fields)
        : step === 3
          ? typeDetailsStepSchema.safeParse(fields)
          : step === 4
            ? mediaStepSchema.safeParse(media)
            : null;
  return result && !result.success ? (result.error.issues[0]?.message ?? null) : null;
}

/** Every message of steps 1-4, in order: what the server checks before it saves a project. */
export function allProjectErrors(fields: BuilderProjectFields, media: MediaCounts): string[] {
  return [...detailsStep(fields), ...locationStep(fields), ...typeDetailsStep(fields), ...mediaErrors(media)];
}
