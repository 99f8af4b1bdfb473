import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fillIn } from '@/testing/formSteps';
import { ProjectWizard } from './ProjectWizard';
import { formAt } from '@/testing/wizardFixtures';
import {
  continueButton,
  expectButtons,
  fillUntil,
  mixedFills,
  officeFills,
  shopsFills,
  stopsWith,
} from '@/testing/wizardSteps';

const meta = {
  title: 'Patterns/Project Wizard/Step 3 Commercial Details',
  component: ProjectWizard,
  args: { mode: 'create', draftKey: 'story-draft', initial: formAt('shops', 3), onSubmit: fn() },
} satisfies Meta<typeof ProjectWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

const shops = { args: { initial: formAt('shops', 3) } };
const office = { args: { initial: formAt('office', 3) } };
const mixed = { args: { initial: formAt('mixed', 3) } };

export const Shops: Story = {
  ...shops,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Shops Details' })).toBeVisible();
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Commercial Details');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Shop Types' })).toBeVisible();
    const first = within(canvas.getByRole('group', { name: 'Shop Type 1' }));
    await expect(first.getByRole('textbox', { name: 'Shop Type' })).toBeRequired();
    // docs/wizard.md#commercial-details: shops and offices carry no amenity flags.
    await expect(canvas.queryByRole('button', { name: 'Parking' })).not.toBeInTheDocument();
  },
};

export const Office: Story = {
  ...office,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Office Details' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Office Type 1' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '+ Add Office Type' })).toBeVisible();
  },
};

export const MixedUse: Story = {
  ...mixed,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Mixed Use Details' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Shop Type 1' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Office Type 1' })).toBeVisible();
    await expectButtons(canvas.getByRole('group', { name: 'Commercial Amenities' }), [
      'Reception',
      'Parking',
      'Security System',
      'Conference Room',
    ]);
  },
};

/** Each list of a mixed-use project grows and shrinks on its own. */
export const MixedUseLists: Story = {
  ...mixed,
  play: async ({ canvas }) => {
    await fillIn(within(canvas.getByRole('group', { name: 'Shop Type 1' })), 'Shop Type', 'Kiosk');
    await userEvent.click(canvas.getByRole('button', { name: '+ Add Shop Type' }));
    await expect(
      within(canvas.getByRole('group', { name: 'Shop Type 2' })).getByRole('textbox', { name: 'Shop Type' }),
    ).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Remove Office Type 1' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Shop Type 1' }));
    await expect(canvas.queryByRole('group', { name: 'Shop Type 2' })).not.toBeInTheDocument();
    await expect(
      within(canvas.getByRole('group', { name: 'Shop Type 1' })).getByRole('textbox', { name: 'Shop Type' }),
    ).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Reception' }));
    await expect(canvas.getByRole('button', { name: 'Reception' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const FilledMixedUseContinuesToMedia: Story = {
  ...mixed,
  play: async ({ canvas }) => {
    await fillUntil(canvas, mixedFills);
    await userEvent.click(continueButton(canvas));
    await expect(canvas.getByText('Step 4 of 5')).toBeVisible();
  },
};

// docs/wizard.md#wizard-step-3-commercial, docs/wizard.md#wizard-step-3-mixed: the step stops in its banner with the last message, reached by filling everything before it (every message of the step: stepMessages.test.ts).
export const ShopsNeedPrice: Story = {
  ...shops,
  ...stopsWith(shopsFills, 'price', 'Please enter valid price for all shop types'),
};
export const OfficeNeedsPrice: Story = {
  ...office,
  ...stopsWith(officeFills, 'price', 'Please enter valid price for all office types'),
};
export const MixedNeedsOfficePrice: Story = {
  ...mixed,
  ...stopsWith(mixedFills, 'office price', 'Please enter valid price for all office types'),
};
