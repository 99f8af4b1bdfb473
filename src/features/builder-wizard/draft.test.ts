import { describe, expect, it } from 'vitest';
import { memoryStore } from '@/testing/memoryStore';
import type { KeyValueStore } from '@/lib/storage';
import { aProject } from '@mocks/factories';
import { draftKey, projectDraft } from './draft';
import { newProjectForm, projectFormReducer, type ProjectFormState } from './projectForm';
import { formFromProject } from './projectRecord';

const png = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('draftKey', () => {
  it('is per user and per mode', () => {
    expect(draftKey('user-1')).toBe('nivaas:wizard-draft:user-1:new');
    expect(draftKey('user-1', 'project-9')).toBe('nivaas:wizard-draft:user-1:project-9');
  });
});

describe('save and restore', () => {
  it('brings back the text and the step', () => {
    const store = memoryStore();
    let state: ProjectFormState = newProjectForm();
    state = projectFormReducer(state, { type: 'setText', field: 'projectName', value: 'Palm Villas' });
    state = projectFormReducer(state, { type: 'goToStep', step: 3 });
    projectDraft.save('k', state, store);
    expect(projectDraft.restore('k', newProjectForm(), store)).toEqual({
      state: { ...state, dirty: true },
      lostFiles: [],
    });
  });

  it('keeps the pin; a draft saved before pins restores without one (docs/map.md#pin-picker)', () => {
    const store = memoryStore();
    const place = { lat: 12.9784, lng: 77.6408 };
    projectDraft.save('k', projectFormReducer(newProjectForm(), { type: 'setPlace', place }), store);
    expect(projectDraft.restore('k', newProjectForm(), store)?.state.fields.place).toEqual(place);
    const saved = JSON.parse(store.getItem('k')!);
    delete saved.fields.place;
    store.setItem('k', JSON.stringify(saved));
    expect(projectDraft.restore('k', newProjectForm(), store)?.state.fields.place).toBeNull();
  });

  it('keeps the RERA number; a draft saved before the field restores without one (docs/wizard.md#rera-number)', () => {
    const store = memoryStore();
    const state = projectFormReducer(newProjectForm(), { type: 'setText', field: 'reraNumber', value: 'P51800012345' });
    projectDraft.save('k', state, store);
    expect(projectDraft.restore('k', newProjectForm(), store)?.state.fields.reraNumber).toBe('P51800012345');
    const saved = JSON.parse(store.getItem('k')!);
    delete saved.fields.reraNumber;
    store.setItem('k', JSON.stringify(saved));
    expect(projectDraft.restore('k', newProjectForm(), store)?.state.fields.reraNumber).toBe('');
  });

  it('cannot keep chosen files: names them and opens at most at the media step', () => {
    const store = memoryStore();
    let state = projectFormReducer(newProjectForm(), {
      type: 'setMedia',
      slot: 'blueprintPhotos',
      value: { files: [png('plan.png'), png('site.png')], savedUrls: [] },
    });
    state = projectFormReducer(state, { type: 'goToStep', step: 5 });
    projectDraft.save('k', state, store);
    const restored = projectDraft.restore('k', newProjectForm(), store);
    expect(restored?.lostFiles).toEqual(['plan.png', 'site.png']);
    expect(restored?.state.step).toBe(4);
    expect(restored?.state.media.blueprintPhotos).toEqual({ files: [], savedUrls: [] });
  });

  it('edit mode: keeps the saved images the builder kept, if the record still has them', () => {
    const store = memoryStore();
    const record = formFromProject(
      aProject('villa', {
        media: { bannerPhoto: '/b.jpg', blueprintPhotos: ['/p1.jpg', '/p2.jpg'], additionalPhotos: [] },
      }),
    );
    const edited = projectFormReducer(record, {
      type: 'setMedia',
      slot: 'blueprintPhotos',
      value: { files: [], savedUrls: ['/p2.jpg', '/gone.jpg'] },
    });
    projectDraft.save('k', edited, store);
    const restored = projectDraft.restore('k', record, store);
    expect(restored?.state.media.blueprintPhotos.savedUrls).toEqual(['/p2.jpg']);
    expect(restored?.state.media.bannerPhoto.savedUrls).toEqual(['/b.jpg']);
  });

  it('no draft, a damaged one or one of another shape restores nothing; bad ones are removed', () => {
    const store = memoryStore();
    expect(projectDraft.restore('k', newProjectForm(), store)).toBeNull();
    store.setItem('k', '{not json');
    expect(projectDraft.restore('k', newProjectForm(), store)).toBeNull();
    expect(store.items.has('k')).toBe(false);
    store.setItem('k', JSON.stringify({ version: 2, fields: {} }));
    expect(projectDraft.restore('k', newProjectForm(), store)).toBeNull();
    expect(store.items.has('k')).toBe(false);
  });

  it('clear forgets it; a storage that refuses writes is survived', () => {
    const store = memoryStore();
    projectDraft.save('k', newProjectForm(), store);
    projectDraft.clear('k', store);
    expect(store.items.size).toBe(0);
    const full: KeyValueStore = {
      ...store,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => projectDraft.save('k', newProjectForm(), full)).not.toThrow();
  });

  it('without any storage (Node, private modes) nothing happens', () => {
    expect(() => projectDraft.save('k', newProjectForm(), null)).not.toThrow();
    expect(projectDraft.restore('k', newProjectForm(), null)).toBeNull();
  });
});
