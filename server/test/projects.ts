import sharp from 'sharp';
import { emptyProjectFields, type BuilderProject, type BuilderProjectFields } from '@/api/contract';
import { toProjectFormData, type ProjectFiles } from '@/api/projectFormData';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Session } from '@/api/contract';
import { builderProjects } from '../db/schema';
import type { App } from '../services';
import type { TestDatabaseKind } from './databases';
import { bearer, startTestApp, type TestApp } from './testApp';

type Kind = 'villa' | 'flat' | 'shops' | 'office' | 'mixed';

/** A complete, valid project of each kind (every docs/wizard.md#wizard-rules-order rule met). */
export function projectFields(kind: Kind = 'villa', change: Partial<BuilderProjectFields> = {}): BuilderProjectFields {
  const f = emptyProjectFields();
  const base: BuilderProjectFields = {
    ...f,
    propertyType: kind === 'villa' || kind === 'flat' ? 'residential' : 'commercial',
    residentialType: kind === 'villa' ? 'villa' : kind === 'flat' ? 'flat' : '',
    commercialType: kind === 'shops' ? 'shops' : kind === 'office' ? 'office' : kind === 'mixed' ? 'shop/office' : '',
    projectStatus: 'under construction',
    completionTimeline: '1 year',
    projectName: `Test ${kind} project`,
    description: 'A project for the tests',
    location: {
      address: '12 MG Road',
      state: 'Karnataka',
      city: 'Bengaluru',
      area: 'Indiranagar',
      pincode: '560038',
      landmark: '',
    },
    villaDetails: {
      ...f.villaDetails,
      totalVillas: 20,
      totalFloors: 2,
      configurations: [
        { bhkType: '3BHK', bathrooms: 3, area: 2400, price: 24_000_000 },
        { bhkType: '4BHK', bathrooms: 4, area: 3200, price: 32_000_000 },
      ],
    },
    flatDetails: {
      ...f.flatDetails,
      totalApartments: 120,
      totalFloors: 15,
      flatsPerFloor: 8,
      configurations: [
        { bhkType: '2BHK', bathrooms: 2, carpetArea: 900, builtUpArea: 1050, superBuiltUpArea: 1250, price: 9_500_000 },
      ],
    },
    shopDetails: { totalFloors: 3, types: [{ type: 'Ground floor shop', area: 400, price: 6_000_000 }] },
    officeDetails: { totalFloors: 10, types: [{ type: 'Office suite', area: 1500, price: 18_000_000 }] },
    mixedUseDetails: {
      ...f.mixedUseDetails,
      totalFloors: 6,
      shopTypes: [{ type: 'Retail', area: 500, price: 7_500_000 }],
      officeTypes: [{ type: 'Office', area: 1200, price: 15_000_000 }],
    },
  };
  return { ...base, ...change };
}

/** A small real image of the format, made by sharp (nothing downloaded). */
export async function testImage(format: 'png' | 'jpeg' | 'webp' = 'png', colour = '#3366cc'): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 500, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}

export const fileOf = (bytes: Buffer, name = 'photo.png', type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

export async function projectFiles(change: Partial<ProjectFiles> = {}): Promise<ProjectFiles> {
  return {
    bannerPhoto: fileOf(await testImage('jpeg', '#aa3333'), 'banner.jpg', 'image/jpeg'),
    blueprintPhotos: [fileOf(await testImage('png', '#33aa33'), 'plan.png')],
    additionalPhotos: [],
    ...change,
  };
}

/** Create or edit through the real endpoint with the client's own multipart builder (docs/api.md#project-multipart). */
export async function sendProject(
  app: App,
  token: string | null,
  fields: BuilderProjectFields,
  files: ProjectFiles,
  edit?: string,
) {
  return app.inject({
    method: edit ? 'PUT' : 'POST',
    url: edit ? `/api/builder-properties/${edit}` : '/api/builder-properties',
    payload: toProjectFormData(fields, files),
    ...(token ? { headers: bearer(token) } : {}),
  });
}

export async function createProject(
  app: App,
  token: string,
  kind: Kind = 'villa',
  change?: Partial<BuilderProjectFields>,
) {
  const response = await sendProject(app, token, projectFields(kind, change), await projectFiles());
  if (response.statusCode !== 201) throw new Error(`createProject failed: ${response.body}`);
  return response.json<BuilderProject>();
}

/**
 * The set-up the project suites share: a server on the given database, two builders and a buyer,
 * a reader of one project and a shortcut to approve one (as staff would).
 */
export function useProjectTestbed(kind: TestDatabaseKind) {
  const bed = {} as { t: TestApp; builder: Session; otherBuilder: Session; buyer: Session };
  beforeAll(async () => {
    bed.t = await startTestApp(kind);
    bed.builder = await bed.t.signUp('Builder');
    bed.otherBuilder = await bed.t.signUp('Builder');
    bed.buyer = await bed.t.signUp('Buyer');
  });
  afterAll(() => bed.t.close());
  return Object.assign(bed, {
    get: (id: string, token?: string) =>
      bed.t.app.inject({
        method: 'GET',
        url: `/api/builder-properties/${id}`,
        ...(token ? { headers: bearer(token) } : {}),
      }),
    approve: (id: string) =>
      bed.t.app.services.db.update(builderProjects).set({ reviewState: 'approved' }).where(eq(builderProjects.id, id)),
  });
}
