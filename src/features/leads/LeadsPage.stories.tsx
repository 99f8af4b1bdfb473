import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiPaths } from '@/api/contract';
import { db, requestsTo } from '@mocks/db';
import { leads } from '@mocks/handlers';
import { storeSessionOf } from '@mocks/session';
import { narrowPhone } from '@/testing/narrowPhone';
import { atRoutes } from '@/testing/storyFrame';
import { seeSavedReply } from '@/testing/threadSteps';
import { LeadsPage } from './LeadsPage';

/**
 * The builder's leads in the mock db (mocks/db.ts): Asha asked about Skyline Palm Villas (sharing her
 * number) and then Skyline Heights, one lead with two interests; Rohan is negotiating about Skyline
 * Central with a follow-up due on 19 Oct (the mocks' today is 20 Oct); Meera was lost.
 */
const asha = 'Asha Rao';
const rohan = 'Rohan Iyer';
const meera = 'Meera Pillai';
const [palmVillas, heights] = ['Skyline Palm Villas', 'Skyline Heights'];

const meta = {
  title: 'Pages/Leads',
  component: LeadsPage,
  decorators: [atRoutes('/builder/leads', '/seller/leads')],
  parameters: { layout: 'fullscreen', router: { initialEntry: '/builder/leads' } },
  beforeEach: () => {
    storeSessionOf('Builder');
  },
} satisfies Meta<typeof LeadsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const leadNames = (canvas: Canvas) =>
  canvas
    .getAllByRole('article')
    .map((article: HTMLElement) => document.getElementById(article.getAttribute('aria-labelledby')!)?.textContent);
const card = (canvas: Canvas, buyer: string) => within(canvas.getByRole('article', { name: buyer }));
/** The lead's head: its buyer's name, its stage and its follow-up. */
const headOf = (canvas: Canvas, buyer: string) =>
  within(card(canvas, buyer).getByRole('heading', { level: 2, name: buyer }).parentElement!);
const filters = (canvas: Canvas) => within(canvas.getByRole('group', { name: 'Filter leads' }));
const patches = () => db.requests.filter((r) => r.method === 'PATCH' && r.path.startsWith('/api/me/leads/'));
const body = () => within(document.body);

/** Every lead, the latest question first; one buyer's two projects are one lead. */
export const NewestFirst: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
    await canvas.findByRole('article', { name: asha });
    await expect(leadNames(canvas)).toEqual([asha, rohan, meera]);
    const ashaCard = card(canvas, asha);
    await expect(ashaCard.getByRole('list', { name: `What ${asha} asked about` }).children).toHaveLength(2);
    await expect(ashaCard.getByRole('link', { name: heights })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/builder-property-detail\//),
    );
    await expect(ashaCard.getByRole('link', { name: palmVillas })).toBeVisible();
    // docs/listings.md#inquiry-phone-consent: shared on her first question, so the lead carries it.
    await expect(ashaCard.getByRole('link', { name: `Call ${asha} on 9876543210` })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    await expect(
      card(canvas, rohan).getByText(`${rohan} has not shared a phone number. Reply here in Nivaas.`),
    ).toBeVisible();
    await expect(headOf(canvas, rohan).getByText('Follow-up due (19 Oct 2026)')).toBeVisible();
    await expect(headOf(canvas, rohan).getByText('Negotiating')).toBeVisible();
    await expect(headOf(canvas, meera).getByText('Lost: Bought a resale flat nearby')).toBeVisible();
    await expect(ashaCard.getAllByText('Waiting for your reply')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Due follow-ups (1)' })).toBeVisible();
    await expect(requestsTo(apiPaths.myLeads, 'GET')[0]?.authorization).toMatch(/^Bearer /);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [leads.mine.empty] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No leads yet')).toBeVisible();
    await expect(
      canvas.getByText(
        'When a buyer asks about one of your projects, they appear here, with every project they asked about.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

/** A project chosen: the leads who asked about it, asked of the server and kept in the address. */
export const FilteredByProject: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('article', { name: asha });
    await userEvent.click(filters(canvas).getByRole('button', { name: /Project$/ }));
    await userEvent.click(await body().findByRole('option', { name: heights }));
    await waitFor(() => expect(leadNames(canvas)).toEqual([asha, meera]));
    const heightsId = db.projects[1]!._id;
    await expect(requestsTo(apiPaths.myLeads, 'GET').at(-1)?.search).toBe(`property=${heightsId}`);
    await userEvent.click(filters(canvas).getByRole('button', { name: /Stage$/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Negotiating' }));
    await expect(await canvas.findByText('No leads match these filters.')).toBeVisible();
    await expect(requestsTo(apiPaths.myLeads, 'GET').at(-1)?.search).toBe(`property=${heightsId}&stage=negotiating`);
    await userEvent.click(canvas.getByRole('button', { name: 'Show all leads' }));
    await waitFor(() => expect(leadNames(canvas)).toEqual([asha, rohan, meera]));
  },
};

/** docs/leads.md#follow-ups: only the open leads whose day has come. */
export const DueFollowUps: Story = {
  parameters: { router: { initialEntry: '/builder/leads?due=true' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(leadNames(canvas)).toEqual([rohan]));
    await expect(canvas.getByRole('button', { name: 'Due follow-ups (1)', pressed: true })).toBeVisible();
    const rohanCard = card(canvas, rohan);
    await expect(headOf(canvas, rohan).getByText('Follow-up due (19 Oct 2026)')).toBeVisible();
    await expect(rohanCard.getByRole('textbox', { name: 'Private note' })).toHaveValue(
      'Wants the corner shop; asked for 5% off. Call after the board meeting.',
    );
    await expect(requestsTo(apiPaths.myLeads, 'GET')[0]?.search).toBe('due=true');
  },
};

/** docs/leads.md#follow-ups: with every follow-up done, the due view says so. */
export const NoFollowUpsDue: Story = {
  parameters: { router: { initialEntry: '/builder/leads?due=true' } },
  beforeEach: () => {
    for (const lead of db.leads) delete lead.followUpOn;
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No follow-ups are due.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Due follow-ups (0)', pressed: true })).toBeVisible();
  },
};

/** docs/leads.md#stages: lost asks for its reason; saved, the lead says why. */
export const LostNeedsAReason: Story = {
  play: async ({ canvas }) => {
    const rohanCard = within(await canvas.findByRole('article', { name: rohan }));
    await userEvent.click(rohanCard.getByRole('button', { name: /Stage$/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Lost' }));
    await userEvent.click(rohanCard.getByRole('button', { name: 'Save lead' }));
    await expect(rohanCard.getByText('Please give a reason the lead was lost')).toBeVisible();
    await expect(patches()).toEqual([]);
    await userEvent.type(rohanCard.getByRole('textbox', { name: /Why was it lost/ }), 'Chose a shop in Jayanagar');
    await userEvent.click(rohanCard.getByRole('button', { name: 'Save lead' }));
    await waitFor(() => expect(headOf(canvas, rohan).getByText('Lost: Chose a shop in Jayanagar')).toBeVisible());
    const [saved] = patches();
    await expect(saved?.body).toEqual({
      stage: 'lost',
      lostReason: 'Chose a shop in Jayanagar',
      note: 'Wants the corner shop; asked for 5% off. Call after the board meeting.',
      followUpOn: '2026-10-19',
    });
    await expect(await body().findByText('Lead saved')).toBeVisible();
  },
};

/** docs/leads.md#stages: the builder answers in the thread; a new lead becomes contacted. */
export const ReplyMovesToContacted: Story = {
  play: async ({ canvas }) => {
    const ashaCard = () => within(canvas.getByRole('article', { name: asha }));
    await canvas.findByRole('article', { name: asha });
    await expect(headOf(canvas, asha).getByText('New')).toBeVisible();
    const heightsThread = within(ashaCard().getByRole('group', { name: `Conversation with ${asha} about ${heights}` }));
    await userEvent.type(heightsThread.getByRole('textbox', { name: 'Your reply' }), 'Possession is due in June 2027.');
    await userEvent.click(heightsThread.getByRole('button', { name: 'Send reply' }));
    // The interest about Skyline Heights: its thread and reply box.
    const heightsInterest = ashaCard().getByRole('group', {
      name: `Conversation with ${asha} about ${heights}`,
    }).parentElement!;
    await seeSavedReply(within(heightsInterest), 'Possession is due in June 2027.');
    await expect(headOf(canvas, asha).getByText('Contacted')).toBeVisible();
    await expect(ashaCard().getAllByText('Waiting for your reply')).toHaveLength(1);
  },
};

/** docs/leads.md#export: the file of the leads shown, asked with the sign-in and the same filters. */
export const ExportCsv: Story = {
  parameters: { router: { initialEntry: '/builder/leads?stage=negotiating' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(leadNames(canvas)).toEqual([rohan]));
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(requestsTo(apiPaths.myLeadsExport, 'GET')).toHaveLength(1));
    const [exported] = requestsTo(apiPaths.myLeadsExport, 'GET');
    await expect([exported?.search, exported?.authorization]).toEqual([
      'stage=negotiating',
      expect.stringMatching(/^Bearer /),
    ]);
  },
};

/** A seller's pipeline: the same page at /seller/leads, about listings. */
export const SellerLeads: Story = {
  parameters: { router: { initialEntry: '/seller/leads' } },
  beforeEach: () => {
    storeSessionOf('Seller');
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Every buyer who asked about your listings, once each. Stages, notes and follow-ups are yours alone.',
      ),
    ).toBeVisible();
    await canvas.findByRole('article', { name: 'Karan Mehta' });
    await expect(filters(canvas).getByRole('button', { name: /Listing$/ })).toBeVisible();
    await expect(leadNames(canvas)).toEqual(['Asha Rao', 'Karan Mehta']);
    await expect(headOf(canvas, 'Karan Mehta').getByText('Contacted')).toBeVisible();
  },
};

export const OnAPhone: Story = {
  ...narrowPhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: rohan })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [leads.mine.slow] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading your leads' })).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [leads.mine.serverError] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Unable to Load Your Leads')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /try again/i })).toBeVisible();
  },
};
