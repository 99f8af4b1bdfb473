import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { savedSearchMessages } from '@/api/contract';
import { db, requestsTo } from '@mocks/db';
import { savedSearches } from '@mocks/handlers';
import { storeSessionOf } from '@mocks/session';
import { seeToast } from '@/testing/formSteps';
import SaveSearchDialog from './SaveSearchDialog';

/** The search page's address as the buyer left it: its sort and page are not part of what is kept. */
const search = 'city=Pune&q=Baner&bhk=2%2C3&sort=price-asc&page=2';
const summary = '2, 3 BHK in Baner, Pune';

/** docs/listings.md#saved-searches: the buyer names the search (its summary to start with) and keeps it. */
const meta = {
  title: 'Patterns/Saved Searches/Save Search Dialog',
  component: SaveSearchDialog,
  args: { search, defaultName: summary, isOpen: true, onOpenChange: fn() },
  beforeEach: () => {
    storeSessionOf('Buyer');
  },
} satisfies Meta<typeof SaveSearchDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await within(document.body).findByRole('dialog', { name: 'Save this search' }));
const saves = () => requestsTo('/api/me/saved-searches', 'POST');

export const NamePrefilled: Story = {
  play: async () => {
    const form = await dialog();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(summary);
    await expect(form.getByText('Get an e-mail when new properties match it, at most once a day.')).toBeVisible();
  },
};

/** What is sent is the name and the address; the server keeps the criteria without the sort or the page. */
export const Saves: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    const name = form.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Baner for my parents');
    await userEvent.click(form.getByRole('button', { name: 'Save search' }));
    await seeToast('Saved "Baner for my parents"', 6000);
    await expect(saves().map((r) => r.body)).toEqual([{ name: 'Baner for my parents', query: search }]);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(db.savedSearches[0]).toMatchObject({
      name: 'Baner for my parents',
      query: 'city=Pune&q=Baner&bhk=2%2C3',
    });
  },
};

export const NameRequired: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await userEvent.clear(form.getByRole('textbox', { name: 'Name' }));
    await userEvent.click(form.getByRole('button', { name: 'Save search' }));
    await expect(await form.findByText(savedSearchMessages.nameMissing)).toBeVisible();
    await expect(saves()).toHaveLength(0);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The 21st search is refused: the dialog stays with the name as typed, so nothing is lost. */
export const LimitReached: Story = {
  parameters: { msw: { handlers: [savedSearches.save.limitReached] } },
  play: async ({ args }) => {
    const form = await dialog();
    const name = form.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, ', near the metro');
    await userEvent.click(form.getByRole('button', { name: 'Save search' }));
    await expect(await form.findByText('The search was not saved')).toBeVisible();
    await expect(form.getByText(savedSearchMessages.limitReached)).toBeVisible();
    await expect(name).toHaveValue(`${summary}, near the metro`);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The buyer keeps 3 BHK in Andheri, Mumbai already (the mock db's first search): the same criteria, sorted, are refused. */
export const AlreadySaved: Story = {
  args: { search: 'city=Mumbai&q=Andheri&bhk=3&sort=price-desc', defaultName: '3 BHK in Andheri, Mumbai' },
  play: async ({ args }) => {
    await expect(db.savedSearches[0]!.query).toBe('city=Mumbai&q=Andheri&bhk=3');
    const form = await dialog();
    const name = form.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Andheri, sorted by price');
    await userEvent.click(form.getByRole('button', { name: 'Save search' }));
    await expect(await form.findByText(savedSearchMessages.alreadySaved)).toBeVisible();
    await expect(name).toHaveValue('Andheri, sorted by price');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [savedSearches.save.serverError] } },
  play: async ({ args }) => {
    const form = await dialog();
    await userEvent.click(form.getByRole('button', { name: 'Save search' }));
    await expect(await form.findByText('The search was not saved')).toBeVisible();
    await waitFor(() => expect(form.getByRole('button', { name: 'Save search' })).toBeEnabled());
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(summary);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
