import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { aProject } from '@mocks/factories';
import { storeSessionOf } from '@mocks/session';
import { choosePhotos, fileInputOf, pngFile } from '@/testing/formSteps';
import { ProjectWizard } from './ProjectWizard';
import { formFromProject } from './projectRecord';
import { formAt } from '@/testing/wizardFixtures';
import {
  continueButton,
  expectStoppedWith,
  fillUntil,
  imagesLoaded,
  mediaFills,
  stopsWith,
} from '@/testing/wizardSteps';

const meta = {
  title: 'Patterns/Project Wizard/Step 4 Media',
  component: ProjectWizard,
  args: { mode: 'create', draftKey: 'story-draft', initial: formAt('villa', 4), onSubmit: fn() },
  // Photos upload as they are chosen (docs/media.md#in-the-browser), as the signed-in builder.
  beforeEach: () => void storeSessionOf('Builder'),
} satisfies Meta<typeof ProjectWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Edit mode at the media step: the saved banner and blueprint of the record. */
const savedVilla = { ...formFromProject(aProject('villa')), step: 4 };

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 4 of 5')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Media Files' })).toBeVisible();
    const banner = fileInputOf(canvas, 'Banner Photo');
    await expect(banner).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await expect(banner).not.toHaveAttribute('multiple');
    await expect(banner).toHaveAttribute('aria-required', 'true');
    await expect(fileInputOf(canvas, 'Blueprint Photos')).toHaveAttribute('multiple');
    await expect(fileInputOf(canvas, 'Additional Photos')).toHaveAttribute('aria-required', 'false');
    const tips = within(canvas.getByRole('region', { name: 'Tips for great photos' }));
    await expect(tips.getByText('JPEG, PNG or WebP images only.')).toBeVisible();
  },
};

export const PreviewsWithRemove: Story = {
  play: async ({ canvas, canvasElement }) => {
    await choosePhotos(canvas, 'Banner Photo', [pngFile('front.png')]);
    await choosePhotos(canvas, 'Blueprint Photos', [pngFile('ground.png', 'blue'), pngFile('first.png', 'blue')]);
    await choosePhotos(canvas, 'Additional Photos', [pngFile('pool.png')]);
    await expect(canvas.getByRole('list', { name: 'Blueprint Photos: 2 images' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove first.png' }));
    await expect(canvas.getByRole('list', { name: 'Blueprint Photos: 1 image' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'front.png' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'pool.png' })).toBeVisible();
    // Each photo uploads as it is chosen; the step's bar counts the three still chosen.
    const bar = canvas.getByRole('progressbar', { name: 'Photos of this form' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', 'All 3 photos uploaded'));
    await imagesLoaded(canvasElement);
  },
};

/** Only images are taken, whatever the browser's file dialog let through. */
export const OtherFilesRefused: Story = {
  play: async ({ canvas }) => {
    const brochure = new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' });
    await userEvent.upload(fileInputOf(canvas, 'Blueprint Photos'), brochure, { applyAccept: false });
    // Checked by its bytes: refused beside itself, and not counted as a blueprint.
    await expect(await canvas.findByText('This file must be a JPEG, PNG or WebP image')).toBeVisible();
    await expect(canvas.getByText('brochure.pdf')).toBeVisible();
    await expectStoppedWith(canvas, 'Please upload a banner photo');
  },
};

export const AdditionalPhotosAreOptional: Story = {
  play: async ({ canvas }) => {
    await fillUntil(canvas, mediaFills);
    await userEvent.click(continueButton(canvas));
    await expect(canvas.getByText('Step 5 of 5')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Review' })).toHaveFocus();
  },
};

// docs/wizard.md#wizard-step-4-rules: the step stops with the blueprint message once a banner is chosen (both messages: projectSteps.test.ts).
export const NeedsBlueprint: Story = stopsWith(mediaFills, 'blueprints', 'Please upload at least one blueprint photo');

/** Already saved media counts in edit mode (docs/wizard.md#saved-media-counts). */
export const EditModeSavedMediaCounts: Story = {
  args: { mode: 'edit', initial: savedVilla },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit Property' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Banner Photo: 1 image' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Blueprint Photos: 1 image' })).toBeVisible();
    await imagesLoaded(canvasElement);
    await userEvent.click(continueButton(canvas));
    await expect(canvas.getByText('Step 5 of 5')).toBeVisible();
  },
};

export const EditModeRemovedBlueprintStops: Story = {
  args: { mode: 'edit', initial: savedVilla },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove blueprint.jpg' }));
    await expectStoppedWith(canvas, 'Please upload at least one blueprint photo');
  },
};
