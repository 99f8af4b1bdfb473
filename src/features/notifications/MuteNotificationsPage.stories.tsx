import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { notificationMessages } from '@/api/contract/notifications';
import { db } from '@mocks/db';
import { MOCK_MUTE_SIGNATURE } from '@mocks/factories';
import { atRoutes } from '@/testing/storyFrame';
import { MuteNotificationsPage } from './MuteNotificationsPage';

/** docs/notifications.md#muting: a notification e-mail's mute link, opened signed out. */
const meta = {
  title: 'Pages/MuteNotifications',
  component: MuteNotificationsPage,
  decorators: [atRoutes('/notifications/mute')],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MuteNotificationsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const SELLER_ID = 'seller-0001';

export const Done: Story = {
  parameters: { router: { initialEntry: `/notifications/mute?token=${SELLER_ID}.reply.${MOCK_MUTE_SIGNATURE}` } },
  // The address's token is this Seller's, for replies, signed as the mocks sign (MOCK_MUTE_SIGNATURE).
  beforeEach: () => {
    db.accounts.find((a) => a.role === 'Seller')!._id = SELLER_ID;
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'You will no longer get e-mails about "Replies in my inquiry threads". They still appear in your notifications.',
      ),
    ).toBeVisible();
    await expect(db.notificationMutes).toEqual([{ userId: SELLER_ID, kind: 'reply' }]);
  },
};

export const BadLink: Story = {
  parameters: { router: { initialEntry: '/notifications/mute?token=someone.reply.forged' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('E-mails were not muted')).toBeVisible();
    await expect(canvas.getByText(notificationMessages.badMuteLink)).toBeVisible();
  },
};
