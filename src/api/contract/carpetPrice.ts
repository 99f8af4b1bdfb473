import { formatArea } from '@/lib/area';

// docs/listings.md#carpet-first: a price per sq.ft is on the carpet area when it is known, with
// the other areas beside it and the loading (how much the super built-up area adds to the carpet).

/** A loading above this share of the carpet area is pointed out to buyers. */
export const HIGH_LOADING_PERCENT = 35;

export type AreaBasis = 'carpet' | 'built-up' | 'super built-up' | 'plot';

const basisNames: Record<AreaBasis, string> = {
  carpet: 'Carpet',
  'built-up': 'Built-up',
  'super built-up': 'Super built-up',
  plot: 'Plot',
};

/** The areas (sq ft) and the price of a listing or of a project's configuration; any may be missing. */
export interface PricedAreas {
  price?: number | null;
  carpetArea?: number | null;
  builtUpArea?: number | null;
  superBuiltUpArea?: number | null;
  plotArea?: number | null;
}

export interface CarpetPrice {
  basis: AreaBasis;
  /** Rounded rupees per sq.ft of the basis; null without a price. */
  perSqft: number | null;
  /** '₹9,694 per sq.ft carpet' (' a month' for a rent); '' without a price. */
  rateText: string;
  /** The secondary lines: 'Built-up 1,150 sq.ft', 'Super built-up 1,320 sq.ft' (those known, not the basis). */
  areaLines: string[];
  /** (super built-up − carpet) / carpet in %, rounded; null unless both are known. */
  loadingPercent: number | null;
  /** 'Loading 18 %', 'High loading: 38 %', or '' without a loading. */
  loadingText: string;
  isHighLoading: boolean;
  /** For buyers, when the loading is high: what it means. */
  loadingNote: string;
}

const positive = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;
const rupees = /* @__PURE__ */ new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** The area the price is read on: carpet first, then built-up, super built-up, plot. */
function basisOf(areas: PricedAreas): [AreaBasis, number] | null {
  const order: [AreaBasis, number | null | undefined][] = [
    ['carpet', areas.carpetArea],
    ['built-up', areas.builtUpArea],
    ['super built-up', areas.superBuiltUpArea],
    ['plot', areas.plotArea],
  ];
  const found = order.find((entry): entry is [AreaBasis, number] => positive(entry[1]));
  return found ?? null;
}

/**
 * The price per sq.ft of a listing or a configuration, carpet first, with its honest label, the
 * other areas and the loading; null when no area is known.
 */
export function carpetPrice(areas: PricedAreas, options: { rent?: boolean } = {}): CarpetPrice | null {
  const basis = basisOf(areas);
  if (!basis) return null;
  const [name, area] = basis;
  const perSqft = positive(areas.price) ? Math.round(areas.price / area) : null;
  const rateText =
    perSqft === null ? '' : `₹${rupees.format(perSqft)} per sq.ft ${name}${options.rent ? ' a month' : ''}`;
  const secondary: [AreaBasis, number | null | undefined][] = [
    ['built-up', areas.builtUpArea],
    ['super built-up', areas.superBuiltUpArea],
  ];
  const areaLines = secondary
    .filter((entry): entry is [AreaBasis, number] => entry[0] !== name && positive(entry[1]))
    .map(([line, value]) => `${basisNames[line]} ${formatArea(value)}`);
  const { carpetArea, superBuiltUpArea } = areas;
  const loadingPercent =
    positive(carpetArea) && positive(superBuiltUpArea)
      ? Math.round(((superBuiltUpArea - carpetArea) / carpetArea) * 100)
      : null;
  const isHighLoading = loadingPercent !== null && loadingPercent > HIGH_LOADING_PERCENT;
  return {
    basis: name,
    perSqft,
    rateText,
    areaLines,
    loadingPercent,
    loadingText:
      loadingPercent === null
        ? ''
        : isHighLoading
          ? `High loading: ${loadingPercent} %`
          : `Loading ${loadingPercent} %`,
    isHighLoading,
    loadingNote: isHighLoading
      ? `The super built-up area adds ${loadingPercent} % to the carpet area you live in; most homes add 20 to 35 %. Compare prices per sq.ft carpet.`
      : '',
  };
}
