import type { BasicAmenities, CommercialAmenities, FlatLuxuryAmenities, VillaLuxuryAmenities } from '@/api/contract';
import { kindOf, type ProjectDetails } from './projectKind';

/** docs/wizard.md#amenity-labels: the amenity flags and their labels, in the rule's order. */
export const basicAmenityLabels: Record<keyof BasicAmenities, string> = {
  security: '24/7 Security',
  parking: 'Parking',
  powerBackup: 'Power Backup',
  liftElevator: 'Lift & Elevator',
};
export const villaLuxuryAmenityLabels: Record<keyof VillaLuxuryAmenities, string> = {
  privateGarden: 'Private Garden',
  swimmingPool: 'Swimming Pool',
  clubHouse: 'Club House',
  homeTheater: 'Home Theater',
};
export const flatLuxuryAmenityLabels: Record<keyof FlatLuxuryAmenities, string> = {
  garden: 'Garden',
  swimmingPool: 'Swimming Pool',
  clubHouse: 'Club House',
  homeTheater: 'Home Theater',
};
export const commercialAmenityLabels: Record<keyof CommercialAmenities, string> = {
  reception: 'Reception',
  parking: 'Parking',
  securitySystem: 'Security System',
  conferenceRoom: 'Conference Room',
};

/** The labels of the flags that are on, in label order. */
const chosenAmenities = <Flags extends Record<string, boolean>>(
  flags: Flags,
  labels: Record<keyof Flags, string>,
): string[] => (Object.keys(labels) as Array<keyof Flags>).filter((key) => flags[key]).map((key) => labels[key]);

/** The amenities that are on, as labels; null for shops and offices, which carry no amenity flags. */
export function amenitiesOf(project: ProjectDetails): string[] | null {
  const { villaDetails, flatDetails, mixedUseDetails } = project;
  switch (kindOf(project)) {
    case 'villa':
      return villaDetails
        ? [
            ...chosenAmenities(villaDetails.basicAmenities, basicAmenityLabels),
            ...chosenAmenities(villaDetails.luxuryAmenities, villaLuxuryAmenityLabels),
          ]
        : [];
    case 'flat':
      return flatDetails
        ? [
            ...chosenAmenities(flatDetails.basicAmenities, basicAmenityLabels),
            ...chosenAmenities(flatDetails.luxuryAmenities, flatLuxuryAmenityLabels),
          ]
        : [];
    case 'mixed':
      return mixedUseDetails ? chosenAmenities(mixedUseDetails.commercialAmenities, commercialAmenityLabels) : [];
    default:
      return null;
  }
}
