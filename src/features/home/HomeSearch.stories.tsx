import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db, requestsTo } from '@mocks/db';
import { aListing } from '@mocks/factories';
import { storyClock } from '@/testing/storyClock';
import { atRoutes } from '@/testing/storyFrame';
import { HomeSearch } from './HomeSearch';

/** Suggestions wait for typing to pause (docs/listings.md#search-suggestions) on this clock. */
const clock = storyClock();

const meta = {
  title: 'Pages/Home',
  component: HomeSearch,
  decorators: [clock.provide, atRoutes('/')],
  beforeEach: clock.reset,
} satisfies Meta<typeof HomeSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);

export const BuyInACityAndLocality: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Buy' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: /City$/ }));
    await userEvent.click(await screen().findByRole('option', { name: 'Pune' }));
    await userEvent.type(canvas.getByRole('combobox', { name: 'Locality or project' }), 'Hinjewadi');
    // Tab leaves the field (and its list of suggestions) with what was typed.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(
      await canvas.findByText('Arrived at /all-properties?city=Pune&q=Hinjewadi&purpose=sale'),
    ).toBeVisible();
  },
};

export const RentByKeyboard: Story = {
  play: async ({ canvas }) => {
    // Arrow keys move between the modes; Enter in the locality field searches.
    await userEvent.click(canvas.getByRole('radio', { name: 'Buy' }));
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(canvas.getByRole('radio', { name: 'Rent' })).toBeChecked();
    await userEvent.type(canvas.getByRole('combobox', { name: 'Locality or project' }), 'Whitefield{Enter}');
    await expect(await canvas.findByText('Arrived at /all-properties?q=Whitefield&purpose=rent')).toBeVisible();
  },
};

export const NewProjectsAnywhere: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'New Projects' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('Arrived at /all-properties?kind=builder-project')).toBeVisible();
  },
};

export const PopularCity: Story = {
  play: async ({ canvas }) => {
    const cities = within(canvas.getByRole('list', { name: 'Popular cities' }));
    await expect(cities.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Mumbai',
      'Bengaluru',
      'Pune',
      'Hyderabad',
      'Chennai',
      'New Delhi',
      'Ahmedabad',
    ]);
    await userEvent.click(cities.getByRole('link', { name: 'New Delhi' }));
    await expect(await canvas.findByText('Arrived at /all-properties?city=New%20Delhi')).toBeVisible();
  },
};

/** The search page's suggestions, in the chosen city: arrow down and Enter search the locality at once. */
export const LocalitySuggested: Story = {
  beforeEach: () => {
    db.listings.push(
      aListing({
        title: '3 BHK Flat in Baner',
        location: { address: '', state: 'Maharashtra', city: 'Pune', locality: 'Baner', pincode: '411045' },
      }),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /City$/ }));
    await userEvent.click(await screen().findByRole('option', { name: 'Pune' }));
    await userEvent.type(canvas.getByRole('combobox', { name: 'Locality or project' }), 'Ban');
    await clock.started();
    clock.advance(250);
    const firstOption = () => within(screen().getByRole('listbox')).getAllByRole('option')[0];
    await waitFor(() => expect(firstOption()).toHaveTextContent('BanerPune · 1 property'));
    await expect(requestsTo('/api/properties/suggestions', 'GET').at(-1)?.search).toBe('q=Ban&city=Pune');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(await canvas.findByText('Arrived at /all-properties?city=Pune&q=Baner&purpose=sale')).toBeVisible();
  },
};

/** A suggested project opens its own page. */
export const ProjectSuggested: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Locality or project' }), 'Skyline Hei');
    await clock.started();
    clock.advance(250);
    await userEvent.click(await screen().findByRole('option', { name: /^Skyline Heights/ }));
    await expect(await canvas.findByText(/^Arrived at \/builder-property-detail\/project-/)).toBeVisible();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const locality = canvas.getByRole('combobox', { name: 'Locality or project' });
    const search = canvas.getByRole('button', { name: 'Search' });
    // The city on a row of its own; the button beside the locality, where its list of suggestions
    // (which opens under the field) cannot lie over it.
    await expect(search.getBoundingClientRect().left).toBeGreaterThanOrEqual(locality.getBoundingClientRect().right);
    await expect(search.getBoundingClientRect().top).toBeLessThan(locality.getBoundingClientRect().bottom);
  },
};

/**
 * The suggestions never cost a tap: with the list open on a phone, the first tap on Search searches
 * what was typed. The list must not lie over the button, and leaving the field must not swallow the tap.
 */
export const SearchWhileSuggestionsOpen: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Locality or project' }), 'Whitefield');
    await clock.started();
    clock.advance(250);
    await waitFor(() => expect(within(screen().getByRole('listbox')).getAllByRole('option')[0]).toBeVisible());
    // The open list hides the rest of the page from screen readers (react-aria's combobox), not from fingers.
    const search = canvas.getByText('Search', { selector: 'button' });
    // What a finger on the button's middle touches is the button, not the open list.
    const box = search.getBoundingClientRect();
    await expect(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)).toBe(search);
    await userEvent.click(search);
    await expect(await canvas.findByText('Arrived at /all-properties?q=Whitefield&purpose=sale')).toBeVisible();
  },
};

/** docs/listings.md#search-text-limit: text past the limit is said beside the field, and nothing is sent. */
export const TextTooLong: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('combobox', { name: 'Locality or project' });
    await userEvent.click(field);
    await userEvent.paste(`Whitefield ${'near the lake '.repeat(7)}`);
    await expect(await canvas.findByText('Search text must be at most 100 characters')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(canvas.queryByText(/^Arrived at/)).not.toBeInTheDocument();
    await expect(requestsTo('/api/properties/suggestions', 'GET')).toEqual([]);
    await expect(canvas.getByText('Search text must be at most 100 characters')).toBeVisible();
  },
};
