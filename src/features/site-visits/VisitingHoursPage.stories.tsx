import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { visitMessages, visitPaths } from '@/api/contract/visits';
import { db, requestsTo } from '@mocks/db';
import { hoursKey, visitDb } from '@mocks/visits';
import { storeSessionOf } from '@mocks/session';
import { atRoutes } from '@/testing/storyFrame';
import { VisitingHoursPage } from './VisitingHoursPage';

/** docs/leads.md#site-visits: an owner (a builder, a seller, an agent) sets when buyers may visit each property. */
const meta = {
  title: 'Pages/Visiting hours',
  component: VisitingHoursPage,
  decorators: [atRoutes('/builder/visiting-hours', '/seller/visiting-hours', '/builder/leads')],
  parameters: { layout: 'fullscreen', router: { initialEntry: '/builder/visiting-hours' } },
  beforeEach: () => {
    storeSessionOf('Builder');
  },
} satisfies Meta<typeof VisitingHoursPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const puts = () => requestsTo(visitPaths.visitingHours('builder-project', db.projects[0]!._id), 'PUT');

/** The villas' hours, changed and saved. */
export const Valid: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: /Visiting hours of Skyline/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Leads' })).toHaveAttribute('href', '/builder/leads');
    await userEvent.click(canvas.getByRole('button', { name: 'Saturday' }));
    const capacity = canvas.getByRole('textbox', { name: 'Visitors at once' });
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '4');
    await userEvent.click(canvas.getByRole('button', { name: 'Save visiting hours' }));
    await expect(await canvas.findByText('Visiting hours saved. Buyers can now book a slot.')).toBeVisible();
    await expect(puts().map((r) => r.body)).toEqual([
      { days: [1, 2, 3, 4, 5], from: '10:00', to: '18:00', slotMinutes: 60, capacity: 4 },
    ]);
  },
};

/** Hours that end before they start and no visitors: said at the fields, nothing sent. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('form', { name: /Visiting hours of Skyline/ });
    const to = canvas.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '09:00');
    const capacity = canvas.getByRole('textbox', { name: 'Visitors at once' });
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Save visiting hours' }));
    await expect(await canvas.findByText(visitMessages.toBeforeFrom)).toBeVisible();
    await expect(canvas.getByText(visitMessages.badCapacity)).toBeVisible();
    await expect(puts()).toEqual([]);
  },
};

/**
 * A seller's listing: at /seller/visiting-hours the choice is among their listings (the flat has the
 * demo hours); its weekdays, a shorter afternoon, half-hour slots and one visitor at a time, saved.
 */
export const SellerListing: Story = {
  parameters: { router: { initialEntry: '/seller/visiting-hours' } },
  beforeEach: () => {
    storeSessionOf('Seller');
  },
  play: async ({ canvas, canvasElement }) => {
    const flat = db.listings.find((l) => l.title === '2 BHK Flat in Koramangala')!;
    await expect(canvas.getByText(/When buyers may visit each listing/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Leads' })).toHaveAttribute('href', '/seller/leads');
    await userEvent.click(await canvas.findByRole('button', { name: /Which listing/ }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: flat.title }));
    await expect(await canvas.findByRole('form', { name: `Visiting hours of ${flat.title}` })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Saturday' }));
    const to = canvas.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '14:00');
    await userEvent.click(canvas.getByRole('button', { name: /Slot length/ }));
    const lengths = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(lengths).getByRole('option', { name: '30 minutes' }));
    const capacity = canvas.getByRole('textbox', { name: 'Visitors at once' });
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Save visiting hours' }));
    await expect(await canvas.findByText('Visiting hours saved. Buyers can now book a slot.')).toBeVisible();
    const sent = requestsTo(visitPaths.visitingHours('listing', flat._id), 'PUT');
    const hours = { days: [1, 2, 3, 4, 5], from: '10:00', to: '14:00', slotMinutes: 30, capacity: 1 };
    await expect(sent.map((r) => r.body)).toEqual([hours]);
    await expect(sent[0]!.authorization).toMatch(/^Bearer /);
    await expect(visitDb.hours.get(hoursKey('listing', flat._id))).toEqual(hours);
  },
};
