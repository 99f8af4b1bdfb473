import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db, requestsTo } from '@mocks/db';
import { savedSearches } from '@mocks/handlers';
import { storeSessionOf } from '@mocks/session';
import { seeToast } from '@/testing/formSteps';
import { unbrokenName } from '@/testing/longNames';
import { atRoutes } from '@/testing/storyFrame';
import { SavedSearchList } from './SavedSearchList';

const page = () => within(document.body);
const theList = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('list', { name: 'Saved searches' }));

/** The buyer's two searches from the mock db: 3 BHK in Andheri (alerts on), rent in Pune (alerts off). */
const meta = {
  title: 'Patterns/Saved Searches/Saved Search List',
  component: SavedSearchList,
  decorators: [atRoutes('/buyer')],
  parameters: { router: { initialEntry: '/buyer' } },
  beforeEach: () => {
    storeSessionOf('Buyer');
  },
} satisfies Meta<typeof SavedSearchList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  play: async ({ canvas }) => {
    const list = await theList(canvas);
    const rows = list.getAllByRole('listitem');
    await expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      '3 BHK in Andheri, Mumbai',
      'Rent in Pune',
    ]);
    await expect(within(rows[1]!).getByText('Properties for rent in Pune')).toBeVisible();
    await expect(list.getByRole('checkbox', { name: 'E-mail alerts for 3 BHK in Andheri, Mumbai' })).toBeChecked();
    await expect(list.getByRole('checkbox', { name: 'E-mail alerts for Rent in Pune' })).not.toBeChecked();
    await userEvent.click(list.getByRole('link', { name: 'Open Rent in Pune' }));
    await expect(await canvas.findByText('Arrived at /properties?city=Pune&purpose=rent')).toBeVisible();
  },
};

/**
 * docs/routes.md#long-names: a name typed in one piece wraps on a phone, whole, and its buttons stay on
 * the screen (issue #36: it panned the whole dashboard, 566 px on a 412 px phone).
 */
export const LongNameOnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  beforeEach: () => {
    db.savedSearches[0]!.name = unbrokenName;
  },
  play: async ({ canvas }) => {
    const list = await theList(canvas);
    await expect(list.getByRole('heading', { name: unbrokenName })).toBeVisible();
    const remove = list.getByRole('button', { name: `Delete ${unbrokenName}` });
    await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const AlertsOff: Story = {
  play: async ({ canvas }) => {
    const list = await theList(canvas);
    const alerts = list.getByRole('checkbox', { name: 'E-mail alerts for 3 BHK in Andheri, Mumbai' });
    await userEvent.click(alerts);
    await waitFor(() => expect(alerts).not.toBeChecked());
    await expect(db.savedSearches[0]!.alerts).toBe(false);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [savedSearches.list.empty] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No saved searches yet' })).toBeVisible();
    // The story stays on the empty state, so its accessibility check and baseline see the button (issue #36).
    await expect(canvas.getByRole('link', { name: 'Search properties' })).toHaveAttribute('href', '/properties');
  },
};

/** Delete asks first; once the server agrees the search leaves the list. */
export const Delete: Story = {
  play: async ({ canvas }) => {
    const list = await theList(canvas);
    const id = db.savedSearches[1]!._id;
    await userEvent.click(list.getByRole('button', { name: 'Delete Rent in Pune' }));
    const dialog = within(await page().findByRole('alertdialog', { name: 'Delete this saved search?' }));
    await expect(dialog.getByText('"Rent in Pune" and its e-mail alerts will be removed.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await seeToast('"Rent in Pune" was deleted', 4000);
    await waitFor(() => expect(list.queryByRole('heading', { name: 'Rent in Pune' })).not.toBeInTheDocument());
    await expect(requestsTo(`/api/me/saved-searches/${id}`, 'DELETE')).toHaveLength(1);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [savedSearches.list.slow] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading your saved searches' })).toBeVisible();
  },
};

/** A failed read says so in the app's words (SPEC's 'Unable to Load ...', title case) and Try Again reads again. */
export const LoadFailsThenRetries: Story = {
  parameters: { msw: { handlers: [savedSearches.list.serverErrorOnce] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Unable to Load Your Saved Searches' })).toBeVisible();
    await expect(canvas.getByText('Internal server error')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    const list = await theList(canvas);
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await expect(requestsTo('/api/me/saved-searches', 'GET')).toHaveLength(2);
  },
};
