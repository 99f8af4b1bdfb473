import { describe, expect, it } from 'vitest';
import { aProject } from '@mocks/factories';
import { constructionCounts, projectsIn, recentProjects, reviewCounts } from './workspace';

const projects = [
  aProject('villa', { reviewState: 'approved', projectStatus: 'completed', createdAt: '2026-01-01T00:00:00Z' }),
  aProject('flat', { reviewState: 'pending_review', projectStatus: undefined, createdAt: '2026-03-01T00:00:00Z' }),
  aProject('shops', {
    reviewState: 'rejected',
    reviewReason: 'Blurry banner',
    createdAt: '2026-02-01T00:00:00Z',
    updatedAt: '2026-04-01T00:00:00Z',
  }),
  aProject('office', { reviewState: 'pending_review', createdAt: '2025-12-01T00:00:00Z' }),
];

describe('builder workspace figures', () => {
  it('counts projects by review state', () => {
    expect(reviewCounts(projects)).toEqual({ all: 4, pending_review: 2, approved: 1, rejected: 1 });
    expect(reviewCounts([])).toEqual({ all: 0, pending_review: 0, approved: 0, rejected: 0 });
  });

  it('counts construction status, a missing status as upcoming', () => {
    expect(constructionCounts(projects)).toEqual([
      { label: 'Completed', value: 1 },
      { label: 'Completing Soon', value: 0 },
      { label: 'Under Construction', value: 2 },
      { label: 'Upcoming', value: 1 },
    ]);
  });

  it('filters by review state', () => {
    expect(projectsIn(projects, 'all')).toHaveLength(4);
    expect(projectsIn(projects, 'pending_review').map((p) => p.projectName)).toEqual([
      'Skyline Heights',
      'Skyline Business Park',
    ]);
  });

  it('lists the most recently changed first', () => {
    expect(recentProjects(projects, 2).map((p) => p.projectName)).toEqual(['Skyline Market Square', 'Skyline Heights']);
  });
});
