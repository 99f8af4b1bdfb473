import { describe, expect, it } from 'vitest';
import { emptyCommercialUnit, emptyProjectFields } from '@/api/contract';
import { aProject } from '@mocks/factories';
import { formFromProject } from './projectRecord';
import { mediaCounts, toProjectFiles } from './wizardMedia';

describe('formFromProject (edit mode)', () => {
  it('takes the saved fields, its own section and its media; other sections start empty', () => {
    const project = aProject('flat');
    const form = formFromProject(project);
    expect(form).toMatchObject({ step: 1, dirty: false });
    expect(form.fields).toMatchObject({
      propertyType: 'residential',
      residentialType: 'flat',
      commercialType: '',
      projectStatus: 'under construction',
      completionTimeline: '1 year',
      projectName: 'Skyline Heights',
      location: project.location,
      flatDetails: project.flatDetails,
    });
    expect(form.fields.villaDetails).toEqual(emptyProjectFields().villaDetails);
    expect(form.media.bannerPhoto).toEqual({ files: [], savedUrls: ['/mock-media/flat.jpg'] });
    expect(mediaCounts(form.media)).toEqual({ banner: 1, blueprints: 1 });
  });

  it('keeps the saved RERA number (docs/wizard.md#rera-number)', () => {
    const project = aProject('flat', { reraNumber: 'P51800012345' });
    expect(formFromProject(project).fields.reraNumber).toBe('P51800012345');
  });

  it('fills what an older record lacks: no location, status or timeline, an empty list', () => {
    const project = aProject('shops', {
      location: undefined,
      projectStatus: undefined,
      completionTimeline: undefined,
      shopDetails: { totalFloors: 2, types: [] },
      media: { bannerPhoto: null, blueprintPhotos: [], additionalPhotos: [] },
    });
    const { fields, media } = formFromProject(project);
    expect(fields.location).toEqual(emptyProjectFields().location);
    expect(fields).toMatchObject({ projectStatus: '', completionTimeline: '', reraNumber: '' });
    expect(fields.shopDetails).toEqual({ totalFloors: 2, types: [emptyCommercialUnit()] });
    expect(mediaCounts(media)).toEqual({ banner: 0, blueprints: 0 });
  });
});

describe('toProjectFiles', () => {
  const png = (name: string) => new File(['x'], name, { type: 'image/png' });

  it('create mode sends the chosen files only', () => {
    const banner = png('banner.png');
    const plans = [png('a.png'), png('b.png')];
    const files = toProjectFiles(
      {
        bannerPhoto: { files: [banner], savedUrls: [] },
        blueprintPhotos: { files: plans, savedUrls: [] },
        additionalPhotos: { files: [], savedUrls: [] },
      },
      'create',
    );
    expect(files).toEqual({ bannerPhoto: banner, blueprintPhotos: plans, additionalPhotos: [] });
  });

  it('edit mode also names the saved images still kept', () => {
    const plan = png('new-plan.png');
    const files = toProjectFiles(
      {
        bannerPhoto: { files: [], savedUrls: ['/b.jpg'] },
        blueprintPhotos: { files: [plan], savedUrls: ['/p1.jpg'] },
        additionalPhotos: { files: [], savedUrls: [] },
      },
      'edit',
    );
    expect(files).toEqual({
      bannerPhoto: null,
      blueprintPhotos: [plan],
      additionalPhotos: [],
      keptMedia: { bannerPhoto: '/b.jpg', blueprintPhotos: ['/p1.jpg'], additionalPhotos: [] },
    });
  });
});
