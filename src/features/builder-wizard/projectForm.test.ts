import { describe, expect, it } from 'vitest';
import { emptyCommercialUnit, emptyVillaConfiguration } from '@/api/contract';
import {
  entriesOf,
  newProjectForm,
  projectFormReducer,
  type ProjectFormAction,
  type ProjectFormState,
} from './projectForm';

const run = (...actions: ProjectFormAction[]): ProjectFormState => actions.reduce(projectFormReducer, newProjectForm());

describe('docs/wizard.md#type-choice-clears, docs/wizard.md#state-clears-city, docs/wizard.md#completion-timeline form rules', () => {
  it('choosing residential clears commercialType, and commercial clears residentialType', () => {
    const commercial = run(
      { type: 'choosePropertyType', value: 'commercial' },
      { type: 'chooseCommercialType', value: 'office' },
    );
    const residential = projectFormReducer(commercial, { type: 'choosePropertyType', value: 'residential' });
    expect(residential.fields).toMatchObject({ propertyType: 'residential', commercialType: '' });

    const villa = projectFormReducer(residential, { type: 'chooseResidentialType', value: 'villa' });
    const back = projectFormReducer(villa, { type: 'choosePropertyType', value: 'commercial' });
    expect(back.fields).toMatchObject({ propertyType: 'commercial', residentialType: '', commercialType: '' });
  });

  it('choosing completed clears the timeline; other statuses keep it', () => {
    const planned = run(
      { type: 'chooseStatus', value: 'under construction' },
      { type: 'chooseTimeline', value: '6 months' },
    );
    expect(
      projectFormReducer(planned, { type: 'chooseStatus', value: 'complete soon' }).fields.completionTimeline,
    ).toBe('6 months');
    expect(projectFormReducer(planned, { type: 'chooseStatus', value: 'completed' }).fields.completionTimeline).toBe(
      '',
    );
  });

  it('changing the state clears the city; choosing the same state again keeps it', () => {
    const chosen = run(
      { type: 'setLocation', field: 'state', value: 'Karnataka' },
      { type: 'setLocation', field: 'city', value: 'Mysuru' },
    );
    expect(
      projectFormReducer(chosen, { type: 'setLocation', field: 'state', value: 'Karnataka' }).fields.location.city,
    ).toBe('Mysuru');
    const moved = projectFormReducer(chosen, { type: 'setLocation', field: 'state', value: 'Gujarat' });
    expect(moved.fields.location).toMatchObject({ state: 'Gujarat', city: '' });
  });

  it.each([
    ['560038', '560038'],
    ['56 00-38', '560038'],
    ['5600381234', '560038'],
    ['abc', ''],
  ])('pincode %j is kept as %j (digits only, at most 6)', (typed, kept) => {
    expect(run({ type: 'setLocation', field: 'pincode', value: typed }).fields.location.pincode).toBe(kept);
  });
});

describe('docs/wizard.md#entry-lists', () => {
  it('start with one empty entry each', () => {
    const { fields } = newProjectForm();
    for (const list of [
      'villaConfigurations',
      'flatConfigurations',
      'shopTypes',
      'officeTypes',
      'mixedShopTypes',
      'mixedOfficeTypes',
    ] as const) {
      expect(entriesOf(fields, list)).toHaveLength(1);
    }
  });

  it('add always appends an empty entry, whatever the others hold', () => {
    const state = run(
      { type: 'editEntry', list: 'villaConfigurations', index: 0, patch: { bhkType: '3BHK', price: 9_000_000 } },
      { type: 'addEntry', list: 'villaConfigurations' },
      { type: 'addEntry', list: 'villaConfigurations' },
    );
    expect(state.fields.villaDetails.configurations).toEqual([
      { ...emptyVillaConfiguration(), bhkType: '3BHK', price: 9_000_000 },
      emptyVillaConfiguration(),
      emptyVillaConfiguration(),
    ]);
  });

  it('remove takes the chosen entry only while more than one exists', () => {
    const two = run(
      { type: 'editEntry', list: 'mixedOfficeTypes', index: 0, patch: { type: 'Suite' } },
      { type: 'addEntry', list: 'mixedOfficeTypes' },
      { type: 'editEntry', list: 'mixedOfficeTypes', index: 1, patch: { type: 'Floor' } },
    );
    const one = projectFormReducer(two, { type: 'removeEntry', list: 'mixedOfficeTypes', index: 0 });
    expect(one.fields.mixedUseDetails.officeTypes).toEqual([{ ...emptyCommercialUnit(), type: 'Floor' }]);
    const still = projectFormReducer(one, { type: 'removeEntry', list: 'mixedOfficeTypes', index: 0 });
    expect(still.fields.mixedUseDetails.officeTypes).toEqual(one.fields.mixedUseDetails.officeTypes);
  });

  it('an entry edit touches that entry of that list only', () => {
    const state = run(
      { type: 'addEntry', list: 'shopTypes' },
      { type: 'editEntry', list: 'shopTypes', index: 1, patch: { area: 250 } },
    );
    expect(state.fields.shopDetails.types).toEqual([emptyCommercialUnit(), { ...emptyCommercialUnit(), area: 250 }]);
    expect(state.fields.officeDetails.types).toEqual([emptyCommercialUnit()]);
    expect(state.fields.mixedUseDetails.shopTypes).toEqual([emptyCommercialUnit()]);
  });

  it('totals and amenities change through their section', () => {
    const state = run(
      { type: 'editDetails', section: 'flatDetails', patch: { totalApartments: 120 } },
      {
        type: 'editDetails',
        section: 'flatDetails',
        patch: { luxuryAmenities: { garden: true, swimmingPool: false, clubHouse: true, homeTheater: false } },
      },
    );
    expect(state.fields.flatDetails).toMatchObject({ totalApartments: 120, totalFloors: null });
    expect(state.fields.flatDetails.luxuryAmenities).toEqual({
      garden: true,
      swimmingPool: false,
      clubHouse: true,
      homeTheater: false,
    });
  });
});

describe('steps, media and the dirty mark', () => {
  it('a fresh form is clean; typing, choosing and media mark it dirty; moving between steps does not', () => {
    expect(newProjectForm().dirty).toBe(false);
    expect(run({ type: 'goToStep', step: 2 }).dirty).toBe(false);
    expect(run({ type: 'setText', field: 'projectName', value: 'A' }).dirty).toBe(true);
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const withBanner = run({ type: 'setMedia', slot: 'bannerPhoto', value: { files: [file], savedUrls: [] } });
    expect(withBanner).toMatchObject({ dirty: true, media: { bannerPhoto: { files: [file] } } });
  });

  it('keeps the step between 1 and 5', () => {
    expect(run({ type: 'goToStep', step: 0 }).step).toBe(1);
    expect(run({ type: 'goToStep', step: 9 }).step).toBe(5);
    expect(run({ type: 'goToStep', step: 3 }).step).toBe(3);
  });

  it('reset replaces everything', () => {
    const fresh = newProjectForm();
    expect(run({ type: 'setText', field: 'description', value: 'x' }, { type: 'reset', state: fresh })).toBe(fresh);
  });
});
