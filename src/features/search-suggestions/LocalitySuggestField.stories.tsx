import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { db, requestsTo } from '@mocks/db';
import { aListing } from '@mocks/factories';
import { listings } from '@mocks/handlers';
import { storyClock } from '@/testing/storyClock';
import { atRoutes } from '@/testing/storyFrame';
import { LocalitySuggestField, SUGGEST_DELAY_MS } from './LocalitySuggestField';

/** docs/listings.md#search-suggestions: the typed text waits SUGGEST_DELAY_MS on this clock. */
const clock = storyClock();

/** Two homes in Andheri West and one in Andheri East, beside the mock db's projects. */
const inAndheri = (locality: string) =>
  aListing({
    title: `2 BHK Flat in ${locality}`,
    location: { address: '', state: 'Maharashtra', city: 'Mumbai', locality, pincode: '400053' },
  });

const meta = {
  title: 'Patterns/Search/Locality Suggestions',
  component: LocalitySuggestField,
  decorators: [
    clock.provide,
    atRoutes('/'),
    (Story) => (
      // Room under the field for its list, so the list is in the picture.
      <div style={{ maxWidth: '22rem', minHeight: '24rem', padding: '1rem', boxSizing: 'border-box' }}>
        <Story />
      </div>
    ),
  ],
  args: { value: '', onSearch: fn(), onLeave: fn() },
  beforeEach: () => {
    clock.reset();
    db.listings.push(inAndheri('Andheri West'), inAndheri('Andheri West'), inAndheri('Andheri East'));
  },
} satisfies Meta<typeof LocalitySuggestField>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const page = () => within(document.body);
const field = (canvas: Canvas) => canvas.getByRole('combobox', { name: 'Locality or project' });
const optionTexts = () =>
  within(page().getByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent);

async function typeAndPause(canvas: Canvas, text: string) {
  await userEvent.type(field(canvas), text);
  await clock.started();
  clock.advance(SUGGEST_DELAY_MS);
}

/** The localities that match, most properties first, with their counts. */
export const Suggested: Story = {
  args: { city: 'Mumbai' },
  play: async ({ canvas }) => {
    await typeAndPause(canvas, 'andh');
    await waitFor(() =>
      expect(optionTexts()).toEqual([
        'Andheri WestMumbai · 2 properties',
        // docs/localities.md#locality-links: the top locality's page, one option after it.
        'Prices and trends in Andheri WestLocality page · Mumbai',
        'Andheri EastMumbai · 1 property',
      ]),
    );
    await expect(requestsTo('/api/properties/suggestions', 'GET').at(-1)?.search).toBe('q=andh&city=Mumbai');
  },
};

/** docs/listings.md#search-typos: no locality starts with a misspelt name; the nearest in spelling is offered. */
export const NearSpelling: Story = {
  args: { city: 'Mumbai' },
  play: async ({ canvas, args }) => {
    await typeAndPause(canvas, 'Andheri Wset');
    await waitFor(() => expect(optionTexts()[0]).toBe('Andheri WestMumbai · 2 properties'));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('Andheri West');
  },
};

export const ChosenByKeyboard: Story = {
  args: { city: 'Mumbai' },
  play: async (context) => {
    await Suggested.play!(context);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(context.args.onSearch).toHaveBeenCalledWith('Andheri East');
    await expect(field(context.canvas)).toHaveValue('Andheri East');
    await expect(page().queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** docs/localities.md#locality-links: the option after a locality opens its page, by keyboard like any other. */
export const LocalityPageByKeyboard: Story = {
  args: { city: 'Mumbai' },
  play: async (context) => {
    await Suggested.play!(context);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(await context.canvas.findByText('Arrived at /locality/Mumbai/Andheri%20West')).toBeVisible();
    await expect(context.args.onSearch).not.toHaveBeenCalled();
  },
};

/** The list opens as one types and says it is looking until the first answer comes. */
export const Looking: Story = {
  parameters: { msw: { handlers: [listings.suggest.slow] } },
  play: async ({ canvas }) => {
    await typeAndPause(canvas, 'Andh');
    await waitFor(() => expect(page().getByText('Looking for localities and projects…')).toBeVisible());
  },
};

export const NoneMatch: Story = {
  parameters: { msw: { handlers: [listings.suggest.none] } },
  play: async ({ canvas, args }) => {
    await typeAndPause(canvas, 'Wadala');
    await waitFor(() => expect(page().getByText('No matching localities')).toBeVisible());
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('Wadala');
  },
};

/** A failed call costs only the suggestions: the list closes, a note says so, the text still searches. */
export const Unavailable: Story = {
  parameters: { msw: { handlers: [listings.suggest.serverError] } },
  play: async ({ canvas, args }) => {
    await typeAndPause(canvas, 'Andh');
    await expect(
      await canvas.findByText('Suggestions are unavailable. Press Enter to search what you typed.'),
    ).toBeVisible();
    await expect(page().queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('Andh');
  },
};

/** Leaving the field hands over what was typed, without searching it. */
export const LeftWithText: Story = {
  parameters: { msw: { handlers: [listings.suggest.none] } },
  play: async ({ canvas, args }) => {
    await userEvent.type(field(canvas), 'Powai');
    await userEvent.tab();
    await expect(args.onLeave).toHaveBeenCalledWith('Powai');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};
