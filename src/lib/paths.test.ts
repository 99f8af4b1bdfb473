import { describe, expect, it } from 'vitest';
import { dashboardPath, paths } from './paths';

describe('paths (SPEC 2 routes)', () => {
  it('puts each dashboard at /{role in lower case}', () => {
    expect(dashboardPath('Buyer')).toBe('/buyer');
    expect(dashboardPath('Builder')).toBe('/builder');
  });
  it('builds detail paths with the id', () => {
    expect(paths.builderProjectDetail('p 1')).toBe('/builder-property-detail/p%201');
    expect(paths.builderPortfolio('skyline-developers')).toBe('/builder/skyline-developers');
  });
});
