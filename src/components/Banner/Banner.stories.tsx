import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect } from 'storybook/test';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { Banner } from './Banner';
import { bannerTones } from './tones';

const meta = {
  title: 'Components/Banner',
  component: Banner,
  args: { tone: 'danger', children: 'Please upload a banner photo' },
  // The docs' controls name the tones (docgen reads the derived BannerTone as a string).
  argTypes: { tone: { control: 'select', options: bannerTones } },
  parameters: docsWithUsage(usageNotes.banner),
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('alert');
    await expect(banner).toHaveTextContent('Please upload a banner photo');
    // docs/wizard.md#wizard-banners: errors show in a red banner.
    await expect(getComputedStyle(banner).color).toBe('rgb(180, 35, 24)');
  },
};

export const Success: Story = {
  args: { tone: 'success', children: 'Property posted successfully' },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent('Property posted successfully');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    // docs/wizard.md#wizard-banners: a green success banner.
    await expect(getComputedStyle(banner).color).toBe('rgb(20, 108, 67)');
  },
};

export const Info: Story = {
  args: { tone: 'info', children: 'Map integration can be added later.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Map integration can be added later.');
  },
};

export const WithTitle: Story = {
  args: {
    title: 'Failed to post property. Please try again.',
    children: 'No response from server. Please check if the server is running at http://localhost:3000',
  },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('alert');
    await expect(canvas.getByText('Failed to post property. Please try again.')).toBeVisible();
    await expect(banner).toHaveTextContent(/No response from server/);
  },
};

/** A screen can move focus to the banner (e.g. after a failed step) so it is read and seen at once. */
export const FocusedByScreen: Story = {
  render: (args) => {
    const FocusOnMount = () => {
      const ref = useRef<HTMLDivElement>(null);
      useEffect(() => ref.current?.focus(), []);
      return <Banner {...args} ref={ref} />;
    };
    return <FocusOnMount />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveFocus();
  },
};
