import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { renderControlled } from '@/testing/controlled';
import { NativeSelect } from './NativeSelect';

const sorts = [
  { id: 'newest', label: 'Newest first' },
  { id: 'price-asc', label: 'Price: low to high' },
  { id: 'price-desc', label: 'Price: high to low' },
];

const meta = {
  title: 'Components/Select/Native',
  component: NativeSelect,
  parameters: docsWithUsage(usageNotes.nativeSelect),
  render: renderControlled(NativeSelect),
  args: { label: 'Sort by', options: sorts, value: 'newest', onChange: fn() },
} satisfies Meta<typeof NativeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Choose: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(select).toHaveDisplayValue('Newest first');
    await userEvent.selectOptions(select, 'Price: high to low');
    await expect(args.onChange).toHaveBeenCalledWith('price-desc');
    await expect(select).toHaveDisplayValue('Price: high to low');
  },
};

/** The browser's own keys work on it (its picker is the browser's); Tab reaches it, with the focus ring. */
export const ReachedByTab: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(select).toHaveFocus();
    await expect(getComputedStyle(select).outlineStyle).toBe('solid');
  },
};

export const OnAPhone: Story = {
  args: { value: 'price-asc' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Price: low to high');
  },
};
