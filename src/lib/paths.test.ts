import { describe, expect, it } from 'vitest';
import { dashboardPath, paths, propertyHref, slugOf } from './paths';

describe('paths (docs/routes.md#route-table)', () => {
  it('puts each dashboard at /{role in lower case}', () => {
    expect(dashboardPath('Buyer')).toBe('/buyer');
    expect(dashboardPath('Builder')).toBe('/builder');
  });
  it('builds detail paths with the id', () => {
    expect(paths.builderProjectDetail('p 1')).toBe('/builder-property-detail/p%201');
    expect(paths.builderPortfolio('skyline-developers')).toBe('/builder/skyline-developers');
  });
  it('puts a readable slug of the name after the id', () => {
    expect(slugOf('2 BHK Sea-Facing Flat in Bandra (West)!')).toBe('2-bhk-sea-facing-flat-in-bandra-west');
    expect(slugOf('Café Résidence')).toBe('cafe-residence');
    expect(slugOf('!!!')).toBe('');
    expect(slugOf('a '.repeat(60)).length).toBeLessThanOrEqual(80);
    expect(paths.propertyDetail('l1', 'Sunlit 3 BHK')).toBe('/property-detail/l1/sunlit-3-bhk');
    expect(paths.propertyDetail('l1', '!!!')).toBe('/property-detail/l1');
    expect(propertyHref({ kind: 'builder-project', _id: 'p1', title: 'Skyline Towers' })).toBe(
      '/builder-property-detail/p1/skyline-towers',
    );
  });
  it("puts a locality's page under its city, each part encoded, its case kept (docs/localities.md#locality-page)", () => {
    expect(paths.locality('Pune', 'Baner')).toBe('/locality/Pune/Baner');
    expect(paths.locality('New Delhi', 'Vasant Kunj / Sector C')).toBe(
      '/locality/New%20Delhi/Vasant%20Kunj%20%2F%20Sector%20C',
    );
  });
});
