import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { selectButton } from '@/testing/formSteps';
import { ProjectWizard } from './ProjectWizard';
import { formAt } from '@/testing/wizardFixtures';
import { continueButton, expectButtons, fillUntil, flatFills, stopsWith } from '@/testing/wizardSteps';

const meta = {
  title: 'Patterns/Project Wizard/Step 3 Flat Details',
  component: ProjectWizard,
  args: { mode: 'create', draftKey: 'story-draft', initial: formAt('flat', 3), onSubmit: fn() },
} satisfies Meta<typeof ProjectWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Flat Details' })).toBeVisible();
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Residential Details');
    for (const total of ['Total Apartments', 'Total Floors', 'Flats per Floor']) {
      await expect(canvas.getByRole('textbox', { name: total })).toBeRequired();
    }
    const first = within(canvas.getByRole('group', { name: 'Configuration 1' }));
    for (const field of ['Bathrooms', 'Carpet Area (sq ft)', 'Built-up Area (sq ft)', 'Super Built-up Area (sq ft)']) {
      await expect(first.getByRole('textbox', { name: field })).toHaveValue('');
    }
    await expectButtons(canvas.getByRole('group', { name: 'Luxury Amenities' }), [
      'Garden',
      'Swimming Pool',
      'Club House',
      'Home Theater',
    ]);
    await userEvent.click(selectButton(first, 'BHK Type'));
    const options = await within(canvasElement.ownerDocument.body).findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['1 BHK', '2 BHK', '3 BHK', '4 BHK', '5 BHK']);
    await userEvent.keyboard('{Escape}');
  },
};

export const TwoConfigurations: Story = {
  play: async ({ canvas }) => {
    await fillUntil(canvas, flatFills);
    await userEvent.click(canvas.getByRole('button', { name: '+ Add Configuration' }));
    await userEvent.click(canvas.getByRole('button', { name: '+ Add Configuration' }));
    await expect(canvas.getAllByRole('group', { name: /^Configuration \d$/ })).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Configuration 2' }));
    await expect(canvas.getAllByRole('group', { name: /^Configuration \d$/ })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Remove Configuration 1' })).toBeVisible();
  },
};

export const FilledContinuesToMedia: Story = {
  play: async ({ canvas }) => {
    await fillUntil(canvas, flatFills);
    await userEvent.click(continueButton(canvas));
    await expect(canvas.getByText('Step 4 of 5')).toBeVisible();
  },
};

// docs/wizard.md#wizard-step-3-flat: the step stops in its banner with the last message, reached by filling everything before it (every message of the step: stepMessages.test.ts).
export const NeedsPrice: Story = stopsWith(flatFills, 'price', 'Please enter valid price for all configurations');
