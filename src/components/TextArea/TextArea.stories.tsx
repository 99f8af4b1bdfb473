import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { TextArea } from './TextArea';

const meta = {
  title: 'Components/Text Area',
  component: TextArea,
  parameters: docsWithUsage(usageNotes.textArea),
  args: { label: 'Project Description', onChange: fn() },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FourRows: Story = {
  play: async ({ canvas, args }) => {
    const area = canvas.getByRole('textbox', { name: 'Project Description' });
    await expect(area).toHaveAttribute('rows', '4');
    await userEvent.type(area, 'Line one{Enter}Line two');
    await expect(args.onChange).toHaveBeenLastCalledWith('Line one\nLine two');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Please enter project description' },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Project Description' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Please enter project description')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Project Description' })).toBeDisabled();
  },
};
