import type {
  BasicAmenities,
  BuilderProjectFields,
  CommercialUnit,
  FlatConfiguration,
  VillaConfiguration,
} from './builderProject';

// docs/wizard.md#entry-lists: each list starts with one entry, and new entries start empty.
export const emptyVillaConfiguration = (): VillaConfiguration => ({
  bhkType: '',
  bathrooms: null,
  area: null,
  price: null,
});
export const emptyFlatConfiguration = (): FlatConfiguration => ({
  bhkType: '',
  bathrooms: null,
  carpetArea: null,
  builtUpArea: null,
  superBuiltUpArea: null,
  price: null,
});
export const emptyCommercialUnit = (): CommercialUnit => ({ type: '', area: null, price: null });

const noBasicAmenities = (): BasicAmenities => ({
  security: false,
  parking: false,
  powerBackup: false,
  liftElevator: false,
});

/** A new project as the wizard starts it. */
export function emptyProjectFields(): BuilderProjectFields {
  return {
    propertyType: '',
    residentialType: '',
    commercialType: '',
    projectStatus: '',
    completionTimeline: '',
    projectName: '',
    description: '',
    location: { address: '', state: '', city: '', area: '', pincode: '', landmark: '' },
    place: null,
    reraNumber: '',
    villaDetails: {
      totalVillas: null,
      totalFloors: null,
      configurations: [emptyVillaConfiguration()],
      basicAmenities: noBasicAmenities(),
      luxuryAmenities: { privateGarden: false, swimmingPool: false, clubHouse: false, homeTheater: false },
    },
    flatDetails: {
      totalApartments: null,
      totalFloors: null,
      flatsPerFloor: null,
      configurations: [emptyFlatConfiguration()],
      basicAmenities: noBasicAmenities(),
      luxuryAmenities: { garden: false, swimmingPool: false, clubHouse: false, homeTheater: false },
    },
    shopDetails: { totalFloors: null, types: [emptyCommercialUnit()] },
    officeDetails: { totalFloors: null, types: [emptyCommercialUnit()] },
    mixedUseDetails: {
      totalFloors: null,
      shopTypes: [emptyCommercialUnit()],
      officeTypes: [emptyCommercialUnit()],
      commercialAmenities: { reception: false, parking: false, securitySystem: false, conferenceRoom: false },
    },
  };
}
