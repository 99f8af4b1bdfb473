import { describe, expect, it } from 'vitest';
import {
  builderProjectListSchema,
  builderProjectSchema,
  favouritesResponseSchema,
  propertySearchResultSchema,
} from '@/api/contract';
import { testDatabaseKinds } from '../test/databases';
import { createProject, projectFields, projectFiles, sendProject, useProjectTestbed } from '../test/projects';

/** docs/wizard.md#rera-number, docs/wizard.md#rera-format, docs/portfolio.md#rera-on-pages on the real server. */
describe.each(testDatabaseKinds())('the RERA number of a project on $name', (kind) => {
  const bed = useProjectTestbed(kind);
  const pincodeIn: Record<string, string> = { Maharashtra: '411045', 'Uttar Pradesh': '201301', Karnataka: '560038' };
  const inState = (state: string, reraNumber: string) =>
    projectFields('flat', {
      reraNumber,
      location: { ...projectFields().location, state, city: 'Pune', pincode: pincodeIn[state] ?? '' },
    });

  it('is stored trimmed, answered on create, on the page, on the portfolio, in the search and favourites once approved', async () => {
    const created = await sendProject(
      bed.t.app,
      bed.builder.token,
      inState('Maharashtra', '  P51800012345 '),
      await projectFiles(),
    );
    expect(created.statusCode).toBe(201);
    const project = builderProjectSchema.parse(created.json());
    expect(project.reraNumber).toBe('P51800012345');
    await bed.approve(project._id);

    const page = builderProjectSchema.parse((await bed.get(project._id)).json());
    expect(page.reraNumber).toBe('P51800012345');
    const portfolio = await bed.t.app.inject({ method: 'GET', url: `/api/builders/${bed.builder._id}/properties` });
    const listed = builderProjectListSchema.parse(portfolio.json()).find((p) => p._id === project._id);
    expect(listed?.reraNumber).toBe('P51800012345');
    const search = await bed.t.app.inject({ method: 'GET', url: '/api/properties?kind=builder-project' });
    const card = propertySearchResultSchema.parse(search.json()).items.find((c) => c._id === project._id);
    expect(card).toMatchObject({ reraNumber: 'P51800012345', state: 'Maharashtra' });
    const saved = await bed.t.app.inject({
      method: 'POST',
      url: '/api/users/me/favorites',
      payload: { propertyId: project._id },
      headers: { authorization: `Bearer ${bed.buyer.token}` },
    });
    const favourite = favouritesResponseSchema.parse(saved.json()).favorites.find((f) => f._id === project._id);
    expect(favourite).toMatchObject({ reraNumber: 'P51800012345', state: 'Maharashtra' });
  });

  it('may be left out: the project posts and no number is answered', async () => {
    const project = await createProject(bed.t.app, bed.builder.token, 'villa');
    expect(project).not.toHaveProperty('reraNumber');
    await bed.approve(project._id);
    expect((await bed.get(project._id)).json()).not.toHaveProperty('reraNumber');
  });

  it.each([
    ['Maharashtra', 'P5180001234', 'Please enter the RERA number as MahaRERA writes it, e.g. P51800012345'],
    ['Uttar Pradesh', 'UPRERA-12345', 'Please enter the RERA number as UP RERA writes it, e.g. UPRERAPRJ12345'],
    ['Karnataka', 'PRM/KA;<b>', 'Please enter a valid RERA number: 5 to 60 letters, digits, / or -'],
  ])('malformed for %s (%s): 400 with its message, nothing saved', async (state, number, message) => {
    const before = await bed.t.app.inject({
      method: 'GET',
      url: '/api/builder/me/properties',
      headers: { authorization: `Bearer ${bed.builder.token}` },
    });
    const response = await sendProject(bed.t.app, bed.builder.token, inState(state, number), await projectFiles());
    expect([response.statusCode, response.json()]).toEqual([400, { message }]);
    const after = await bed.t.app.inject({
      method: 'GET',
      url: '/api/builder/me/properties',
      headers: { authorization: `Bearer ${bed.builder.token}` },
    });
    expect(after.json()).toHaveLength(before.json<unknown[]>().length);
  });

  it("comes after the location step's own messages: a bad pincode is told first", async () => {
    const fields = inState('Maharashtra', 'P1');
    const response = await sendProject(
      bed.t.app,
      bed.builder.token,
      { ...fields, location: { ...fields.location, pincode: '12' } },
      await projectFiles(),
    );
    expect(response.json()).toEqual({ message: 'Please enter a valid 6-digit pincode' });
  });

  it('is cleared by an edit that leaves it blank', async () => {
    const project = await createProject(
      bed.t.app,
      bed.builder.token,
      'flat',
      inState('Uttar Pradesh', 'UPRERAPRJ4411'),
    );
    expect(project.reraNumber).toBe('UPRERAPRJ4411');
    const edited = await sendProject(
      bed.t.app,
      bed.builder.token,
      inState('Uttar Pradesh', ''),
      { bannerPhoto: null, blueprintPhotos: [], additionalPhotos: [], keptMedia: project.media },
      project._id,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).not.toHaveProperty('reraNumber');
  });
});
