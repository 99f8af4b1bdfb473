import type { CommercialUnit, FlatConfiguration, VillaConfiguration } from './builderProject';

/**
 * What the units of a project are read from: the wizard's fields (every section, '' until chosen)
 * or a saved record (only its own kind's section). No zod here: a plain reader of both.
 */
export interface ProjectUnitsSource {
  propertyType: string;
  residentialType?: string;
  commercialType?: string;
  villaDetails?: { configurations: VillaConfiguration[] };
  flatDetails?: { configurations: FlatConfiguration[] };
  shopDetails?: { types: CommercialUnit[] };
  officeDetails?: { types: CommercialUnit[] };
  mixedUseDetails?: { shopTypes: CommercialUnit[]; officeTypes: CommercialUnit[] };
}

/** One priced unit: its name (BHK type or unit type), what it is, every area given, and the area its price is per. */
export interface ProjectUnit {
  name: string;
  kind: 'flat' | 'villa' | 'shop' | 'office';
  areas: (number | null)[];
  /** A flat's built-up area (as its price is quoted), else the unit's one area. */
  rateArea: number | null;
  price: number | null;
}

const commercial = (units: CommercialUnit[] | undefined, kind: 'shop' | 'office'): ProjectUnit[] =>
  (units ?? []).map((u) => ({ name: u.type, kind, areas: [u.area], rateArea: u.area, price: u.price }));

/**
 * The priced units of the one details section the project's kind fills, section by section (a
 * mixed-use project has its shops, then its offices): the wizard keeps the other sections, never sent.
 */
export function projectUnitSections(p: ProjectUnitsSource): ProjectUnit[][] {
  if (p.propertyType === 'residential' && p.residentialType === 'flat')
    return [
      (p.flatDetails?.configurations ?? []).map((c) => ({
        name: c.bhkType,
        kind: 'flat' as const,
        areas: [c.carpetArea, c.builtUpArea, c.superBuiltUpArea],
        rateArea: c.builtUpArea,
        price: c.price,
      })),
    ];
  if (p.propertyType === 'residential')
    return [
      (p.villaDetails?.configurations ?? []).map((c) => ({
        name: c.bhkType,
        kind: 'villa' as const,
        areas: [c.area],
        rateArea: c.area,
        price: c.price,
      })),
    ];
  if (p.commercialType === 'shop/office')
    return [commercial(p.mixedUseDetails?.shopTypes, 'shop'), commercial(p.mixedUseDetails?.officeTypes, 'office')];
  return p.commercialType === 'office'
    ? [commercial(p.officeDetails?.types, 'office')]
    : [commercial(p.shopDetails?.types, 'shop')];
}
