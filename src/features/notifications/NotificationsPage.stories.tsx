import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiPaths } from '@/api/contract';
import { db, requestsTo } from '@mocks/db';
import { aNotification } from '@mocks/factories';
import { notifications } from '@mocks/handlers';
import { storeSessionOf } from '@mocks/session';
import { atRoutes } from '@/testing/storyFrame';
import { NotificationsPage } from './NotificationsPage';

/** The newest, unread: Asha asked about the seller's flat an hour ago. */
const ashaAsks = { text: 'Asha Rao asked about "2 BHK Flat in Koramangala"', createdAt: '2026-10-16T08:00:00.000Z' };
/** Unread too: Karan wrote again in his thread. */
const karanWrites = {
  kind: 'reply',
  text: 'Karan Mehta wrote about "2 BHK Flat in Koramangala"',
  createdAt: '2026-10-15T18:30:00.000Z',
} as const;
/** Read the day it came: the villa's approval. */
const villaApproved = {
  kind: 'review',
  text: '"4 BHK Villa for Rent in Whitefield" was approved and is now public',
  link: '/seller',
  createdAt: '2026-10-12T11:00:00.000Z',
  readAt: '2026-10-12T12:00:00.000Z',
} as const;

const meta = {
  title: 'Pages/Notifications',
  component: NotificationsPage,
  decorators: [atRoutes('/notifications')],
  parameters: { layout: 'fullscreen', router: { initialEntry: '/notifications' } },
  beforeEach: () => {
    const seller = storeSessionOf('Seller');
    db.notifications = [ashaAsks, karanWrites, villaApproved].map((n) => aNotification({ userId: seller._id, ...n }));
  },
} satisfies Meta<typeof NotificationsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const entries = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Notifications' })).getAllByRole('link');

/** docs/notifications.md#list: newest first; the unread ones named and marked. */
export const Unread: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await canvas.findByRole('list', { name: 'Notifications' });
    await expect(entries(canvas).map((link) => link.textContent)).toEqual([
      `Unread: ${ashaAsks.text}`,
      `Unread: ${karanWrites.text}`,
      villaApproved.text,
    ]);
    await expect(entries(canvas)[2]).toHaveAttribute('href', '/seller');
    await expect(canvas.getByRole('button', { name: 'Mark all read' })).toBeVisible();
  },
};

export const MarkAllRead: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Notifications' });
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(requestsTo(apiPaths.notificationsRead, 'POST')).toHaveLength(1));
    await waitFor(() => expect(canvas.queryByText(/^Unread: /)).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument());
  },
};

/** Opening one marks it read on the server and opens the screen it is about. */
export const OpenOne: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: `Unread: ${ashaAsks.text}` }));
    await expect(await canvas.findByText('Arrived at /inquiries')).toBeVisible();
    const sent = () => requestsTo(apiPaths.notificationRead(db.notifications[0]!._id), 'POST');
    await waitFor(() => expect(sent()).toHaveLength(1));
    await expect(sent()[0]!.authorization).toMatch(/^Bearer /);
    await expect(db.notifications[0]!.readAt).not.toBeNull();
  },
};

export const Empty: Story = {
  beforeEach: () => {
    db.notifications = [];
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No notifications yet' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument();
  },
};

/** docs/notifications.md#muting: replies muted; turning new inquiries off sends both. */
export const Muted: Story = {
  beforeEach: () => {
    db.notificationMutes = [{ userId: db.notifications[0]!.userId, kind: 'reply' }];
  },
  play: async ({ canvas }) => {
    const replies = await canvas.findByRole('button', { name: 'Replies in my inquiry threads' });
    await expect(replies).toHaveAttribute('aria-pressed', 'false');
    const inquiries = canvas.getByRole('button', { name: 'New inquiries about what I post' });
    await expect(inquiries).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(inquiries);
    await waitFor(() => expect(inquiries).toHaveAttribute('aria-pressed', 'false'));
    await expect(requestsTo(apiPaths.notificationMutes, 'PUT').map((r) => r.body)).toEqual([
      { muted: ['reply', 'new-inquiry'] },
    ]);
    // Muted kinds still show in the list.
    await expect(canvas.getByRole('link', { name: `Unread: ${karanWrites.text}` })).toBeVisible();
  },
};

/** 21 notifications: the oldest is on the second page. */
export const OlderPage: Story = {
  beforeEach: () => {
    const userId = db.notifications[0]!.userId;
    db.notifications = Array.from({ length: 21 }, (_, n) =>
      aNotification({
        userId,
        text: `Inquiry ${n + 1}`,
        createdAt: `2026-10-${String(28 - n).padStart(2, '0')}T08:00:00.000Z`,
        readAt: '2026-10-29T08:00:00.000Z',
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Inquiry 20' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Older' }));
    await expect(await canvas.findByRole('link', { name: 'Inquiry 21' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Inquiry 20' })).not.toBeInTheDocument();
    await expect(requestsTo(apiPaths.notifications, 'GET').map((r) => r.search)).toContain('page=2');
    await expect(canvas.queryByRole('button', { name: 'Older' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Newer' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [notifications.list.slow] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading your notifications' })).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [notifications.list.serverError] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Unable to Load Your Notifications')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /try again/i })).toBeVisible();
  },
};

export const UnreadOnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: `Unread: ${ashaAsks.text}` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark all read' })).toBeVisible();
    // The e-mail choices come from their own request, which may answer after the list.
    await expect(await canvas.findByRole('button', { name: 'Replies in my inquiry threads' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
