import type {
  Amenity,
  BasicAmenities,
  CommercialAmenities,
  FlatLuxuryAmenities,
  VillaLuxuryAmenities,
} from '@/api/contract';

/** The amenities only a builder's project carries (a listing's form does not offer them). */
type ProjectOnlyAmenity = 'private garden' | 'home theater' | 'reception' | 'security system' | 'conference room';

/** Every amenity Nivaas knows: a listing's stored names, and the ones a project's flags stand for. */
export type AmenityName = Amenity | ProjectOnlyAmenity;

/**
 * docs/formatting.md#amenity-spelling: one label per amenity, wherever it is shown (a listing, a
 * project, compare, the forms' chips), in the words of docs/wizard.md#amenity-labels: `security` is
 * '24/7 Security', the lift 'Lift & Elevator' (its basicAmenities). The stored names and flags do
 * not change, only their text.
 */
export const amenityLabels: Record<AmenityName, string> = {
  lift: 'Lift & Elevator',
  parking: 'Parking',
  'power backup': 'Power Backup',
  security: '24/7 Security',
  gym: 'Gym',
  'swimming pool': 'Swimming Pool',
  'club house': 'Club House',
  garden: 'Garden',
  'private garden': 'Private Garden',
  'home theater': 'Home Theater',
  'gas pipeline': 'Gas Pipeline',
  'water supply 24x7': '24/7 Water Supply',
  'children play area': "Children's Play Area",
  'rainwater harvesting': 'Rainwater Harvesting',
  intercom: 'Intercom',
  'visitor parking': 'Visitor Parking',
  reception: 'Reception',
  // A commercial building's security system (cameras, access control) is not a guard round the
  // clock: its own flag in docs/wizard.md#amenity-labels, so its own name, never read as
  // '24/7 Security'.
  'security system': 'Security System',
  'conference room': 'Conference Room',
};

export const amenityLabel = (amenity: AmenityName) => amenityLabels[amenity];

/**
 * docs/wizard.md#amenity-labels: the amenity each project flag stands for, in the rule's order.
 * A project's `liftElevator` is a listing's `lift`, so both read 'Lift & Elevator'.
 */
export const basicAmenityNames: Record<keyof BasicAmenities, AmenityName> = {
  security: 'security',
  parking: 'parking',
  powerBackup: 'power backup',
  liftElevator: 'lift',
};
export const villaLuxuryAmenityNames: Record<keyof VillaLuxuryAmenities, AmenityName> = {
  privateGarden: 'private garden',
  swimmingPool: 'swimming pool',
  clubHouse: 'club house',
  homeTheater: 'home theater',
};
export const flatLuxuryAmenityNames: Record<keyof FlatLuxuryAmenities, AmenityName> = {
  garden: 'garden',
  swimmingPool: 'swimming pool',
  clubHouse: 'club house',
  homeTheater: 'home theater',
};
export const commercialAmenityNames: Record<keyof CommercialAmenities, AmenityName> = {
  reception: 'reception',
  parking: 'parking',
  securitySystem: 'security system',
  conferenceRoom: 'conference room',
};

/** The labels of a group of flags (for the wizard's chips), in the group's order. */
export const flagLabels = <Flag extends string>(names: Record<Flag, AmenityName>): Record<Flag, string> =>
  Object.fromEntries(Object.entries<AmenityName>(names).map(([flag, name]) => [flag, amenityLabels[name]])) as Record<
    Flag,
    string
  >;
