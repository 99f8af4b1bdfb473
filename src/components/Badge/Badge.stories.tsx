import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { Badge } from './Badge';
import { badgeTones } from './tones';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Under Construction' },
  // The docs' controls name the tones (docgen does not follow the imported BadgeTone).
  argTypes: { tone: { control: 'select', options: badgeTones } },
  parameters: docsWithUsage(usageNotes.badge),
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Under Construction')).toBeVisible();
  },
};

export const Brand: Story = {
  args: { tone: 'brand', children: 'Verified Builder', icon: '✓' },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Verified Builder');
    await expect(badge).toBeVisible();
    // The icon is decoration: a screen reader hears only the words.
    await expect(badge).toHaveTextContent('✓Verified Builder');
    await expect(canvas.getByText('✓')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Every tone side by side, so a colour change shows in one baseline. */
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const tone of badgeTones) await expect(canvas.getByText(tone)).toBeVisible();
    // Tones differ: success is green-tinted, danger red-tinted.
    const background = (tone: string) => getComputedStyle(canvas.getByText(tone)).backgroundColor;
    await expect(background('success')).toBe('rgb(230, 244, 234)');
    await expect(background('danger')).toBe('rgb(253, 236, 234)');
  },
};
