import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { apiPaths } from '@/api/contract';
import { db, requestsTo } from '@mocks/db';
import { builderProjects } from '@mocks/handlers';
import { storeSessionOf } from '@mocks/session';
import { type Canvas, seeToast } from '@/testing/formSteps';
import { BuilderProjectWizard } from './BuilderProjectWizard';
import { atRoutes } from '@/testing/storyFrame';
import { continueButton, stepCount } from '@/testing/wizardSteps';

/** The mock db's flat project (Skyline Heights), opened for editing at its own route. */
const flat = () => db.projects.find((project) => project.residentialType === 'flat')!;

const meta = {
  title: 'Pages/Builder/Edit Project',
  component: BuilderProjectWizard,
  decorators: [atRoutes('/post-builder-property', '/edit-builder-property/:id')],
  parameters: { layout: 'fullscreen', router: { path: '*', initialEntry: '/edit-builder-property/project-0007' } },
  beforeEach: () => {
    const builder = storeSessionOf('Builder');
    // The signed-in builder owns the flat project unless a story says otherwise.
    flat().postedBy = builder._id;
  },
} satisfies Meta<typeof BuilderProjectWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

async function toReview(canvas: Canvas) {
  await canvas.findByText('Step 1 of 5');
  for (let step = 1; step < 5; step += 1) await userEvent.click(continueButton(canvas));
  await expect(stepCount(canvas)).toHaveTextContent('Step 5 of 5');
}

export const LoadsTheProject: Story = {
  play: async ({ canvas }) => {
    await expect(flat()._id).toBe('project-0007');
    await expect(await canvas.findByRole('textbox', { name: /Project Name/ })).toHaveValue('Skyline Heights');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [builderProjects.get.slow] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading property data' })).toBeVisible();
  },
};

export const LoadFailure: Story = {
  parameters: { msw: { handlers: [builderProjects.get.serverError] } },
  play: async ({ canvas }) => {
    await seeToast('Failed to load property data', 5000);
    await expect(await canvas.findByText('Arrived at /builder')).toBeVisible();
  },
};

export const NotTheOwner: Story = {
  beforeEach: () => {
    flat().postedBy = 'another-builder';
  },
  play: async ({ canvas }) => {
    await seeToast("You don't have permission to edit this property", 4000);
    await expect(await canvas.findByText('Arrived at /builder')).toBeVisible();
    await expect(requestsTo(apiPaths.builderProject('project-0007'), 'PUT')).toHaveLength(0);
  },
};

export const UpdatesTheProject: Story = {
  play: async ({ canvas }) => {
    const name = await canvas.findByRole('textbox', { name: /Project Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Skyline Heights Phase 2');
    await toReview(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Update Property' }));
    // A live item's edit waits beside it (docs/review.md#revisions).
    await seeToast('Your changes are waiting for review. Buyers see the live version until then.', 4000);
    await expect(await canvas.findByText('Arrived at /builder/properties')).toBeVisible();
    const [request] = requestsTo(apiPaths.builderProject('project-0007'), 'PUT');
    await expect(request?.parts?.projectName).toEqual(['Skyline Heights Phase 2']);
    await expect(request?.parts?.residentialType).toEqual(['flat']);
    await expect(JSON.parse(String(request?.parts?.flatDetails?.[0])).totalApartments).toBe(120);
  },
};

export const UpdateFailureKeepsTheForm: Story = {
  parameters: { msw: { handlers: [builderProjects.update.serverError] } },
  play: async ({ canvas }) => {
    await toReview(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Update Property' }));
    await seeToast('Failed to update property. Please try again.', 5000);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Update Property' })).toBeEnabled());
    await expect(stepCount(canvas)).toHaveTextContent('Step 5 of 5');
  },
};
