import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { TextField } from './TextField';

const meta = {
  title: 'Components/Text Field',
  component: TextField,
  parameters: docsWithUsage(usageNotes.textField),
  args: { label: 'Project Name', onChange: fn() },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Project Name' });
    await userEvent.type(input, 'Skyline Towers');
    await expect(input).toHaveValue('Skyline Towers');
    await expect(args.onChange).toHaveBeenLastCalledWith('Skyline Towers');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Project Name' })).toBeRequired();
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Please enter project name' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Project Name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter project name');
  },
};

export const WithDescriptionAndHint: Story = {
  args: { label: 'Landmark', hint: '(optional)', description: 'A well-known place nearby' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Landmark/ })).toHaveAccessibleDescription(
      'A well-known place nearby',
    );
  },
};

export const PincodeTakesDigitsOnly: Story = {
  args: { label: 'Pincode', inputMode: 'numeric', maxLength: 6, pattern: '[0-9]{6}' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Pincode' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '56003412');
    await expect(input).toHaveValue('560034');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Locked' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Project Name' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
