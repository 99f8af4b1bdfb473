import { describe, expect, it } from 'vitest';
import { aProject } from '@mocks/factories';
import { countLabel, groupByStatus, portfolioStats } from './portfolio';

describe('groupByStatus (docs/portfolio.md#portfolio-sections sections, docs/portfolio.md#missing-status missing status = not started)', () => {
  it('orders Completed, Completing Soon, Under Construction, Upcoming and drops empty sections', () => {
    const projects = [
      aProject('flat', { projectStatus: 'not started' }),
      aProject('villa', { projectStatus: 'completed' }),
      aProject('office', { projectStatus: undefined }),
      aProject('shops', { projectStatus: 'under construction' }),
    ];
    const sections = groupByStatus(projects);
    expect(sections.map((s) => [s.title, s.projects.length])).toEqual([
      ['Completed Projects', 1],
      ['Under Construction', 1],
      ['Upcoming Projects', 2],
    ]);
  });
});

describe('portfolioStats (docs/portfolio.md#portfolio-stats)', () => {
  it('counts total, completed, under construction, completing soon, upcoming', () => {
    const stats = portfolioStats([
      aProject('villa', { projectStatus: 'completed' }),
      aProject('flat', { projectStatus: 'complete soon' }),
      aProject('flat', { projectStatus: 'complete soon' }),
    ]);
    expect(stats).toEqual([
      { label: 'Total Projects', value: 3 },
      { label: 'Completed', value: 1 },
      { label: 'Under Construction', value: 0 },
      { label: 'Completing Soon', value: 2 },
      { label: 'Upcoming', value: 0 },
    ]);
  });

  it('adds up: the statuses, a missing one as upcoming, make the total', () => {
    const [total, ...parts] = portfolioStats([
      aProject('villa', { projectStatus: 'completed' }),
      aProject('flat', { projectStatus: 'under construction' }),
      aProject('flat', { projectStatus: 'not started' }),
      aProject('office', { projectStatus: undefined }),
    ]);
    expect(parts.reduce((sum, part) => sum + part.value, 0)).toBe(total!.value);
    expect(parts.at(-1)).toEqual({ label: 'Upcoming', value: 2 });
  });
});

describe('labels', () => {
  it('counts Property or Properties', () => {
    expect([countLabel(0), countLabel(1), countLabel(2)]).toEqual(['0 Properties', '1 Property', '2 Properties']);
  });
});
