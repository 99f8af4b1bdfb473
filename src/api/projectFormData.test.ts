import { describe, expect, it } from 'vitest';
import { emptyProjectFields, type BuilderProjectFields } from './contract';
import { parseProjectFormFields, toProjectFormData } from './projectFormData';

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const noFiles = { bannerPhoto: null, blueprintPhotos: [], additionalPhotos: [] };

function villaProject(overrides: Partial<BuilderProjectFields> = {}): BuilderProjectFields {
  const fields = emptyProjectFields();
  return {
    ...fields,
    propertyType: 'residential',
    residentialType: 'villa',
    projectStatus: 'under construction',
    completionTimeline: '1 year',
    projectName: 'Skyline Villas',
    description: 'Gated villas',
    location: {
      address: '12 MG Road',
      state: 'Karnataka',
      city: 'Bengaluru',
      area: 'Indiranagar',
      pincode: '560038',
      landmark: '',
    },
    villaDetails: {
      ...fields.villaDetails,
      totalVillas: 20,
      totalFloors: 2,
      configurations: [{ bhkType: '3BHK', bathrooms: 3, area: 2400, price: 25_000_000 }],
    },
    ...overrides,
  };
}

const textParts = (form: FormData) =>
  Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string')) as Record<string, string>;

describe('toProjectFormData (docs/api.md#project-multipart)', () => {
  it('sends the text fields, location and only the chosen section as JSON, then the files', () => {
    const form = toProjectFormData(villaProject(), {
      bannerPhoto: png('banner.png'),
      blueprintPhotos: [png('plan-1.png'), png('plan-2.png')],
      additionalPhotos: [png('garden.png')],
    });
    expect([...form.keys()]).toEqual([
      'propertyType',
      'residentialType',
      'projectStatus',
      'projectName',
      'description',
      'completionTimeline',
      'location',
      'villaDetails',
      'bannerPhoto',
      'blueprintPhotos',
      'blueprintPhotos',
      'additionalPhotos',
    ]);
    expect(form.get('residentialType')).toBe('villa');
    expect(JSON.parse(String(form.get('villaDetails'))).configurations[0]).toEqual({
      bhkType: '3BHK',
      bathrooms: 3,
      area: 2400,
      price: 25_000_000,
    });
    expect((form.getAll('blueprintPhotos') as File[]).map((file) => file.name)).toEqual(['plan-1.png', 'plan-2.png']);
  });

  it('skips empty values: no empty landmark, no commercialType for residential', () => {
    const parts = textParts(toProjectFormData(villaProject(), noFiles));
    expect(JSON.parse(parts.location ?? '{}')).not.toHaveProperty('landmark');
    expect(parts).not.toHaveProperty('commercialType');
  });

  it('omits completionTimeline when the project is completed', () => {
    const form = toProjectFormData(villaProject({ projectStatus: 'completed', completionTimeline: '1 year' }), noFiles);
    expect(form.has('completionTimeline')).toBe(false);
  });

  it.each([
    ['flat', { propertyType: 'residential', residentialType: 'flat' }, 'flatDetails'],
    ['shops', { propertyType: 'commercial', residentialType: '', commercialType: 'shops' }, 'shopDetails'],
    ['office', { propertyType: 'commercial', residentialType: '', commercialType: 'office' }, 'officeDetails'],
    [
      'mixed use',
      { propertyType: 'commercial', residentialType: '', commercialType: 'shop/office' },
      'mixedUseDetails',
    ],
  ] as const)('a %s project sends %s only', (_kind, choice, section) => {
    const form = toProjectFormData(villaProject(choice), noFiles);
    const sections = ['villaDetails', 'flatDetails', 'shopDetails', 'officeDetails', 'mixedUseDetails'].filter((name) =>
      form.has(name),
    );
    expect(sections).toEqual([section]);
  });
});

describe('parseProjectFormFields (the server reading the same body)', () => {
  it('reads back what the client sent', () => {
    const fields = villaProject({ location: { ...villaProject().location, landmark: 'Near metro' } });
    const parsed = parseProjectFormFields(textParts(toProjectFormData(fields, noFiles)));
    expect(parsed).toMatchObject({
      ok: true,
      fields: { projectName: 'Skyline Villas', villaDetails: fields.villaDetails, location: fields.location },
    });
  });
  it('refuses broken JSON and wrong types with a readable message', () => {
    expect(parseProjectFormFields({ location: '{oops' })).toEqual({ ok: false, message: 'location is not valid JSON' });
    const wrongType = parseProjectFormFields({ propertyType: 'castle' });
    expect(wrongType.ok).toBe(false);
    expect(!wrongType.ok && wrongType.message).toMatch(/^Invalid propertyType/);
  });
});
