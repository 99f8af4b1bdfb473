import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { renderControlled } from '@/testing/controlled';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { Select } from './Select';

const statuses = [
  { id: 'completed', label: 'Completed' },
  { id: 'complete soon', label: 'Completing Soon' },
  { id: 'under construction', label: 'Under Construction' },
  { id: 'not started', label: 'Not Started Yet' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  parameters: docsWithUsage(usageNotes.select),
  render: renderControlled(Select),
  args: { label: 'Project Status', options: statuses, value: '', onChange: fn(), placeholder: 'Select status' },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseWithMouse: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Project Status/ }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Under Construction' }));
    await expect(args.onChange).toHaveBeenCalledWith('under construction');
    await expect(canvas.getByRole('button', { name: /Under Construction/ })).toBeVisible();
  },
};

export const ChooseWithKeyboard: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Project Status/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await within(canvasElement.ownerDocument.body).findByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('complete soon');
  },
};

export const Chosen: Story = {
  args: { value: 'completed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Completed/ })).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Please select project status' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please select project status')).toBeVisible();
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { label: 'City', options: [], placeholder: 'Select state first', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /City/ })).toBeDisabled();
  },
};
