import type { MapAreaItem, MapAreaResult } from '@/api';
import { formatCardPrice } from '@/lib/price';

// docs/map.md#map-view: what a marker shows (short) and what it is called (its accessible name).

type MapCluster = MapAreaResult['clusters'][number];

const priceOf = (item: Pick<MapAreaItem, 'price' | 'purpose'>) =>
  item.purpose === 'rent' ? `${formatCardPrice(item.price)}/month` : formatCardPrice(item.price);

/** A lone item's label: its price ('₹85.00 Lakh', '₹25.00 K/month'). */
export const itemLabel = priceOf;

/** A lone item's name: what it is and its price. */
export const itemName = (item: MapAreaItem) => `${item.title}, ${priceOf(item)}`;

/** A cluster's cheapest price: its lowest sale price, else its lowest rent; null with neither. */
function clusterFrom({ minSalePrice, minRent }: MapCluster) {
  if (minSalePrice !== null) return formatCardPrice(minSalePrice);
  if (minRent !== null) return `${formatCardPrice(minRent)}/month`;
  return null;
}

/** A cluster's label: its count and, when it has one, its lowest price ('12 · from ₹45.00 Lakh'). */
export function clusterLabel(cluster: MapCluster) {
  const from = clusterFrom(cluster);
  return from ? `${cluster.count} · from ${from}` : `${cluster.count}`;
}

/** A cluster's name: its label as shown (so speech input can say it), how many, and what pressing it does. */
export function clusterName(cluster: MapCluster) {
  const count = `${cluster.count} properties, zoom in`;
  return clusterFrom(cluster) ? `${clusterLabel(cluster)}: ${count}` : count;
}
