import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { db } from '@mocks/db';
import { withRevision } from '@mocks/factories';
import { builderProjects } from '@mocks/handlers';
import { storeSessionOf } from '@mocks/session';
import { builderName, builderUsername, builderWith, marketSquare, skylineHeights } from '@/testing/builderFixtures';
import { atRoutes } from '@/testing/storyFrame';
import { BuilderDashboard } from './BuilderDashboard';

/** Turned down in review; the other projects are live but for the heights (pending). */
const square = {
  ...marketSquare,
  reviewState: 'rejected',
  reviewReason: 'Please add the RERA number to the description.',
} as const;

const meta = {
  title: 'Pages/Builder/Dashboard',
  component: BuilderDashboard,
  decorators: [atRoutes('/builder')],
  parameters: { layout: 'fullscreen', router: { initialEntry: '/builder' } },
  beforeEach: () => {
    builderWith(square);
    storeSessionOf('Builder');
  },
} satisfies Meta<typeof BuilderDashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

const figure = (region: HTMLElement, label: string) => within(region).getByRole('definition', { name: label });

export const Overview: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Builder Dashboard' })).toBeVisible();
    await expect(canvas.getByText(`Welcome back, ${builderName}.`)).toBeVisible();
    // docs/leads.md#leads-page: the builder's leads are in the workspace, not in the top bar.
    await expect(canvas.getByRole('link', { name: 'Leads' })).toHaveAttribute('href', '/builder/leads');
    const glance = await canvas.findByRole('region', { name: 'Your projects at a glance' });
    await expect(figure(glance, 'Total Projects')).toHaveTextContent('5');
    await expect(figure(glance, 'Live')).toHaveTextContent('3');
    await expect(figure(glance, 'Pending Review')).toHaveTextContent('1');
    await expect(figure(glance, 'Rejected')).toHaveTextContent('1');
    // By stage: the villas completed, the market square completing soon, the heights and Skyline Central
    // under construction, the business park not started.
    const progress = canvas.getByRole('region', { name: 'Construction progress' });
    await expect(figure(progress, 'Completed')).toHaveTextContent('1');
    await expect(figure(progress, 'Completing Soon')).toHaveTextContent('1');
    await expect(figure(progress, 'Under Construction')).toHaveTextContent('2');
    await expect(figure(progress, 'Upcoming')).toHaveTextContent('1');
    // The project changed last comes first.
    const recent = within(canvas.getByRole('region', { name: 'Recent projects' }));
    const names = recent.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(names).toHaveLength(3);
    await expect(names[0]).toBe(skylineHeights.projectName);
    await expect(recent.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'View public portfolio' })).toHaveAttribute(
      'href',
      `/builder/${builderUsername}`,
    );
    await expect(canvas.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/edit-builder-profile');
    // How complete the builder's public profile is, read from their own profile.
    await expect(await canvas.findByRole('meter', { name: 'Profile completeness' })).toBeVisible();
  },
};

/**
 * docs/review.md#revisions: the heights are live and their builder's changes of 27 Nov wait for
 * review. The dashboard's list only links: to each version, with no way to withdraw from here.
 */
export const ChangesWaitingForReview: Story = {
  beforeEach: () => {
    builderWith(square, { ...skylineHeights, reviewState: 'approved' });
    const heights = db.projects.findIndex((p) => p.projectName === skylineHeights.projectName);
    db.projects[heights] = withRevision(
      db.projects[heights]!,
      { description: 'Now with a rooftop garden.' },
      { submittedAt: '2026-11-27T05:30:00.000Z' },
    );
  },
  play: async ({ canvas }) => {
    const { projectName } = skylineHeights;
    const row = within(await canvas.findByRole('article', { name: projectName }));
    await expect(row.getByText('Live. Your changes of 27 Nov are waiting for review')).toBeVisible();
    const id = db.projects.find((p) => p.projectName === projectName)!._id;
    await expect(row.getByRole('link', { name: `Live page of ${projectName}` })).toHaveAttribute(
      'href',
      `/builder-property-detail/${id}`,
    );
    await expect(row.getByRole('link', { name: `Your changes to ${projectName}` })).toHaveAttribute(
      'href',
      `/builder-property-detail/${id}?version=changes`,
    );
    await expect(row.queryByRole('button', { name: /changes to/ })).not.toBeInTheDocument();
  },
};

export const RejectedProjectNeedsChanges: Story = {
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('1 project needs changes');
    await userEvent.click(within(alert).getByRole('link', { name: 'See what to change' }));
    await expect(await canvas.findByText('Arrived at /builder/properties?review=rejected')).toBeVisible();
  },
};

export const FirstVisit: Story = {
  parameters: { msw: { handlers: [builderProjects.mine.empty] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Post your first project' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Your projects at a glance' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getAllByRole('link', { name: 'Post Builder Property' })[1]!);
    await expect(await canvas.findByText('Arrived at /post-builder-property')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [builderProjects.mine.slow] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading your dashboard' })).toBeVisible();
  },
};

export const NoConnection: Story = {
  parameters: { msw: { handlers: [builderProjects.mine.networkError] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Unable to Load Your Projects' })).toBeVisible();
    await expect(
      canvas.getByText('No response from server. Please check your connection and try again.'),
    ).toBeVisible();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const glance = await canvas.findByRole('region', { name: 'Your projects at a glance' });
    // Two figures a row on a phone.
    const total = within(glance).getByText('Total Projects').getBoundingClientRect();
    const live = within(glance).getByText('Live').getBoundingClientRect();
    const pending = within(glance).getByText('Pending Review').getBoundingClientRect();
    await expect(live.top).toBe(total.top);
    await expect(pending.top).toBeGreaterThan(total.bottom);
  },
};
