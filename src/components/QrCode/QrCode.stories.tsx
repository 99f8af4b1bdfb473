import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { QrCode } from './QrCode';

// A QR code drawn as SVG once its encoder has loaded (docs/portfolio.md#rera-qr).
const meta = {
  title: 'Components/QR Code',
  component: QrCode,
  parameters: docsWithUsage(usageNotes.qrCode),
  args: {
    text: 'MahaRERA P51800012345 https://maharera.maharashtra.gov.in',
    label: 'QR code of RERA registration P51800012345',
  },
} satisfies Meta<typeof QrCode>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Drawn: Story = {
  play: async ({ canvas }) => {
    const code = await canvas.findByRole('img', { name: 'QR code of RERA registration P51800012345' });
    await expect(code.tagName.toLowerCase()).toBe('svg');
    await expect(code).toHaveAttribute('width', '144');
    // 33 modules for this text (version 4, level M) and the quiet zone of 4 on each side.
    await expect(code).toHaveAttribute('viewBox', '-4 -4 41 41');
    await expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  },
};
