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

  it('starts at the saved pin; an approximate place is no pin (docs/map.md#the-pin)', () => {
    const pinned = aProject('flat', { place: { lat: 12.98, lng: 77.64, approximate: false } });
    expect(formFromProject(pinned).fields.place).toEqual({ lat: 12.98, lng: 77.64 });
    const approximate = aProject('flat', { place: { lat: 12.98, lng: 77.64, approximate: true } });
    expect(formFromProject(approximate).fields.place).toBeNull();
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
  /** Stands in for the uploads: each file's key is its name. */
  const uploaded = async (files: readonly File[]) => files.map((file) => `key-${file.name}`);

  it('create mode names each chosen photo by its upload, in its field', async () => {
    const files = await toProjectFiles(
      {
        bannerPhoto: { files: [png('banner.png')], savedUrls: [] },
        blueprintPhotos: { files: [png('a.png'), png('b.png')], savedUrls: [] },
        additionalPhotos: { files: [png('c.png')], savedUrls: [] },
      },
      'create',
      uploaded,
    );
    expect(files).toEqual({
      bannerPhoto: null,
      blueprintPhotos: [],
      additionalPhotos: [],
      uploadedMedia: {
        bannerPhoto: 'key-banner.png',
        blueprintPhotos: ['key-a.png', 'key-b.png'],
        additionalPhotos: ['key-c.png'],
      },
    });
  });

  it('edit mode also names the saved images still kept', async () => {
    const files = await toProjectFiles(
      {
        bannerPhoto: { files: [], savedUrls: ['/b.jpg'] },
        blueprintPhotos: { files: [png('new-plan.png')], savedUrls: ['/p1.jpg'] },
        additionalPhotos: { files: [], savedUrls: [] },
      },
      'edit',
      uploaded,
    );
    expect(files).toMatchObject({
      uploadedMedia: { bannerPhoto: null, blueprintPhotos: ['key-new-plan.png'], additionalPhotos: [] },
      keptMedia: { bannerPhoto: '/b.jpg', blueprintPhotos: ['/p1.jpg'], additionalPhotos: [] },
    });
  });

  it('rejects as the uploads do, so nothing is sent', async () => {
    const failing = () => Promise.reject(new Error('kitchen.jpg did not upload'));
    const media = {
      bannerPhoto: { files: [png('kitchen.jpg')], savedUrls: [] },
      blueprintPhotos: { files: [], savedUrls: [] },
      additionalPhotos: { files: [], savedUrls: [] },
    };
    await expect(toProjectFiles(media, 'create', failing)).rejects.toThrow('kitchen.jpg did not upload');
  });
});
