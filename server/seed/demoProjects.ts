import { emptyProjectFields, type BuilderProjectFields } from '@/api/contract';

// The demo builder's portfolio: every kind of project (villa, flat, shops, office, mixed use)
// and every construction status, in cities of the built-in list (src/lib/india.ts).

const amenities = { security: true, parking: true, powerBackup: true, liftElevator: false };
const place = (address: string, area: string, city: string, state: string, pincode: string, landmark = '') => ({
  address,
  area,
  city,
  state,
  pincode,
  landmark,
});

function project(fields: Partial<BuilderProjectFields>): BuilderProjectFields {
  return { ...emptyProjectFields(), ...fields };
}

export const demoProjects: BuilderProjectFields[] = [
  project({
    propertyType: 'residential',
    residentialType: 'villa',
    projectStatus: 'completed',
    projectName: 'Skyline Palm Villas',
    description:
      'Forty independent villas around a central park, each with a private garden and a rooftop terrace. Handed over in 2023.',
    location: place(
      'Survey No. 41, Baner-Pashan Link Road',
      'Baner',
      'Pune',
      'Maharashtra',
      '411045',
      'Near Balewadi Stadium',
    ),
    villaDetails: {
      totalVillas: 40,
      totalFloors: 2,
      configurations: [
        { bhkType: '3BHK', bathrooms: 3, area: 2400, price: 24_500_000 },
        { bhkType: '4BHK', bathrooms: 4, area: 3100, price: 31_000_000 },
      ],
      basicAmenities: { ...amenities, liftElevator: false },
      luxuryAmenities: { privateGarden: true, swimmingPool: true, clubHouse: true, homeTheater: false },
    },
  }),
  project({
    propertyType: 'residential',
    residentialType: 'flat',
    projectStatus: 'under construction',
    completionTimeline: '1 year',
    projectName: 'Skyline Heights',
    description: 'Two 32-storey towers with sea-facing apartments, a podium garden and a clubhouse on the 20th floor.',
    location: place('Plot C-12, Bandra Kurla Complex', 'Bandra East', 'Mumbai', 'Maharashtra', '400051'),
    flatDetails: {
      totalApartments: 256,
      totalFloors: 32,
      flatsPerFloor: 4,
      configurations: [
        { bhkType: '2BHK', bathrooms: 2, carpetArea: 780, builtUpArea: 920, superBuiltUpArea: 1100, price: 32_000_000 },
        {
          bhkType: '3BHK',
          bathrooms: 3,
          carpetArea: 1150,
          builtUpArea: 1340,
          superBuiltUpArea: 1600,
          price: 48_500_000,
        },
      ],
      basicAmenities: { ...amenities, liftElevator: true },
      luxuryAmenities: { garden: true, swimmingPool: true, clubHouse: true, homeTheater: true },
    },
  }),
  project({
    propertyType: 'commercial',
    commercialType: 'shops',
    projectStatus: 'complete soon',
    completionTimeline: '3 months',
    projectName: 'Skyline Market Square',
    description: 'A three-level high street of shops with wide frontages, two anchor stores and basement parking.',
    location: place('CG Road, opposite Municipal Market', 'Navrangpura', 'Ahmedabad', 'Gujarat', '380009'),
    shopDetails: {
      totalFloors: 3,
      types: [
        { type: 'Ground floor shop', area: 350, price: 8_500_000 },
        { type: 'Upper floor shop', area: 500, price: 6_200_000 },
      ],
    },
  }),
  project({
    propertyType: 'commercial',
    commercialType: 'office',
    projectStatus: 'not started',
    completionTimeline: '2 years',
    projectName: 'Skyline Tech Park',
    description:
      'A LEED Gold office campus of open floor plates for technology companies, with a food court and a creche.',
    location: place(
      'Outer Ring Road, Devarabeesanahalli',
      'Bellandur',
      'Bengaluru',
      'Karnataka',
      '560103',
      'Near Ecospace',
    ),
    officeDetails: {
      totalFloors: 12,
      types: [
        { type: 'Office suite', area: 1800, price: 21_000_000 },
        { type: 'Full floor', area: 24_000, price: 260_000_000 },
      ],
    },
  }),
  project({
    propertyType: 'commercial',
    commercialType: 'shop/office',
    projectStatus: 'under construction',
    completionTimeline: '6 months',
    projectName: 'Skyline Central',
    description: 'Retail on the lower two floors and offices above, at the metro interchange.',
    location: place(
      'Road No. 36, Jubilee Hills',
      'Jubilee Hills',
      'Hyderabad',
      'Telangana',
      '500033',
      'Metro Pillar 1620',
    ),
    mixedUseDetails: {
      totalFloors: 9,
      shopTypes: [{ type: 'High street retail', area: 650, price: 14_000_000 }],
      officeTypes: [{ type: 'Office unit', area: 1200, price: 16_500_000 }],
      commercialAmenities: { reception: true, parking: true, securitySystem: true, conferenceRoom: true },
    },
  }),
  project({
    propertyType: 'residential',
    residentialType: 'flat',
    projectStatus: 'completed',
    projectName: 'Skyline Residency',
    description: 'Ready-to-move apartments near the IT corridor, with a swimming pool and a children’s play area.',
    location: place('12, Rajiv Gandhi Salai', 'Sholinganallur', 'Chennai', 'Tamil Nadu', '600119'),
    flatDetails: {
      totalApartments: 180,
      totalFloors: 15,
      flatsPerFloor: 12,
      configurations: [
        { bhkType: '1BHK', bathrooms: 1, carpetArea: 480, builtUpArea: 560, superBuiltUpArea: 680, price: 4_800_000 },
        { bhkType: '2BHK', bathrooms: 2, carpetArea: 760, builtUpArea: 890, superBuiltUpArea: 1050, price: 7_900_000 },
      ],
      basicAmenities: { ...amenities, liftElevator: true },
      luxuryAmenities: { garden: true, swimmingPool: true, clubHouse: false, homeTheater: false },
    },
  }),
  project({
    propertyType: 'residential',
    residentialType: 'villa',
    projectStatus: 'not started',
    completionTimeline: '2 years',
    projectName: 'Skyline Greens',
    description: 'Twenty-four farmhouse villas on an acre each, an hour from the city, with an organic farm.',
    location: place('Chhatarpur Farms, Mandi Road', 'Chhatarpur', 'South Delhi', 'Delhi', '110074'),
    villaDetails: {
      totalVillas: 24,
      totalFloors: 2,
      configurations: [{ bhkType: '5BHK', bathrooms: 5, area: 5200, price: 95_000_000 }],
      basicAmenities: amenities,
      luxuryAmenities: { privateGarden: true, swimmingPool: true, clubHouse: true, homeTheater: true },
    },
  }),
];
