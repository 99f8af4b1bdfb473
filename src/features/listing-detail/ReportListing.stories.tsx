import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db, requestsTo } from '@mocks/db';
import { freshness } from '@mocks/handlers';
import { storeSessionOf } from '@mocks/session';
import { freshnessMessages, type Listing } from '@/api/contract';
import { withAddressBar, withFavourites } from '@/testing/browserFrame';
import { atRoutes } from '@/testing/storyFrame';
import { PropertyDetailPage } from './PropertyDetailPage';

const FLAT = 'flat-koramangala';
const reportPath = `/api/properties/${FLAT}/reports`;

/** The Seller's live flat that a buyer reports. */
const flat = { _id: FLAT, title: '2 BHK Flat in Koramangala', status: 'live' } satisfies Partial<Listing>;

const meta = {
  title: 'Pages/Listings/Property Detail/Report a Listing',
  component: PropertyDetailPage,
  decorators: [withFavourites, atRoutes('/property-detail/:id'), withAddressBar],
  parameters: { layout: 'fullscreen', router: { initialEntry: `/property-detail/${FLAT}` } },
  globals: { viewport: { value: 'desktop' } },
  beforeEach: () => {
    Object.assign(db.listings[0]!, flat);
    storeSessionOf('Buyer');
  },
} satisfies Meta<typeof PropertyDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog renders outside the story's canvas. */
const screen = () => within(document.body);

async function openDialog(canvas: ReturnType<typeof within>) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Report this listing' }));
  return within(await screen().findByRole('dialog', { name: 'Report this listing' }));
}

/** docs/listings.md#listing-reports: a reason, a short text, and the team's thanks; the report reaches the queue. */
export const BuyerReportsAWrongPrice: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    const reasons = within(dialog.getByRole('radiogroup', { name: 'What is wrong?' }));
    // The reasons in this order, each named by its label as a screen reader reads it.
    const listed = ['Already sold or rented', 'Wrong price', 'Fake photos', 'Broker posing as owner', 'Other'];
    const radios = reasons.getAllByRole('radio');
    await expect(radios).toHaveLength(listed.length);
    for (const [index, name] of listed.entries()) await expect(radios[index]).toHaveAccessibleName(name);
    await userEvent.click(reasons.getByRole('radio', { name: 'Wrong price' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Details/ }), '  The owner asked me for ₹1.1 Cr.  ');
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    const thanks = within(await screen().findByRole('dialog', { name: 'Report sent' }));
    await expect(thanks.getByRole('status')).toHaveTextContent(freshnessMessages.reported);
    // The text is sent trimmed, as the contract reads it.
    await expect(requestsTo(reportPath, 'POST')[0]?.body).toEqual({
      reason: 'wrong price',
      text: 'The owner asked me for ₹1.1 Cr.',
    });
    await expect(db.reports).toEqual([
      expect.objectContaining({ listingId: FLAT, reason: 'wrong price', reporterName: 'Asha Rao' }),
    ]);
    await userEvent.click(thanks.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Nothing is sent without a reason, nor for "other" without a word of what is wrong. */
export const OtherNeedsDetails: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    await expect(dialog.getByText(freshnessMessages.reasonRequired)).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: 'Other' }));
    await expect(dialog.queryByText(freshnessMessages.reasonRequired)).not.toBeInTheDocument();
    const details = dialog.getByRole('textbox', { name: /Details/ });
    await expect(details).toBeRequired();
    await userEvent.type(details, '   ');
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    await expect(dialog.getByText(freshnessMessages.textRequired)).toBeVisible();
    await expect(details).toHaveAttribute('aria-invalid', 'true');
    await expect(requestsTo(reportPath)).toHaveLength(0);
  },
};

/** A second report from the same account: the server's message shows in the dialog, the choice and text stay. */
export const AlreadyReportedKeepsTheText: Story = {
  parameters: { msw: { handlers: [freshness.report.already] } },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await userEvent.click(dialog.getByRole('radio', { name: 'Fake photos' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Details/ }), 'The photos are of a flat in Pune.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('Your report was not sent');
    await expect(alert).toHaveTextContent(freshnessMessages.alreadyReported);
    await expect(dialog.getByRole('radio', { name: 'Fake photos' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: /Details/ })).toHaveValue('The photos are of a flat in Pune.');
  },
};

export const TooManyReports: Story = {
  parameters: {
    msw: { handlers: [freshness.report.answer(429, { message: freshnessMessages.tooManyReports })] },
  },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await userEvent.click(dialog.getByRole('radio', { name: 'Already sold or rented' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(freshnessMessages.tooManyReports);
    await expect(dialog.getByRole('radio', { name: 'Already sold or rented' })).toBeChecked();
  },
};

/** The whole report by keyboard: arrows choose the reason, Tab moves on, Enter sends, focus comes back. */
export const ByKeyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole('button', { name: 'Report this listing' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await screen().findByRole('dialog', { name: 'Report this listing' }));
    await userEvent.tab();
    await expect(dialog.getByRole('radio', { name: 'Already sold or rented' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(dialog.getByRole('radio', { name: 'Broker posing as owner' })).toBeChecked();
    await userEvent.tab();
    await expect(dialog.getByRole('textbox', { name: /Details/ })).toHaveFocus();
    await userEvent.keyboard('He charges a brokerage of one month.');
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Send report' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const thanks = within(await screen().findByRole('dialog', { name: 'Report sent' }));
    await expect(thanks.getByRole('button', { name: 'Close' })).toHaveFocus();
    await expect(requestsTo(reportPath, 'POST')[0]?.body).toEqual({
      reason: 'broker posing as owner',
      text: 'He charges a brokerage of one month.',
    });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** A visitor signs in first and comes back to the listing (docs/listings.md#listing-reports). */
export const VisitorSignsInFirst: Story = {
  beforeEach: () => {
    localStorage.clear();
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Report this listing' }));
    await expect(await canvas.findByText('Arrived at /login')).toBeVisible();
    await expect(requestsTo(reportPath)).toHaveLength(0);
  },
};

/** The owner does not report their own listing. */
export const OwnerHasNoReport: Story = {
  beforeEach: () => {
    storeSessionOf('Seller');
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'Your listing' });
    await expect(canvas.queryByRole('button', { name: 'Report this listing' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Report this listing' })).not.toBeInTheDocument();
  },
};
