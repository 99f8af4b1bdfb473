import { describe, expect, it } from 'vitest';
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
