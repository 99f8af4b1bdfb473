import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiPaths } from '@/api/contract';
import { db, requestsTo } from '@mocks/db';
import { builders } from '@mocks/handlers';
import { storeSessionOf } from '@mocks/session';
import { builderNamed, builderProfile } from '@/testing/builderFixtures';
import { atRoutes } from '@/testing/storyFrame';
import { MyProfilePage } from './MyProfilePage';

const profile = builderProfile;

const meta = {
  title: 'Pages/Builder/My Profile',
  component: MyProfilePage,
  decorators: [atRoutes('/builder/profile')],
  parameters: { layout: 'fullscreen', router: { initialEntry: '/builder/profile' } },
  globals: { viewport: { value: 'desktop' } },
  beforeEach: () => {
    builderNamed();
    storeSessionOf('Builder');
  },
} satisfies Meta<typeof MyProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const valueOf = (canvas: ReturnType<typeof within>, term: string) => canvas.getByRole('definition', { name: term });

export const CompleteProfile: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Builder Profile' })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Your profile photo' })).toBeVisible();
    await expect(valueOf(canvas, 'Name')).toHaveTextContent(profile.name);
    await expect(valueOf(canvas, 'Company name')).toHaveTextContent(profile.companyName);
    await expect(valueOf(canvas, 'Tagline')).toHaveTextContent(profile.tagline);
    await expect(valueOf(canvas, 'Phone')).toHaveTextContent(profile.phone);
    await expect(valueOf(canvas, 'Email')).toHaveTextContent(profile.email);
    await expect(valueOf(canvas, 'Website')).toHaveTextContent(profile.website);
    await expect(valueOf(canvas, 'Year established')).toHaveTextContent(String(profile.companyEstablished));
    await expect(valueOf(canvas, 'Company address')).toHaveTextContent(profile.companyAddress);
    await expect(valueOf(canvas, 'Expertise')).toHaveTextContent(profile.expertise.join(', '));
    await expect(canvas.getByText(profile.about)).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'Profile completeness' })).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText(/Your profile is complete/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/edit-builder-profile');
    await expect(requestsTo('/api/builder/me/profile', 'GET')[0]?.authorization).toMatch(/^Bearer /);
    await userEvent.click(canvas.getByRole('link', { name: `View /builder/${profile.username}` }));
    await expect(await canvas.findByText(`Arrived at /builder/${profile.username}`)).toBeVisible();
  },
};

export const WhatIsMissing: Story = {
  beforeEach: () => {
    const [builder] = db.builders;
    delete builder!.tagline;
    delete builder!.website;
    delete builder!.profilePhoto;
    builder!.expertise = [];
  },
  play: async ({ canvas }) => {
    const meter = await canvas.findByRole('meter', { name: 'Profile completeness' });
    await expect(meter).toHaveAttribute('aria-valuenow', '60');
    await expect(canvas.getByText('Missing: Profile photo, Tagline, Website, Expertise')).toBeVisible();
    await expect(valueOf(canvas, 'Tagline')).toHaveTextContent('Not added yet');
    await expect(canvas.getByText('No profile photo yet')).toBeVisible();
  },
};

/**
 * docs/notifications.md#muting: the builder's e-mail choices on their profile, the same calls as on
 * /notifications. Replies already muted; turning visit reminders off sends both.
 */
export const EmailNotifications: Story = {
  beforeEach: () => {
    const builder = db.accounts.find((a) => a.role === 'Builder' && !a.isStaff)!;
    db.notificationMutes = [{ userId: builder._id, kind: 'reply' }];
  },
  play: async ({ canvas }) => {
    const section = within(await canvas.findByRole('region', { name: 'E-mail notifications' }));
    await expect(section.getByRole('button', { name: 'Replies in my inquiry threads' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const reminders = section.getByRole('button', { name: 'Reminders the day before a site visit' });
    await expect(reminders).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(reminders);
    await waitFor(() => expect(reminders).toHaveAttribute('aria-pressed', 'false'));
    const sent = requestsTo(apiPaths.notificationMutes, 'PUT');
    await expect(sent.map((r) => r.body)).toEqual([{ muted: ['reply', 'visit-reminder'] }]);
    await expect(sent[0]!.authorization).toMatch(/^Bearer /);
    await expect(section.getByText(/Muted kinds still appear in your notifications/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [builders.me.slow] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading your profile' })).toBeVisible();
  },
};

export const LoadFailsThenRetries: Story = {
  parameters: { msw: { handlers: [builders.me.serverErrorOnce] } },
  play: async ({ canvas }) => {
    const alert = within(await canvas.findByRole('alert'));
    await expect(alert.getByText('Unable to Load Your Profile')).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByText(profile.companyName, { selector: 'dd' })).toBeVisible();
    await expect(requestsTo('/api/builder/me/profile', 'GET')).toHaveLength(2);
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const details = await canvas.findByRole('region', { name: 'Profile details' });
    const completeness = canvas.getByRole('region', { name: 'Completeness' });
    // One column: completeness comes under the details.
    await expect(completeness.getBoundingClientRect().top).toBeGreaterThan(details.getBoundingClientRect().bottom);
  },
};
