import { beforeAll, describe, expect, it } from 'vitest';
import { builderProjectSchema, type BuilderProject } from '@/api/contract';
import { testDatabaseKinds } from '../test/databases';
import { createProject, projectFields, projectFiles, sendProject, useProjectTestbed } from '../test/projects';
import { bearer } from '../test/testApp';

describe.each(testDatabaseKinds())('builder projects on $name', (kind) => {
  const bed = useProjectTestbed(kind);
  const { get, approve } = bed;

  describe('POST /api/builder-properties', () => {
    it('saves a project as pending review, with the computed price and area', async () => {
      const response = await sendProject(bed.t.app, bed.builder.token, projectFields('villa'), await projectFiles());
      expect(response.statusCode).toBe(201);
      const project = builderProjectSchema.parse(response.json());
      expect(project).toMatchObject({
        postedBy: bed.builder._id,
        propertyType: 'residential',
        residentialType: 'villa',
        projectStatus: 'under construction',
        completionTimeline: '1 year',
        reviewState: 'pending_review',
        expectedPrice: 24_000_000,
        totalArea: 5600,
        location: { city: 'Bengaluru', pincode: '560038' },
      });
      expect(project.villaDetails?.configurations).toHaveLength(2);
      expect(project.flatDetails).toBeUndefined();
      expect(project.commercialType).toBeUndefined();
      expect(project.media.bannerPhoto).toMatch(/^\/media\/[a-f0-9]{32}\.jpg$/);
      expect(project.media.blueprintPhotos).toEqual([expect.stringMatching(/^\/media\/[a-f0-9]{32}\.png$/)]);
      expect(project.media.additionalPhotos).toEqual([]);
    });

    it.each([
      ['flat', 9_500_000, 1250],
      ['shops', 6_000_000, 400],
      ['office', 18_000_000, 1500],
      ['mixed', 7_500_000, 1700],
    ] as const)('saves a %s project with only its own details', async (projectKind, price, area) => {
      const project = await createProject(bed.t.app, bed.builder.token, projectKind);
      expect(project).toMatchObject({ expectedPrice: price, totalArea: area });
      const sections = ['villaDetails', 'flatDetails', 'shopDetails', 'officeDetails', 'mixedUseDetails'];
      expect(sections.filter((s) => s in project)).toHaveLength(1);
    });

    it('drops the timeline of a completed project (docs/wizard.md#completion-timeline)', async () => {
      const project = await createProject(bed.t.app, bed.builder.token, 'villa', {
        projectStatus: 'completed',
        completionTimeline: '',
      });
      expect(project.completionTimeline).toBeUndefined();
    });

    it.each([
      ['no project name', { projectName: '  ' }, 'Please enter project name'],
      ['no timeline', { completionTimeline: '' as const }, 'Please select completion timeline'],
      [
        'a bad pincode',
        { location: { ...projectFields().location, pincode: '12' } },
        'Please enter a valid 6-digit pincode',
      ],
      [
        'no villas',
        { villaDetails: { ...projectFields().villaDetails, totalVillas: 0 } },
        'Please enter valid number of villas',
      ],
      // docs/wizard.md#project-bounds: after the spec's rules.
      [
        'a 222-character name',
        { projectName: 'Skyline '.repeat(28) },
        'Please keep the project name under 100 characters',
      ],
      ['a 5-character description', { description: 'Nice.' }, 'Please describe the project in at least 20 characters'],
      [
        'a Delhi pincode in Karnataka',
        { location: { ...projectFields().location, pincode: '110001' } },
        'This pincode is not in Karnataka: please check it',
      ],
      [
        'a ₹1 villa',
        {
          villaDetails: {
            ...projectFields().villaDetails,
            configurations: [{ bhkType: '3BHK', bathrooms: 3, area: 2500, price: 1 }],
          },
        },
        'Please check the prices: a unit under ₹10,000 or over ₹10,000 Cr is not plausible',
      ],
      [
        'a 4,001-character description',
        { description: 'd'.repeat(4001) },
        'Please keep the description under 4,000 characters',
      ],
      [
        'a 301-character address',
        { location: { ...projectFields().location, address: 'a'.repeat(301) } },
        'Please keep the address under 300 characters',
      ],
      [
        'a 101-character city',
        { location: { ...projectFields().location, city: 'c'.repeat(101) } },
        'Please keep the city under 100 characters',
      ],
      [
        'a 101-character locality',
        { location: { ...projectFields().location, area: 'l'.repeat(101) } },
        'Please keep the area and landmark under 100 characters',
      ],
      [
        '10,001 villas',
        { villaDetails: { ...projectFields().villaDetails, totalVillas: 10_001 } },
        'Please enter at most 10,000 units',
      ],
      [
        '201 floors',
        { villaDetails: { ...projectFields().villaDetails, totalFloors: 201 } },
        'Please enter at most 200 floors',
      ],
      [
        '21 bathrooms',
        {
          villaDetails: {
            ...projectFields().villaDetails,
            configurations: [{ bhkType: '3BHK', bathrooms: 21, area: 2500, price: 25_000_000 }],
          },
        },
        'Please enter at most 20 bathrooms',
      ],
      [
        'a 61-character BHK type',
        {
          villaDetails: {
            ...projectFields().villaDetails,
            configurations: [{ bhkType: 'B'.repeat(61), bathrooms: 3, area: 2500, price: 25_000_000 }],
          },
        },
        "Please keep each type's name under 60 characters",
      ],
      [
        'a villa of 20 lakh sq.ft',
        {
          villaDetails: {
            ...projectFields().villaDetails,
            configurations: [{ bhkType: '3BHK', bathrooms: 3, area: 2_000_000, price: 25_000_000 }],
          },
        },
        'Please enter an area under 10,00,000 sq.ft for each unit',
      ],
    ])('answers 400 with the docs/wizard.md#wizard-rules-order message for %s', async (_name, change, message) => {
      const response = await sendProject(
        bed.t.app,
        bed.builder.token,
        projectFields('villa', change),
        await projectFiles(),
      );
      expect([response.statusCode, response.json()]).toEqual([400, { message }]);
    });

    it('answers 400 without a banner or a blueprint', async () => {
      const noBanner = await sendProject(
        bed.t.app,
        bed.builder.token,
        projectFields(),
        await projectFiles({ bannerPhoto: null }),
      );
      expect(noBanner.json()).toEqual({ message: 'Please upload a banner photo' });
      const noPlan = await sendProject(
        bed.t.app,
        bed.builder.token,
        projectFields(),
        await projectFiles({ blueprintPhotos: [] }),
      );
      expect(noPlan.json()).toEqual({ message: 'Please upload at least one blueprint photo' });
    });

    it('answers 400 for a detail section that is not JSON', async () => {
      const form = new FormData();
      form.append('propertyType', 'residential');
      form.append('villaDetails', '{not json');
      const response = await bed.t.app.inject({
        method: 'POST',
        url: '/api/builder-properties',
        payload: form,
        headers: bearer(bed.builder.token),
      });
      expect([response.statusCode, response.json()]).toEqual([400, { message: 'villaDetails is not valid JSON' }]);
    });

    it('answers 403 for other roles and 401 without a token', async () => {
      const asBuyer = await sendProject(bed.t.app, bed.buyer.token, projectFields(), await projectFiles());
      expect([asBuyer.statusCode, asBuyer.json()]).toEqual([
        403,
        { message: 'Only builders can post builder projects' },
      ]);
      expect((await sendProject(bed.t.app, null, projectFields(), await projectFiles())).statusCode).toBe(401);
    });

    it('answers 415 for a JSON body', async () => {
      const response = await bed.t.app.inject({
        method: 'POST',
        url: '/api/builder-properties',
        payload: projectFields(),
        headers: bearer(bed.builder.token),
      });
      expect([response.statusCode, response.json()]).toEqual([
        415,
        { message: 'The request must be sent as multipart/form-data' },
      ]);
    });
  });

  describe('GET /api/builder-properties/:id (review visibility)', () => {
    let pending: BuilderProject;
    beforeAll(async () => {
      pending = await createProject(bed.t.app, bed.builder.token);
    });

    it('shows a pending project to its owner only', async () => {
      expect((await get(pending._id, bed.builder.token)).json()).toMatchObject({
        _id: pending._id,
        reviewState: 'pending_review',
      });
      for (const response of [await get(pending._id), await get(pending._id, bed.otherBuilder.token)])
        expect([response.statusCode, response.json()]).toEqual([404, { message: 'Property not found' }]);
    });
    it('shows an approved project to everyone', async () => {
      const project = await createProject(bed.t.app, bed.builder.token);
      await approve(project._id);
      expect((await get(project._id)).json()).toMatchObject({ _id: project._id, reviewState: 'approved' });
      expect((await get(project._id, bed.buyer.token)).statusCode).toBe(200);
    });
    it('answers 404 for an unknown id and 401 for a bad token', async () => {
      expect((await get('no-such-project')).json()).toEqual({ message: 'Property not found' });
      expect((await get(pending._id, 'not.a.token')).statusCode).toBe(401);
    });
  });
});
