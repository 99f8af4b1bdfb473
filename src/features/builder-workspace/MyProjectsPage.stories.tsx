import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HttpResponse } from 'msw';
import { apiPaths, revisionMessages } from '@/api/contract';
import { db, requestsTo } from '@mocks/db';
import { builderProjects } from '@mocks/handlers';
import { endpoint } from '@mocks/handlers/scenario';
import { storeSessionOf } from '@mocks/session';
import { formatCardPrice } from '@/lib/price';
import { builderWith, businessPark, marketSquare, palmVillas, skylineHeights } from '@/testing/builderFixtures';
import { longProjectName } from '@/testing/longNames';
import { atRoutes } from '@/testing/storyFrame';
import { MyProjectsPage } from './MyProjectsPage';

/** Turned down; the business park waits for review with the heights; the others are live. */
const square = {
  ...marketSquare,
  reviewState: 'rejected',
  reviewReason: 'The banner photo is blurred. Please upload a sharper one.',
} as const;
const heights = skylineHeights;

const meta = {
  title: 'Pages/Builder/My Projects',
  component: MyProjectsPage,
  decorators: [atRoutes('/builder/properties')],
  parameters: { layout: 'fullscreen', router: { initialEntry: '/builder/properties' } },
  beforeEach: () => {
    builderWith(square, { ...businessPark, reviewState: 'pending_review' });
    storeSessionOf('Builder');
  },
} satisfies Meta<typeof MyProjectsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The villas' line: kind, stage and place, as the row writes them. */
const villasFacts = `Residential Villa · Completed · ${palmVillas.location.area}, ${palmVillas.location.city}, ${palmVillas.location.state}`;
const villasPrice = `From ${formatCardPrice(palmVillas.expectedPrice)}`;
const row = (canvas: ReturnType<typeof within>, name: string) => within(canvas.getByRole('article', { name }));

export const AllProjects: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: 'All (5)', selected: true })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Pending Review (2)' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Live (2)' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Rejected (1)' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    const villas = row(canvas, palmVillas.projectName);
    await expect(villas.getByText('Live')).toBeVisible();
    await expect(villas.getByText(villasFacts, { exact: false })).toBeVisible();
    await expect(villas.getByText(villasPrice, { exact: false })).toBeVisible();
    await expect(villas.getByRole('link', { name: palmVillas.projectName })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/builder-property-detail\/project-/),
    );
    await expect(villas.getByRole('link', { name: `Edit ${palmVillas.projectName}` })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/edit-builder-property\/project-/),
    );
    const shops = row(canvas, square.projectName);
    await expect(shops.getByText('Rejected')).toBeVisible();
    await expect(shops.getByText(square.reviewReason, { exact: false })).toBeVisible();
    await expect(row(canvas, heights.projectName).getByText(/Our team reviews new and edited projects/)).toBeVisible();
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
    await expect(only).toHaveAccessibleName(square.projectName);
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
    const heightsId = db.projects.find((p) => p.projectName === heights.projectName)!._id;
    await userEvent.click(await canvas.findByRole('button', { name: `Delete ${heights.projectName}` }));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Delete this project?' }));
    await expect(
      dialog.getByText(`${heights.projectName} and its photos will be removed`, { exact: false }),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete project' }));
    const toast = await within(document.body).findByText(`${heights.projectName} was deleted`);
    await expect(toast).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('article', { name: heights.projectName })).not.toBeInTheDocument());
    await expect(canvas.getByRole('tab', { name: 'All (4)' })).toBeVisible();
    await expect(requestsTo(`/api/builder-properties/${heightsId}`, 'DELETE')).toHaveLength(1);
    await expect(db.projects.map((p) => p.projectName)).not.toContain(heights.projectName);
  },
};

export const DeleteCancelled: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Delete ${heights.projectName}` }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: `Delete ${heights.projectName}` })).toHaveFocus();
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await expect(db.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
  },
};

export const DeleteFails: Story = {
  parameters: { msw: { handlers: [builderProjects.remove.serverError] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Delete ${heights.projectName}` }));
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
    const villas = await canvas.findByRole('article', { name: palmVillas.projectName });
    const edit = within(villas).getByRole('link', { name: `Edit ${palmVillas.projectName}` });
    // The actions drop below the facts on a narrow screen.
    await expect(edit.getBoundingClientRect().top).toBeGreaterThan(
      within(villas).getByText(villasPrice, { exact: false }).getBoundingClientRect().bottom,
    );
  },
};

/**
 * docs/routes.md#long-names: a project's name of over 200 characters wraps on a phone, whole, and
 * never runs over its row's buttons (issue #36).
 */
export const LongNameOnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  beforeEach: () => {
    db.projects.find((p) => p.projectName === palmVillas.projectName)!.projectName = longProjectName;
  },
  play: async ({ canvas }) => {
    const project = within(await canvas.findByRole('article', { name: longProjectName }));
    const name = project.getByRole('heading', { name: longProjectName });
    const edit = project.getByRole('link', { name: `Edit ${longProjectName}` });
    await expect(edit.getBoundingClientRect().top).toBeGreaterThanOrEqual(name.getBoundingClientRect().bottom);
    await expect(name.getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/**
 * docs/review.md#revisions: the builder changed the live villas' description on 27 Nov; buyers still
 * see the live version. The DELETE answers as the server does until the shared mocks learn revisions.
 */
function villasWithChanges(state: 'pending_review' | 'rejected', reason?: string) {
  const project = db.projects.find((p) => p.projectName === palmVillas.projectName)!;
  project.revision = {
    state,
    reason,
    submittedAt: '2026-11-27T05:30:00.000Z',
    updatedAt: '2026-11-27T06:00:00.000Z',
    version: { ...project, description: 'Now with a rooftop pool for every villa.' },
  };
}
const villasId = () => db.projects.find((p) => p.projectName === palmVillas.projectName)!._id;
const withdrawRevision = endpoint('delete', apiPaths.builderProjectRevision(':id'), ({ params }) => {
  const project = db.projects.find((p) => p._id === params.id);
  if (!project?.revision) return HttpResponse.json({ message: revisionMessages.noRevision }, { status: 404 });
  delete project.revision;
  return HttpResponse.json({ message: revisionMessages.withdrawn, project });
});

export const ChangesWaitingForReview: Story = {
  parameters: { msw: { handlers: [withdrawRevision.ok] } },
  beforeEach: () => villasWithChanges('pending_review'),
  play: async ({ canvas }) => {
    const id = villasId();
    const villas = within(await canvas.findByRole('article', { name: palmVillas.projectName }));
    await expect(villas.getByText('Live', { exact: true })).toBeVisible();
    await expect(villas.getByText('Live. Your changes of 27 Nov are waiting for review')).toBeVisible();
    await expect(villas.getByRole('link', { name: `Live page of ${palmVillas.projectName}` })).toHaveAttribute(
      'href',
      `/builder-property-detail/${id}`,
    );
    await expect(villas.getByRole('link', { name: `Your changes to ${palmVillas.projectName}` })).toHaveAttribute(
      'href',
      `/builder-property-detail/${id}?version=changes`,
    );
    // Still counted live: the published version stays.
    await expect(canvas.getByRole('tab', { name: 'Live (2)' })).toBeVisible();
  },
};

export const WithdrawChangesAfterConfirming: Story = {
  parameters: { msw: { handlers: [withdrawRevision.ok] } },
  beforeEach: () => villasWithChanges('pending_review'),
  play: async ({ canvas }) => {
    const id = villasId();
    await userEvent.click(await canvas.findByRole('button', { name: `Withdraw changes to ${palmVillas.projectName}` }));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Withdraw your changes?' }));
    await expect(
      dialog.getByText(`Your changes to ${palmVillas.projectName} will be discarded`, { exact: false }),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Withdraw changes' }));
    await expect(await within(document.body).findByText(revisionMessages.withdrawn)).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(/Your changes of 27 Nov/)).not.toBeInTheDocument());
    await expect(requestsTo(apiPaths.builderProjectRevision(id), 'DELETE')).toHaveLength(1);
    await expect(requestsTo(apiPaths.myBuilderProjects, 'GET').length).toBeGreaterThanOrEqual(2);
  },
};

export const ChangesNotApproved: Story = {
  parameters: { msw: { handlers: [withdrawRevision.ok] } },
  beforeEach: () => villasWithChanges('rejected', 'The pool is not in the approved plan.'),
  play: async ({ canvas }) => {
    const id = villasId();
    const villas = within(await canvas.findByRole('article', { name: palmVillas.projectName }));
    await expect(villas.getByText('Live', { exact: true })).toBeVisible();
    await expect(
      villas.getByText('Your changes of 27 Nov were not approved: The pool is not in the approved plan.'),
    ).toBeVisible();
    await expect(
      villas.getByRole('link', { name: `Edit again your changes to ${palmVillas.projectName}` }),
    ).toHaveAttribute('href', `/edit-builder-property/${id}`);
    await expect(villas.getByRole('button', { name: `Discard changes to ${palmVillas.projectName}` })).toBeVisible();
  },
};
