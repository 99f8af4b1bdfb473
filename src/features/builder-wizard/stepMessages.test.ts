import { describe, expect, it } from 'vitest';
import { firstStepError, type BuilderProjectFields } from '@/api/contract';
import type { ProjectKind } from '@/entities/project';
import { fieldsOf } from '@/testing/wizardFixtures';

/**
 * docs/wizard.md#wizard-rules-order: each step's messages, one field at a time. Each case breaks one
 * field of a complete project as a builder would leave it (empty, blank, zero, too short); the
 * step then stops with that field's message and no other. One story per step shows the message in
 * the wizard's banner; these cover every message of the step schemas.
 */
type Break = (fields: BuilderProjectFields) => void;
type Case = readonly [field: string, breakIt: Break, message: string];

const media = { banner: 1, blueprints: 1 };

/** Breaks the first entry of a list (a configuration, a shop or office type). */
const firstOf =
  (list: (fields: BuilderProjectFields) => object[], patch: object): Break =>
  (fields) =>
    void Object.assign(list(fields)[0]!, patch);

function stopsWith(step: number, kind: ProjectKind, cases: readonly Case[]) {
  it(`a complete ${kind} passes step ${step}`, () => {
    expect(firstStepError(step, fieldsOf(kind), media)).toBeNull();
  });
  it.each(cases)(`${kind}, step ${step}: %s`, (_field, breakIt, message) => {
    const fields = fieldsOf(kind);
    breakIt(fields);
    expect(firstStepError(step, fields, media)).toBe(message);
  });
}

describe('step 1, project details (docs/wizard.md#wizard-step-1-rules)', () => {
  stopsWith(1, 'villa', [
    ['property type', (f) => void (f.propertyType = ''), 'Please select property type'],
    ['residential type', (f) => void (f.residentialType = ''), 'Please select residential property type'],
    ['project status', (f) => void (f.projectStatus = ''), 'Please select project status'],
    [
      'completion timeline',
      (f) => Object.assign(f, { projectStatus: 'under construction', completionTimeline: '' }),
      'Please select completion timeline',
    ],
    ['project name', (f) => void (f.projectName = '  '), 'Please enter project name'],
    ['description', (f) => void (f.description = ''), 'Please enter project description'],
  ]);
  stopsWith(1, 'shops', [
    ['commercial type', (f) => void (f.commercialType = ''), 'Please select commercial property type'],
  ]);
});

describe('step 2, location (docs/wizard.md#wizard-step-2-rules)', () => {
  const location =
    (patch: Partial<BuilderProjectFields['location']>): Break =>
    (f) =>
      void Object.assign(f.location, patch);
  stopsWith(2, 'villa', [
    ['address', location({ address: '' }), 'Please enter address'],
    ['blank address', location({ address: '   ' }), 'Please enter address'],
    ['state', location({ state: '' }), 'Please select state'],
    ['city', location({ city: '' }), 'Please select city'],
    ['area', location({ area: '' }), 'Please enter area'],
    ['pincode', location({ pincode: '' }), 'Please enter pincode'],
    ['short pincode', location({ pincode: '56010' }), 'Please enter a valid 6-digit pincode'],
  ]);
});

describe('step 3, villa details (docs/wizard.md#wizard-step-3-villa)', () => {
  const firstConfiguration = (patch: object) => firstOf((f) => f.villaDetails.configurations, patch);
  stopsWith(3, 'villa', [
    ['total villas', (f) => void (f.villaDetails.totalVillas = null), 'Please enter valid number of villas'],
    ['zero villas', (f) => void (f.villaDetails.totalVillas = 0), 'Please enter valid number of villas'],
    ['floors', (f) => void (f.villaDetails.totalFloors = null), 'Please enter valid number of floors'],
    ['BHK type', firstConfiguration({ bhkType: '' }), 'Please enter BHK type for all configurations'],
    [
      'bathrooms',
      firstConfiguration({ bathrooms: null }),
      'Please enter valid number of bathrooms for all configurations',
    ],
    ['area', firstConfiguration({ area: null }), 'Please enter valid area for all configurations'],
    ['price', firstConfiguration({ price: null }), 'Please enter valid price for all configurations'],
    [
      'a second, empty configuration',
      (f) => void f.villaDetails.configurations.push({ bhkType: '', bathrooms: null, area: null, price: null }),
      'Please enter BHK type for all configurations',
    ],
  ]);
});

describe('step 3, flat details (docs/wizard.md#wizard-step-3-flat)', () => {
  const firstConfiguration = (patch: object) => firstOf((f) => f.flatDetails.configurations, patch);
  stopsWith(3, 'flat', [
    ['apartments', (f) => void (f.flatDetails.totalApartments = null), 'Please enter valid number of apartments'],
    ['floors', (f) => void (f.flatDetails.totalFloors = null), 'Please enter valid number of floors'],
    [
      'flats per floor',
      (f) => void (f.flatDetails.flatsPerFloor = null),
      'Please enter valid number of flats per floor',
    ],
    ['BHK type', firstConfiguration({ bhkType: '' }), 'Please enter BHK type for all configurations'],
    [
      'bathrooms',
      firstConfiguration({ bathrooms: null }),
      'Please enter valid number of bathrooms for all configurations',
    ],
    ['carpet area', firstConfiguration({ carpetArea: null }), 'Please enter valid carpet area for all configurations'],
    [
      'built-up area',
      firstConfiguration({ builtUpArea: null }),
      'Please enter valid built-up area for all configurations',
    ],
    [
      'super built-up area',
      firstConfiguration({ superBuiltUpArea: null }),
      'Please enter valid super built-up area for all configurations',
    ],
    ['price', firstConfiguration({ price: null }), 'Please enter valid price for all configurations'],
  ]);
});

describe('step 3, commercial details (docs/wizard.md#wizard-step-3-commercial, docs/wizard.md#wizard-step-3-mixed)', () => {
  const units = (kind: 'shop' | 'office', list: (f: BuilderProjectFields) => object[]): Case[] => [
    [`${kind} type`, firstOf(list, { type: ' ' }), `Please enter ${kind} type for all entries`],
    [`${kind} area`, firstOf(list, { area: null }), `Please enter valid area for all ${kind} types`],
    [`${kind} price`, firstOf(list, { price: null }), `Please enter valid price for all ${kind} types`],
  ];
  stopsWith(3, 'shops', [
    ['floors', (f) => void (f.shopDetails.totalFloors = null), 'Please enter valid number of floors'],
    ...units('shop', (f) => f.shopDetails.types),
  ]);
  stopsWith(3, 'office', [
    ['floors', (f) => void (f.officeDetails.totalFloors = null), 'Please enter valid number of floors'],
    ...units('office', (f) => f.officeDetails.types),
  ]);
  stopsWith(3, 'mixed', [
    ['floors', (f) => void (f.mixedUseDetails.totalFloors = null), 'Please enter valid number of floors'],
    ...units('shop', (f) => f.mixedUseDetails.shopTypes),
    ...units('office', (f) => f.mixedUseDetails.officeTypes),
  ]);
});
