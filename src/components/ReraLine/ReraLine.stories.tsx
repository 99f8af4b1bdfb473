import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { ReraLine } from './ReraLine';

// A project card's RERA line (docs/portfolio.md#rera-on-pages).
const meta = {
  title: 'Components/Rera Line',
  component: ReraLine,
  parameters: docsWithUsage(usageNotes.reraLine),
  args: { number: 'P51800012345', authority: 'MahaRERA', site: 'maharera.maharashtra.gov.in' },
} satisfies Meta<typeof ReraLine>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithItsAuthority: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('P51800012345')).toBeVisible();
    await expect(canvas.getByText('MahaRERA · maharera.maharashtra.gov.in')).toBeVisible();
    // The site is text to look up, not a link away from Nivaas.
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** A state whose authority we do not know: the number alone. */
export const NumberAlone: Story = {
  args: { number: 'SK/2024/001', authority: null, site: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('SK/2024/001')).toBeVisible();
    await expect(canvasElement).toHaveTextContent(/^RERA SK\/2024\/001$/);
  },
};
