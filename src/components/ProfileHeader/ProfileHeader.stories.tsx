import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { ProfileHeader } from './ProfileHeader';

// The head of a builder's portfolio (docs/portfolio.md#portfolio-header), and its preview.
const meta = {
  title: 'Components/Profile Header',
  component: ProfileHeader,
  parameters: docsWithUsage(usageNotes.profileHeader),
  args: {
    name: 'Skyline Developers',
    tagline: 'Homes that last',
    badge: 'Verified Builder',
    phone: '98765 43210',
    email: 'sales@skyline.example',
    website: 'https://skyline.example',
  },
} satisfies Meta<typeof ProfileHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No photo yet: the name's initials stand in. */
export const InitialsAndContacts: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Skyline Developers' })).toBeVisible();
    await expect(canvas.getByText('SD')).toBeVisible();
    await expect(canvas.getByText('Verified Builder')).toBeVisible();
    const contacts = canvas.getByRole('navigation', { name: 'Contact details' });
    await expect(contacts).toBeVisible();
    await expect(canvas.getByRole('link', { name: '98765 43210' })).toHaveAttribute('href', 'tel:9876543210');
    await expect(canvas.getByRole('link', { name: 'skyline.example' })).toHaveAttribute(
      'href',
      'https://skyline.example',
    );
  },
};

/** Inside another page (the edit-profile form's preview): a second-level heading, no contacts given. */
export const AsAPreview: Story = {
  args: { headingLevel: 2, phone: undefined, email: undefined, website: undefined, badge: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Skyline Developers' })).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Verified Builder')).not.toBeInTheDocument();
  },
};
