import { describe, expect, it } from 'vitest';
import { aProject } from '@mocks/factories';
import { emptyProjectFields } from './emptyProject';
import { allProjectErrors, firstStepError } from './projectSteps';
import type { BuilderProjectFields } from './builderProject';

const media = { banner: 1, blueprints: 1 };
const with_ = (patch: (fields: BuilderProjectFields) => void) => {
  const fields = emptyProjectFields();
  patch(fields);
  return fields;
};

describe('step 1 (docs/wizard.md#wizard-step-1-rules messages, in order)', () => {
  it.each([
    [() => {}, 'Please select property type'],
    [(f: BuilderProjectFields) => void (f.propertyType = 'residential'), 'Please select residential property type'],
    [(f: BuilderProjectFields) => void (f.propertyType = 'commercial'), 'Please select commercial property type'],
    [
      (f: BuilderProjectFields) => Object.assign(f, { propertyType: 'residential', residentialType: 'villa' }),
      'Please select project status',
    ],
    [
      (f: BuilderProjectFields) =>
        Object.assign(f, { propertyType: 'residential', residentialType: 'villa', projectStatus: 'not started' }),
      'Please select completion timeline',
    ],
    [
      (f: BuilderProjectFields) =>
        Object.assign(f, { propertyType: 'residential', residentialType: 'villa', projectStatus: 'completed' }),
      'Please enter project name',
    ],
    [
      (f: BuilderProjectFields) =>
        Object.assign(f, {
          propertyType: 'residential',
          residentialType: 'villa',
          projectStatus: 'completed',
          projectName: '  X ',
        }),
      'Please enter project description',
    ],
  ])('%#: %s', (patch, message) => {
    expect(firstStepError(1, with_(patch), media)).toBe(message);
  });
});

describe('step 2 (trimmed, non-empty; pincode 6 digits)', () => {
  it('checks address first and the pincode pattern last', () => {
    expect(
      firstStepError(
        2,
        with_(() => {}),
        media,
      ),
    ).toBe('Please enter address');
    const fields = with_(
      (f) => (f.location = { address: 'a', state: 'Goa', city: 'Panaji', area: 'b', pincode: '4030', landmark: '' }),
    );
    expect(firstStepError(2, fields, media)).toBe('Please enter a valid 6-digit pincode');
    fields.location.pincode = '403001';
    expect(firstStepError(2, fields, media)).toBeNull();
  });
});

describe('step 3 per kind', () => {
  it('villa: counts, then each configuration field', () => {
    const fields = with_((f) => Object.assign(f, { propertyType: 'residential', residentialType: 'villa' }));
    expect(firstStepError(3, fields, media)).toBe('Please enter valid number of villas');
    Object.assign(fields.villaDetails, { totalVillas: 10, totalFloors: 2 });
    expect(firstStepError(3, fields, media)).toBe('Please enter BHK type for all configurations');
    fields.villaDetails.configurations = [];
    expect(firstStepError(3, fields, media)).toBe('Please add at least one configuration');
  });
  it('flat: flats per floor and the three areas', () => {
    const fields = with_((f) => Object.assign(f, { propertyType: 'residential', residentialType: 'flat' }));
    Object.assign(fields.flatDetails, { totalApartments: 40, totalFloors: 10 });
    expect(firstStepError(3, fields, media)).toBe('Please enter valid number of flats per floor');
    fields.flatDetails.flatsPerFloor = 4;
    fields.flatDetails.configurations = [
      { bhkType: '2BHK', bathrooms: 2, carpetArea: 900, builtUpArea: null, superBuiltUpArea: 1200, price: 1 },
    ];
    expect(firstStepError(3, fields, media)).toBe('Please enter valid built-up area for all configurations');
  });
  it('shops, office and mixed use name their own kind', () => {
    const shops = with_((f) => Object.assign(f, { propertyType: 'commercial', commercialType: 'shops' }));
    shops.shopDetails = { totalFloors: 3, types: [] };
    expect(firstStepError(3, shops, media)).toBe('Please add at least one shop type');
    const office = with_((f) => Object.assign(f, { propertyType: 'commercial', commercialType: 'office' }));
    office.officeDetails = { totalFloors: 3, types: [{ type: ' ', area: 100, price: 100 }] };
    expect(firstStepError(3, office, media)).toBe('Please enter office type for all entries');
    const mixed = with_((f) => Object.assign(f, { propertyType: 'commercial', commercialType: 'shop/office' }));
    Object.assign(mixed.mixedUseDetails, { totalFloors: 3, shopTypes: [], officeTypes: [] });
    expect(firstStepError(3, mixed, media)).toBe('Please add at least one shop or office type');
    mixed.mixedUseDetails.officeTypes = [{ type: 'Suite', area: 0, price: 5 }];
    expect(firstStepError(3, mixed, media)).toBe('Please enter valid area for all office types');
  });
  it('takes prices in whole rupees only', () => {
    const office = with_((f) => Object.assign(f, { propertyType: 'commercial', commercialType: 'office' }));
    office.officeDetails = { totalFloors: 3, types: [{ type: 'Suite', area: 100, price: 4_500_000.5 }] };
    expect(firstStepError(3, office, media)).toBe('Please enter valid price for all office types');
    office.officeDetails.types[0]!.price = 4_500_000;
    expect(firstStepError(3, office, media)).toBeNull();
  });
  it('bounds only the section of the chosen kind (docs/wizard.md#project-bounds)', () => {
    const office = with_((f) => Object.assign(f, { propertyType: 'commercial', commercialType: 'office' }));
    office.officeDetails = { totalFloors: 3, types: [{ type: 'Suite', area: 100, price: 4_500_000 }] };
    // What the wizard kept of another kind, typed before the builder changed their mind, is never sent.
    Object.assign(office.flatDetails, { totalFloors: 500 });
    office.villaDetails.configurations = [{ bhkType: '3BHK', bathrooms: 40, area: 2000, price: 1 }];
    expect(firstStepError(3, office, media)).toBeNull();
    office.officeDetails.totalFloors = 500;
    expect(firstStepError(3, office, media)).toBe('Please enter at most 200 floors');
  });
});

describe('bounds, after every SPEC message of their step (docs/wizard.md#project-bounds)', () => {
  const valid = () =>
    with_((f) =>
      Object.assign(f, {
        propertyType: 'residential',
        residentialType: 'flat',
        projectStatus: 'completed',
        projectName: 'Skyline Heights',
        description: 'Homes around a lake, ten minutes from the metro.',
        location: {
          address: '42 Outer Ring Road',
          state: 'Karnataka',
          city: 'Bengaluru',
          area: 'Bellandur',
          pincode: '560103',
          landmark: '',
        },
        flatDetails: structuredClone(aProject('flat').flatDetails),
      }),
    );
  const flat = (f: BuilderProjectFields) => f.flatDetails;
  const unit = (f: BuilderProjectFields) => f.flatDetails.configurations[0]!;

  it.each<[number, (f: BuilderProjectFields) => unknown, string]>([
    [1, (f) => (f.projectName = 'Skyline '.repeat(28)), 'Please keep the project name under 100 characters'],
    [1, (f) => (f.description = 'Nice.'), 'Please describe the project in at least 20 characters'],
    [1, (f) => (f.description = 'd'.repeat(4001)), 'Please keep the description under 4,000 characters'],
    [2, (f) => (f.location.address = 'a'.repeat(301)), 'Please keep the address under 300 characters'],
    [2, (f) => (f.location.city = 'c'.repeat(101)), 'Please keep the city under 100 characters'],
    [2, (f) => (f.location.landmark = 'l'.repeat(101)), 'Please keep the area and landmark under 100 characters'],
    [2, (f) => (f.location.pincode = '110001'), 'This pincode is not in Karnataka: please check it'],
    [3, (f) => (flat(f).totalApartments = 10_001), 'Please enter at most 10,000 units'],
    [3, (f) => (flat(f).totalFloors = 201), 'Please enter at most 200 floors'],
    [3, (f) => (flat(f).flatsPerFloor = 101), 'Please enter at most 100 flats per floor'],
    [3, (f) => (unit(f).bathrooms = 21), 'Please enter at most 20 bathrooms'],
    [3, (f) => (unit(f).bhkType = 'B'.repeat(61)), "Please keep each type's name under 60 characters"],
    [3, (f) => (unit(f).superBuiltUpArea = 1_000_001), 'Please enter an area under 10,00,000 sq.ft for each unit'],
    [
      3,
      (f) => (unit(f).price = 9_999),
      'Please check the prices: a unit under ₹10,000 or over ₹10,000 Cr is not plausible',
    ],
  ])('step %i: %#, %s', (step, patch, message) => {
    const fields = valid();
    expect(firstStepError(step, fields, media)).toBeNull();
    patch(fields);
    expect(firstStepError(step, fields, media)).toBe(message);
  });

  it("a SPEC message leads: a blank name is told before the description's length", () => {
    const fields = valid();
    Object.assign(fields, { projectName: ' ', description: 'Nice.' });
    expect(firstStepError(1, fields, media)).toBe('Please enter project name');
  });
});

describe('step 4 media', () => {
  it('needs a banner and a blueprint', () => {
    expect(firstStepError(4, emptyProjectFields(), { banner: 0, blueprints: 0 })).toBe('Please upload a banner photo');
    expect(firstStepError(4, emptyProjectFields(), { banner: 1, blueprints: 0 })).toBe(
      'Please upload at least one blueprint photo',
    );
    expect(firstStepError(4, emptyProjectFields(), media)).toBeNull();
  });
  it('the server sees every message of steps 1-4', () => {
    expect(allProjectErrors(emptyProjectFields(), { banner: 0, blueprints: 0 })).toContain(
      'Please upload a banner photo',
    );
  });
});
