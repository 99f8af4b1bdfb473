import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fillIn, selectButton } from '@/testing/formSteps';
import { ProjectWizard } from './ProjectWizard';
import { formAt } from '@/testing/wizardFixtures';
import { continueButton, expectButtons, fillUntil, stopsWith, villaFills } from '@/testing/wizardSteps';

const meta = {
  title: 'Patterns/Project Wizard/Step 3 Villa Details',
  component: ProjectWizard,
  args: { mode: 'create', draftKey: 'story-draft', initial: formAt('villa', 3), onSubmit: fn() },
} satisfies Meta<typeof ProjectWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Step 3 of 5')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Villa Details' })).toBeVisible();
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Residential Details');
    await expect(canvas.getByRole('textbox', { name: 'Total Villas' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Floors per Villa' })).toBeRequired();
    const first = within(canvas.getByRole('group', { name: 'Configuration 1' }));
    await expect(first.getByRole('textbox', { name: 'Area (sq ft)' })).toBeVisible();
    await expect(first.getByRole('textbox', { name: 'Price (₹)' })).toHaveAccessibleDescription('In rupees');
    // docs/wizard.md#entry-lists: one entry to start with, and no way to remove the last one.
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    await expectButtons(canvas.getByRole('group', { name: 'Basic Amenities' }), [
      '24/7 Security',
      'Parking',
      'Power Backup',
      'Lift & Elevator',
    ]);
    await expectButtons(canvas.getByRole('group', { name: 'Luxury Amenities' }), [
      'Private Garden',
      'Swimming Pool',
      'Club House',
      'Home Theater',
    ]);
    await userEvent.click(selectButton(first, 'BHK Type'));
    const options = await within(canvasElement.ownerDocument.body).findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      '1 BHK',
      '2 BHK',
      '3 BHK',
      '4 BHK',
      '5 BHK',
      '6+ BHK',
    ]);
    await userEvent.keyboard('{Escape}');
  },
};

/** Add always, new entries empty, remove only while more than one (docs/wizard.md#entry-lists). */
export const AddAndRemoveConfigurations: Story = {
  play: async ({ canvas }) => {
    await fillUntil(canvas, villaFills);
    await userEvent.click(canvas.getByRole('button', { name: '+ Add Configuration' }));
    const second = within(canvas.getByRole('group', { name: 'Configuration 2' }));
    await expect(selectButton(second, 'BHK Type')).toHaveTextContent('Select BHK');
    await expect(second.getByRole('textbox', { name: 'Price (₹)' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Remove Configuration 1' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Configuration 2' }));
    await expect(canvas.queryByRole('group', { name: 'Configuration 2' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    const first = within(canvas.getByRole('group', { name: 'Configuration 1' }));
    await expect(first.getByRole('textbox', { name: 'Price (₹)' })).toHaveValue('1,80,00,000');
  },
};

/** The price reads in Lakh or Cr beside the rupee amount (docs/formatting.md#price-format). */
export const PriceReadsInLakhAndCrore: Story = {
  play: async ({ canvas }) => {
    const first = within(canvas.getByRole('group', { name: 'Configuration 1' }));
    await fillIn(first, 'Price (₹)', '9500000');
    await expect(first.getByRole('textbox', { name: 'Price (₹)' })).toHaveAccessibleDescription('₹95.00 Lakh');
    await fillIn(first, 'Price (₹)', '12500000');
    await expect(first.getByRole('textbox', { name: 'Price (₹)' })).toHaveAccessibleDescription('₹1.25 Cr');
  },
};

export const AmenitiesToggle: Story = {
  play: async ({ canvas }) => {
    const security = canvas.getByRole('button', { name: '24/7 Security' });
    await expect(security).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(security);
    await userEvent.click(canvas.getByRole('button', { name: 'Swimming Pool' }));
    await expect(security).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Swimming Pool' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(security);
    await expect(security).toHaveAttribute('aria-pressed', 'false');
  },
};

export const FilledContinuesToMedia: Story = {
  play: async ({ canvas }) => {
    await fillUntil(canvas, villaFills);
    await userEvent.click(continueButton(canvas));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Media Files' })).toHaveFocus();
  },
};

// docs/wizard.md#wizard-step-3-villa: the step stops in its banner with the last message, reached by filling everything before it (every message of the step: stepMessages.test.ts).
export const NeedsPrice: Story = stopsWith(villaFills, 'price', 'Please enter valid price for all configurations');
