import { carpetPrice, type CarpetPrice, type CommercialUnit, type FlatConfiguration } from '@/api/contract';
import { bhkTypeLabel, type ProjectKind, type ProjectSections } from '@/entities/project';
import { formatArea } from '@/lib/area';
import { formatPrice } from '@/lib/price';

/** One table of the project page: what a buyer compares (BHK, areas, price). */
export interface UnitTable {
  caption: string;
  columns: string[];
  rows: string[][];
  /** What a buyer should know about the rows (a high loading), under the table. */
  notes?: string[];
}

const area = (value: number | null) => formatArea(value) || '—';
const price = (value: number | null) => (value ? formatPrice(value) : 'On request');
const text = (value: string | number | null) => (value === null || value === '' ? '—' : String(value));

/** The configuration or type tables of a project's kind (docs/portfolio.md#project-page), areas in sq.ft and prices in Lakh/Cr. */
export function unitTables(kind: ProjectKind | null, project: ProjectSections): UnitTable[] {
  const units = (caption: string, entries: CommercialUnit[] = []): UnitTable => ({
    caption,
    columns: ['Type', 'Area', 'Price'],
    rows: entries.map((unit) => [text(unit.type.trim()), area(unit.area), price(unit.price)]),
  });
  switch (kind) {
    case 'villa':
      return [
        {
          caption: 'Villa configurations',
          columns: ['Configuration', 'Bathrooms', 'Area', 'Price'],
          rows: (project.villaDetails?.configurations ?? []).map((c) => [
            text(bhkTypeLabel(c.bhkType)),
            text(c.bathrooms),
            area(c.area),
            price(c.price),
          ]),
        },
      ];
    case 'flat':
      return [flatTable(project.flatDetails?.configurations ?? [])];
    case 'shops':
      return [units('Shop types', project.shopDetails?.types)];
    case 'office':
      return [units('Office types', project.officeDetails?.types)];
    case 'mixed':
      return [
        units('Shop types', project.mixedUseDetails?.shopTypes),
        units('Office types', project.mixedUseDetails?.officeTypes),
      ];
    default:
      return [];
  }
}

// Short cells, so a phone scrolls less: the column names the basis; a configuration without a
// carpet area (none since the wizard asks for it) names its own.
const rateCell = (rate: CarpetPrice | null | undefined) =>
  !rate?.perSqft ? '—' : rate.basis === 'carpet' ? formatPrice(rate.perSqft) : rate.rateText;
const loadingCell = (rate: CarpetPrice | null | undefined) =>
  rate?.loadingPercent == null ? '—' : `${rate.isHighLoading ? 'High: ' : ''}${rate.loadingPercent} %`;

/** docs/listings.md#carpet-first: each configuration's price per carpet sq.ft and its loading, a high one explained. */
function flatTable(configurations: FlatConfiguration[]): UnitTable {
  const rates = configurations.map((c) => carpetPrice(c));
  return {
    caption: 'Flat configurations',
    columns: [
      'Configuration',
      'Bathrooms',
      'Carpet area',
      'Built-up area',
      'Super built-up area',
      'Price',
      'Per sq.ft carpet',
      'Loading',
    ],
    rows: configurations.map((c, index) => [
      text(bhkTypeLabel(c.bhkType)),
      text(c.bathrooms),
      area(c.carpetArea),
      area(c.builtUpArea),
      area(c.superBuiltUpArea),
      price(c.price),
      rateCell(rates[index]),
      loadingCell(rates[index]),
    ]),
    notes: configurations.flatMap((c, index) =>
      rates[index]?.isHighLoading ? [`${bhkTypeLabel(c.bhkType)}: ${rates[index].loadingNote}`] : [],
    ),
  };
}

const totalsByKind: Record<ProjectKind, (project: ProjectSections) => Array<[string, number | null | undefined]>> = {
  villa: ({ villaDetails: d }) => [
    ['Total villas', d?.totalVillas],
    ['Floors per villa', d?.totalFloors],
  ],
  flat: ({ flatDetails: d }) => [
    ['Total apartments', d?.totalApartments],
    ['Total floors', d?.totalFloors],
    ['Flats per floor', d?.flatsPerFloor],
  ],
  shops: ({ shopDetails: d }) => [['Total floors', d?.totalFloors]],
  office: ({ officeDetails: d }) => [['Total floors', d?.totalFloors]],
  mixed: ({ mixedUseDetails: d }) => [['Total floors', d?.totalFloors]],
};

/** The project's headline figures: how many units and floors (those the builder gave). */
export function projectTotals(kind: ProjectKind | null, project: ProjectSections): Array<[string, string]> {
  if (!kind) return [];
  return totalsByKind[kind](project)
    .filter((figure): figure is [string, number] => typeof figure[1] === 'number' && figure[1] > 0)
    .map(([label, value]) => [label, value.toLocaleString('en-IN')]);
}
