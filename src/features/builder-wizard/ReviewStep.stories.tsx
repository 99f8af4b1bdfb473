import type { Meta, StoryObj } from '@storybook/react-vite';
import { stagedNames } from '@mocks/handlers/photoUploads';
import { storeSessionOf } from '@mocks/session';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { aProject } from '@mocks/factories';
import { ProjectWizard } from './ProjectWizard';
import { formFromProject } from './projectRecord';
import { emptyMedia } from './wizardMedia';
import { formAt } from '@/testing/wizardFixtures';
import { imagesLoaded } from '@/testing/wizardSteps';

const meta = {
  title: 'Patterns/Project Wizard/Step 5 Review',
  component: ProjectWizard,
  args: { mode: 'create', draftKey: 'story-draft', initial: formAt('villa', 5), onSubmit: fn() },
  // The photos upload (docs/api.md#photo-uploads) as the signed-in builder before the save.
  beforeEach: () => void storeSessionOf('Builder'),
} satisfies Meta<typeof ProjectWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

const never = () => new Promise<void>(() => {});

export const ReadyToCreate: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Step 5 of 5')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Review' })).toBeVisible();
    await expect(canvas.getByText(/^Please review all the information before submitting/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create Property' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await imagesLoaded(canvasElement);
  },
};

export const SubmitHandsOverFieldsAndFiles: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Property' }));
    // The photos go up first, each on its own; the save names them by their keys.
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const [fields, files] = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0] ?? [];
    await expect(fields).toEqual(args.initial.fields);
    await expect(stagedNames([files.uploadedMedia.bannerPhoto])).toEqual(['banner.png']);
    await expect(stagedNames(files.uploadedMedia.blueprintPhotos)).toEqual(['plan-ground.png', 'plan-first.png']);
    await expect(stagedNames(files.uploadedMedia.additionalPhotos)).toEqual(['clubhouse.png']);
    // A new project keeps no saved images.
    await expect(files).not.toHaveProperty('keptMedia');
  },
};

export const Creating: Story = {
  args: { onSubmit: fn(never) },
  play: async ({ canvas, args, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Property' }));
    const saving = await canvas.findByRole('button', { name: 'Creating...' });
    // The photos are up (the save is what never answers): the page no longer moves.
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(saving).toHaveAttribute('aria-disabled', 'true');
    // docs/wizard.md#wizard-buttons: Previous is disabled while saving.
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await imagesLoaded(canvasElement);
  },
};

export const Updating: Story = {
  args: { mode: 'edit', initial: { ...formFromProject(aProject('flat')), step: 5 }, onSubmit: fn(never) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit Property' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Update Property' }));
    await expect(await canvas.findByRole('button', { name: 'Updating...' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await imagesLoaded(canvasElement);
  },
};

/** A failed submit leaves the person on the form with everything kept (docs/wizard.md#wizard-submit). */
export const FailedSubmitStaysOnTheForm: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('Internal server error'))) },
  play: async ({ canvas, args, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Property' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Create Property' })).toBeEnabled());
    await expect(canvas.getByText('Step 5 of 5')).toBeVisible();
    await expect(canvas.getByText('Skyline Palm Villas')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Blueprint Photos (2)' })).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/** A form that reaches the review without its photos (a draft after a reload) goes back to step 4. */
export const IncompleteStepSendsBack: Story = {
  args: { initial: { ...formAt('villa', 5), media: emptyMedia() } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Property' }));
    await expect(await canvas.findByText('Step 4 of 5')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please upload a banner photo');
    await expect(canvas.getByRole('alert')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
