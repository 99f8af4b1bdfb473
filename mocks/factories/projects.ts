import { emptyProjectFields, type BuilderProject } from '@/api/contract';
import { newId } from './ids';

export type ProjectKind = 'villa' | 'flat' | 'shops' | 'office' | 'mixed';

/** A saved project of one kind, with its own detail section filled and media from public/mock-media. */
export function aProject(kind: ProjectKind = 'villa', overrides: Partial<BuilderProject> = {}): BuilderProject {
  const empty = emptyProjectFields();
  const unit = (type: string, area: number, price: number) => ({ type, area, price });
  const byKind: Record<ProjectKind, Partial<BuilderProject>> = {
    villa: {
      propertyType: 'residential',
      residentialType: 'villa',
      projectName: 'Skyline Palm Villas',
      expectedPrice: 12_500_000,
      totalArea: 2400,
      villaDetails: {
        ...empty.villaDetails,
        totalVillas: 24,
        totalFloors: 2,
        configurations: [
          { bhkType: '3BHK', bathrooms: 3, area: 2400, price: 12_500_000 },
          { bhkType: '4BHK', bathrooms: 4, area: 3200, price: 18_000_000 },
        ],
        basicAmenities: { security: true, parking: true, powerBackup: true, liftElevator: false },
        luxuryAmenities: { privateGarden: true, swimmingPool: true, clubHouse: false, homeTheater: false },
      },
    },
    flat: {
      propertyType: 'residential',
      residentialType: 'flat',
      projectName: 'Skyline Heights',
      expectedPrice: 7_800_000,
      totalArea: 1250,
      flatDetails: {
        ...empty.flatDetails,
        totalApartments: 120,
        totalFloors: 15,
        flatsPerFloor: 8,
        configurations: [
          {
            bhkType: '2BHK',
            bathrooms: 2,
            carpetArea: 950,
            builtUpArea: 1100,
            superBuiltUpArea: 1250,
            price: 7_800_000,
          },
        ],
        basicAmenities: { security: true, parking: true, powerBackup: true, liftElevator: true },
        luxuryAmenities: { garden: true, swimmingPool: true, clubHouse: true, homeTheater: false },
      },
    },
    shops: {
      propertyType: 'commercial',
      commercialType: 'shops',
      projectName: 'Skyline Market Square',
      expectedPrice: 4_500_000,
      totalArea: 300,
      shopDetails: { totalFloors: 3, types: [unit('Retail shop', 300, 4_500_000)] },
    },
    office: {
      propertyType: 'commercial',
      commercialType: 'office',
      projectName: 'Skyline Business Park',
      expectedPrice: 95_000,
      totalArea: 1500,
      officeDetails: { totalFloors: 10, types: [unit('Office suite', 1500, 95_000)] },
    },
    mixed: {
      propertyType: 'commercial',
      commercialType: 'shop/office',
      projectName: 'Skyline Central',
      expectedPrice: 3_500_000,
      totalArea: 1400,
      mixedUseDetails: {
        totalFloors: 8,
        shopTypes: [unit('Ground-floor shop', 400, 3_500_000)],
        officeTypes: [unit('Office floor', 1000, 9_000_000)],
        commercialAmenities: { reception: true, parking: true, securitySystem: true, conferenceRoom: false },
      },
    },
  };
  return {
    _id: newId('project-'),
    postedBy: 'builder-owner',
    createdAt: '2026-10-05T10:00:00.000Z',
    projectStatus: 'under construction',
    completionTimeline: '1 year',
    description: 'Thoughtfully planned homes with open green spaces, close to schools and the metro.',
    location: {
      address: '12 Old Airport Road',
      state: 'Karnataka',
      city: 'Bengaluru',
      area: 'Indiranagar',
      pincode: '560038',
      landmark: 'Near the metro station',
    },
    place: null,
    media: {
      bannerPhoto: `/mock-media/${kind}.jpg`,
      blueprintPhotos: ['/mock-media/blueprint.jpg'],
      additionalPhotos: [],
    },
    reviewState: 'approved',
    ...byKind[kind],
    ...overrides,
  } as BuilderProject;
}
