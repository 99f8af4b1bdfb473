import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db, requestsTo } from '@mocks/db';
import { builderProjects } from '@mocks/handlers';
import { storeSessionOf } from '@mocks/session';
import { atRoutes } from '@/testing/storyFrame';
import { MyProjectsPage } from './MyProjectsPage';

/** The mock builder's five projects, given the review states a working builder would have. */
function reviewStatesOfTheMockBuilder() {
  const [, flat, shops, office] = db.projects;
  Object.assign(flat!, { reviewState: 'pending_review', updatedAt: '2026-11-20T09:00:00.000Z' });
  Object.assign(shops!, {
    reviewState: 'rejected',
    reviewReason: 'The banner photo is blurred. Please upload a sharper one.',
  });
  Object.assign(office!, { reviewState: 'pending_review' });
}

const meta = {
  title: 'Pages/Builder/My Projects',
  component: MyProjectsPage,
  decorators: [atRoutes('/builder/properties')],
  parameters: { layout: 'fullscreen', router: { initialEntry: '/builder/properties' } },
  beforeEach: () => {
    reviewStatesOfTheMockBuilder();
    storeSessionOf('Builder');
  },
} satisfies Meta<typeof MyProjectsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvas: ReturnType<typeof within>, name: string) => within(canvas.getByRole('article', { name }));

export const AllProjects: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: 'All (5)', selected: true })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Pending Review (2)' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Live (2)' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Rejected (1)' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    const villas = row(canvas, 'Skyline Palm Villas');
    await expect(villas.getByText('Live')).toBeVisible();
    await expect(villas.getByText(/Residential Villa · Completed · Indiranagar, Bengaluru, Karnataka/)).toBeVisible();
    await expect(villas.getByText(/From ₹1.25 Cr/)).toBeVisible();
    await expect(villas.getByRole('link', { name: 'Skyline Palm Villas' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/builder-property-detail\/project-/),
    );
    await expect(villas.getByRole('link', { name: 'Edit Skyline Palm Villas' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/edit-builder-property\/project-/),
    );
    const shops = row(canvas, 'Skyline Market Square');
    await expect(shops.getByText('Rejected')).toBeVisible();
    await expect(shops.getByText(/The banner photo is blurred/)).toBeVisible();
    await expect(row(canvas, 'Skyline Heights').getByText(/Our team reviews new and edited projects/)).toBeVisible();
    // Only the signed-in builder's own projects were asked for, with the token.
    const [asked] = requestsTo('/api/builder/me/properties', 'GET');
    await expect(asked?.authorization).toMatch(/^Bearer /);
  },
};

export const FilteredByReviewState: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Rejected (1)' }));
    const [only, ...others] = canvas.getAllByRole('article');
    await expect(others).toHaveLength(0);
    await expect(only).toHaveAccessibleName('Skyline Market Square');
    // Arrow keys move between the tabs, as in any tab list.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Live (2)', selected: true })).toHaveFocus();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
};

export const OpenedOnRejected: Story = {
  parameters: { router: { initialEntry: '/builder/properties?review=rejected' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Rejected (1)', selected: true })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
  },
};

export const DeleteAfterConfirming: Story = {
  play: async ({ canvas }) => {
    const heights = db.projects.find((p) => p.projectName === 'Skyline Heights')!;
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Skyline Heights' }));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Delete this project?' }));
    await expect(dialog.getByText(/Skyline Heights and its photos will be removed/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete project' }));
    const toast = await within(document.body).findByText('Skyline Heights was deleted');
    await expect(toast).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('article', { name: 'Skyline Heights' })).not.toBeInTheDocument());
    await expect(canvas.getByRole('tab', { name: 'All (4)' })).toBeVisible();
    await expect(requestsTo(`/api/builder-properties/${heights._id}`, 'DELETE')).toHaveLength(1);
    await expect(db.projects.map((p) => p.projectName)).not.toContain('Skyline Heights');
  },
};

export const DeleteCancelled: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Skyline Heights' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Delete Skyline Heights' })).toHaveFocus();
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await expect(db.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
  },
};

export const DeleteFails: Story = {
  parameters: { msw: { handlers: [builderProjects.remove.serverError] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Skyline Heights' }));
    await userEvent.click(
      within(await within(document.body).findByRole('alertdialog')).getByRole('button', { name: 'Delete project' }),
    );
    await expect(
      await within(document.body).findByText('Failed to delete the project. Please try again.'),
    ).toBeVisible();
    await expect(within(document.body).getByText('Internal server error')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
  },
};

export const NoProjectsYet: Story = {
  parameters: { msw: { handlers: [builderProjects.mine.empty] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No projects yet' })).toBeVisible();
    const links = canvas.getAllByRole('link', { name: 'Post Builder Property' });
    for (const link of links) await expect(link).toHaveAttribute('href', '/post-builder-property');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [builderProjects.mine.slow] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading your projects' })).toBeVisible();
  },
};

export const LoadFailsThenRetries: Story = {
  parameters: { msw: { handlers: [builderProjects.mine.serverErrorOnce] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Unable to Load Your Projects' })).toBeVisible();
    await expect(canvas.getByText('Internal server error')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByRole('tab', { name: 'All (5)' })).toBeVisible();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const villas = await canvas.findByRole('article', { name: 'Skyline Palm Villas' });
    const edit = within(villas).getByRole('link', { name: 'Edit Skyline Palm Villas' });
    // The actions drop below the facts on a narrow screen.
    await expect(edit.getBoundingClientRect().top).toBeGreaterThan(
      within(villas)
        .getByText(/From ₹1.25 Cr/)
        .getBoundingClientRect().bottom,
    );
  },
};
