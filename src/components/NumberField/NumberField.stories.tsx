import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { renderControlled } from '@/testing/controlled';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { NumberField } from './NumberField';

const meta = {
  title: 'Components/Number Field',
  component: NumberField,
  parameters: docsWithUsage(usageNotes.numberField),
  render: renderControlled(NumberField),
  args: { label: 'Total Villas', value: null, onChange: fn() },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EnIndiaGrouping: Story = {
  args: { label: 'Price (₹)' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Price (₹)' });
    await userEvent.type(input, '12500000');
    await userEvent.tab();
    await expect(input).toHaveValue('1,25,00,000');
    await expect(args.onChange).toHaveBeenLastCalledWith(12_500_000);
  },
};

export const MinimumZero: Story = {
  args: { showStepper: true, value: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: /Decrease/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    const input = canvas.getByRole('textbox', { name: 'Total Villas' });
    await userEvent.clear(input);
    // A minus sign cannot be typed when the minimum is 0.
    await userEvent.type(input, '-5');
    await userEvent.tab();
    await expect(input).toHaveValue('5');
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
  },
};

export const Cleared: Story = {
  args: { value: 12 },
  play: async ({ canvas, args }) => {
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Total Villas' }));
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Please enter valid number of villas' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Total Villas' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Please enter valid number of villas')).toBeVisible();
  },
};
