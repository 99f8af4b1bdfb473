import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { StepProgress } from './StepProgress';

const wizardTitles = ['Project Details', 'Location', 'Villa Details', 'Media', 'Review'];

const meta = {
  title: 'Components/Step Progress',
  component: StepProgress,
  parameters: docsWithUsage(usageNotes.stepProgress),
  args: { step: 1, total: 5 },
} satisfies Meta<typeof StepProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 1 of 5')).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: 'Progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '1');
    await expect(bar).toHaveAttribute('aria-valuemax', '5');
    await expect(bar).toHaveAttribute('aria-valuetext', 'Step 1 of 5');
  },
};

export const MiddleStepWithTitles: Story = {
  args: { step: 3, titles: wizardTitles },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 3 of 5')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
    const steps = canvas.getAllByRole('listitem');
    await expect(steps.map((item) => item.textContent)).toEqual([
      '1Project Details',
      '2Location',
      '3Villa Details',
      '4Media',
      '5Review',
    ]);
    await expect(steps[2]).toHaveAttribute('aria-current', 'step');
    await expect(steps.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
  },
};

export const LastStep: Story = {
  args: { step: 5, titles: wizardTitles },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 5 of 5')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '5');
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Review');
  },
};

export const OnAPhone: Story = {
  args: { step: 2, titles: wizardTitles },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 2 of 5')).toBeVisible();
    // The titles leave the screen but stay in the accessibility tree.
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Location');
  },
};
