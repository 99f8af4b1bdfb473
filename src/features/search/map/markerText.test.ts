import { describe, expect, it } from 'vitest';
import { clusterLabel, clusterName, itemLabel, itemName } from './markerText';

const item = {
  kind: 'listing' as const,
  id: 'l1',
  title: '2 BHK Flat in Baner',
  path: '/property-detail/l1/2-bhk-flat-in-baner',
  price: 8_500_000,
  purpose: 'sale' as const,
  lat: 18.56,
  lng: 73.79,
};
const cluster = { count: 12, lat: 18.5, lng: 73.8, minSalePrice: 4_500_000, minRent: 25_000 };

describe('marker text (docs/map.md#map-view)', () => {
  it("labels a lone item with its price in Lakh or Crore, a rent as a month's", () => {
    expect(itemLabel(item)).toBe('₹85.00 Lakh');
    expect(itemLabel({ ...item, price: 32_500_000 })).toBe('₹3.25 Cr');
    expect(itemLabel({ ...item, purpose: 'rent', price: 25_000 })).toBe('₹25.00 K/month');
    expect(itemName(item)).toBe('2 BHK Flat in Baner, ₹85.00 Lakh');
  });

  it('labels a cluster with its count and lowest sale price, else its lowest rent, else the count alone', () => {
    expect(clusterLabel(cluster)).toBe('12 · from ₹45.00 Lakh');
    expect(clusterLabel({ ...cluster, minSalePrice: null })).toBe('12 · from ₹25.00 K/month');
    expect(clusterLabel({ ...cluster, minSalePrice: null, minRent: null })).toBe('12');
    expect(clusterName(cluster)).toBe('12 · from ₹45.00 Lakh: 12 properties, zoom in');
    expect(clusterName({ ...cluster, minSalePrice: null, minRent: null })).toBe('12 properties, zoom in');
  });
});
