import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { savedSearchMessages } from '@/api/contract';
import { db } from '@mocks/db';
import { atRoutes } from '@/testing/storyFrame';
import { UnsubscribePage } from './UnsubscribePage';

/** docs/listings.md#alert-unsubscribe: the alert e-mail's link, opened signed out. */
const meta = {
  title: 'Pages/UnsubscribeAlerts',
  component: UnsubscribePage,
  decorators: [atRoutes('/alerts/unsubscribe')],
  parameters: {
    layout: 'fullscreen',
    router: { initialEntry: '/alerts/unsubscribe?token=search-0001.mock-signature' },
  },
} satisfies Meta<typeof UnsubscribePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Done: Story = {
  beforeEach: () => {
    // The address's token is this search's, signed as the mocks sign (MOCK_UNSUBSCRIBE_SIGNATURE).
    db.savedSearches[0]!._id = 'search-0001';
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('You will no longer get alerts for "3 BHK in Andheri, Mumbai".'),
    ).toBeVisible();
    await expect(db.savedSearches[0]!.alerts).toBe(false);
  },
};

export const BadLink: Story = {
  parameters: { router: { initialEntry: '/alerts/unsubscribe?token=search-0001.forged' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Alerts were not turned off')).toBeVisible();
    await expect(canvas.getByText(savedSearchMessages.badUnsubscribeLink)).toBeVisible();
  },
};
