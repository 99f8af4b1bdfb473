import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiPaths } from '@/api/contract';
import { requestsTo } from '@mocks/db';
import { stagedNames } from '@mocks/handlers/photoUploads';
import { builderProjects } from '@mocks/handlers';
import { storeSessionOf } from '@mocks/session';
import { type Canvas, fillIn, seeRateQuestion, seeToast } from '@/testing/formSteps';
import { BuilderProjectWizard } from './BuilderProjectWizard';
import { draftKey, projectDraft } from './draft';
import { newProjectForm } from './projectForm';
import { atRoutes } from '@/testing/storyFrame';
import { fillWizard } from '@/testing/wizardSteps';

const meta = {
  title: 'Pages/Builder/Create Project',
  component: BuilderProjectWizard,
  decorators: [atRoutes('/post-builder-property', '/edit-builder-property/:id')],
  parameters: { layout: 'fullscreen', router: { initialEntry: '/post-builder-property' } },
  beforeEach: () => void storeSessionOf('Builder'),
} satisfies Meta<typeof BuilderProjectWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The multipart body of the one create request (docs/api.md#project-multipart), part by part. */
function sentParts() {
  const [request, ...more] = requestsTo(apiPaths.builderProjects, 'POST');
  if (!request?.parts || more.length > 0) throw new Error('Expected exactly one multipart create request');
  return { request, parts: request.parts, json: (name: string) => JSON.parse(String(request.parts?.[name]?.[0])) };
}

const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Create Property' }));

export const CreatesAVilla: Story = {
  play: async ({ canvas }) => {
    const builder = storeSessionOf('Builder');
    await fillWizard(canvas, 'villa');
    await submit(canvas);
    await seeToast('Property posted successfully', 4000);
    // docs/wizard.md#wizard-submit: after a successful submit the builder returns to the project list.
    await expect(await canvas.findByText('Arrived at /builder/properties')).toBeVisible();

    const { request, parts, json } = sentParts();
    await expect(request.authorization).toBe(`Bearer ${builder.token}`);
    await expect(parts.propertyType).toEqual(['residential']);
    await expect(parts.residentialType).toEqual(['villa']);
    await expect(parts.commercialType).toBeUndefined();
    await expect(parts.projectStatus).toEqual(['under construction']);
    await expect(parts.completionTimeline).toEqual(['1 year']);
    await expect(parts.projectName).toEqual(['Lakeview Residency']);
    await expect(parts.description).toEqual(['Homes around a lake, ten minutes from the metro.']);
    await expect(json('location')).toEqual({
      address: '42 Outer Ring Road',
      state: 'Karnataka',
      city: 'Bengaluru',
      area: 'Bellandur',
      pincode: '560103',
      landmark: 'Opposite the lake park',
    });
    await expect(json('villaDetails')).toEqual({
      totalVillas: 24,
      totalFloors: 2,
      configurations: [{ bhkType: '4BHK', bathrooms: 4, area: 3200, price: 18_000_000 }],
      basicAmenities: { security: false, parking: false, powerBackup: false, liftElevator: false },
      luxuryAmenities: { privateGarden: false, swimmingPool: false, clubHouse: false, homeTheater: false },
    });
    // Only the chosen kind's section travels.
    for (const other of ['flatDetails', 'shopDetails', 'officeDetails', 'mixedUseDetails', 'existingMedia']) {
      await expect(parts[other]).toBeUndefined();
    }
    // docs/api.md#photo-uploads: the photos went up one by one as they were chosen; the save names them.
    for (const field of ['bannerPhoto', 'blueprintPhotos', 'additionalPhotos'])
      await expect(parts[field]).toBeUndefined();
    const media = json('uploadedMedia') as {
      bannerPhoto: string;
      blueprintPhotos: string[];
      additionalPhotos: string[];
    };
    await expect(stagedNames([media.bannerPhoto])).toEqual(['front.png']);
    await expect(stagedNames(media.blueprintPhotos)).toEqual(['plan.png']);
    await expect(media.additionalPhotos).toEqual([]);
    // docs/wizard.md#rera-number: left blank, the project posts without one.
    await expect(parts.reraNumber).toBeUndefined();
    // The draft has done its work.
    await expect(localStorage.getItem(draftKey(builder._id))).toBeNull();
  },
};

/** A completed project sends no completion timeline; a commercial one its own type (docs/api.md#project-multipart). */
export const CreatesACompletedMixedUseProject: Story = {
  play: async ({ canvas }) => {
    await fillWizardWithStatus(canvas);
    await submit(canvas);
    await seeToast('Property posted successfully', 4000);
    const { parts, json } = sentParts();
    await expect(parts.propertyType).toEqual(['commercial']);
    await expect(parts.commercialType).toEqual(['shop/office']);
    await expect(parts.residentialType).toBeUndefined();
    await expect(parts.projectStatus).toEqual(['completed']);
    await expect(parts.completionTimeline).toBeUndefined();
    await expect(json('mixedUseDetails')).toEqual({
      totalFloors: 4,
      shopTypes: [{ type: 'Shop on the main road', area: 450, price: 5_500_000 }],
      officeTypes: [{ type: 'Office on the main road', area: 450, price: 5_500_000 }],
      commercialAmenities: { reception: false, parking: false, securitySystem: false, conferenceRoom: false },
    });
    await expect(parts.villaDetails).toBeUndefined();
  },
};

async function fillWizardWithStatus(canvas: Canvas) {
  await fillWizard(canvas, 'mixed');
  // Back to step 1 to mark the project completed, then forward again: nothing else is lost.
  for (let step = 5; step > 1; step--) await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
  await userEvent.click(canvas.getByRole('button', { name: /Project Status$/ }));
  await userEvent.click(await within(document.body).findByRole('option', { name: 'Completed' }));
  for (let step = 1; step < 5; step++) await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
  await expect(canvas.queryByText('Expected Completion')).not.toBeInTheDocument();
}

/** docs/wizard.md#rera-number: the number typed with the location shows on the review and travels trimmed. */
export const CreatesAProjectWithItsReraNumber: Story = {
  play: async ({ canvas }) => {
    await fillWizard(canvas, 'flat');
    for (let step = 5; step > 2; step--) await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await fillIn(canvas, /^RERA registration number/, ' PRM/KA/RERA/1251/446/PR/171015/000422 ');
    for (let step = 2; step < 5; step++) await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const location = within(canvas.getByRole('region', { name: 'Location' }));
    await expect(location.getByText('PRM/KA/RERA/1251/446/PR/171015/000422')).toBeVisible();
    await submit(canvas);
    await seeToast('Property posted successfully', 4000);
    await expect(sentParts().parts.reraNumber).toEqual(['PRM/KA/RERA/1251/446/PR/171015/000422']);
  },
};

/** docs/wizard.md#wizard-rate-question: an office unit of 450 sq.ft at ₹95,000 (₹211 a sq.ft in Bengaluru), as typed on step 3. */
async function fillWizardWithUnusualPrice(canvas: Canvas) {
  await fillWizard(canvas, 'office');
  for (let step = 5; step > 3; step--) await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
  await fillIn(within(canvas.getByRole('group', { name: 'Office Type 1' })), 'Price (₹)', '95000');
  for (let step = 3; step < 5; step++) await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
  await submit(canvas);
}
/** The first unit priced far from its city's usual rate is asked about before anything is sent. */
export const UnusualPriceAsked: Story = {
  play: async ({ canvas }) => {
    await fillWizardWithUnusualPrice(canvas);
    const question = await seeRateQuestion('₹95,000');
    await expect(question).toHaveTextContent(
      'Office on the main road: ₹95,000 for 450 sq.ft is ₹211 a sq.ft, while offices in Bengaluru usually ask ₹1,700 to ₹90,000 a sq.ft. Check for a missing or extra zero.',
    );
    await expect(requestsTo(apiPaths.builderProjects, 'POST')).toHaveLength(0);
  },
};

export const UnusualPriceAskedOnAPhone: Story = { ...UnusualPriceAsked, globals: { viewport: { value: 'phone' } } };

/** 'Change the price' opens step 3 with the price as typed; 'Yes, send it' sends it as it is. */
export const UnusualPriceConfirmed: Story = {
  play: async ({ canvas }) => {
    await fillWizardWithUnusualPrice(canvas);
    await userEvent.click(within(await seeRateQuestion('₹95,000')).getByRole('button', { name: 'Change the price' }));
    await expect(await canvas.findByText('Step 3 of 5')).toBeVisible();
    const unit = within(canvas.getByRole('group', { name: 'Office Type 1' }));
    await expect(unit.getByRole('textbox', { name: 'Price (₹)' })).toHaveValue('95,000');
    await expect(requestsTo(apiPaths.builderProjects, 'POST')).toHaveLength(0);
    for (let step = 3; step < 5; step++) await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await submit(canvas);
    await userEvent.click(within(await seeRateQuestion('₹95,000')).getByRole('button', { name: 'Yes, send it' }));
    await seeToast('Property posted successfully', 4000);
    await expect(sentParts().json('officeDetails').types).toEqual([
      { type: 'Office on the main road', area: 450, price: 95_000 },
    ]);
    await expect(await canvas.findByText('Arrived at /builder/properties')).toBeVisible();
  },
};

const failedCreate = (handler: (typeof builderProjects.create)['serverError']): Story => ({
  parameters: { msw: { handlers: [handler] } },
  play: async ({ canvas }) => {
    const builder = storeSessionOf('Builder');
    await fillWizard(canvas, 'shops');
    await submit(canvas);
    // docs/wizard.md#wizard-submit: a 5 s toast, and the builder stays on the form with everything kept.
    await seeToast('Failed to post property. Please try again.', 5000);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Create Property' })).toBeEnabled());
    await expect(canvas.getByText('Step 5 of 5')).toBeVisible();
    await expect(canvas.getByText('Lakeview Residency')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Blueprint Photos (1)' })).toBeVisible();
    await expect(JSON.parse(localStorage.getItem(draftKey(builder._id)) ?? '{}').fields.projectName).toBe(
      'Lakeview Residency',
    );
  },
});

export const ServerError: Story = failedCreate(builderProjects.create.serverError);
export const NoConnection: Story = failedCreate(builderProjects.create.networkError);

/** What was typed survives a reload: the draft comes back with a notice, and Start over clears it. */
export const DraftRestoredAfterReload: Story = {
  beforeEach: () => {
    const builder = storeSessionOf('Builder');
    const form = newProjectForm();
    form.fields.projectName = 'Lakeview Residency';
    form.fields.description = 'Homes around a lake.';
    projectDraft.save(draftKey(builder._id), { ...form, dirty: true });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Draft restored')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Project Name/ })).toHaveValue('Lakeview Residency');
    await userEvent.click(canvas.getByRole('button', { name: 'Start over' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Project Name/ })).toHaveValue(''));
    await expect(canvas.queryByText('Draft restored')).toBeNull();
  },
};
