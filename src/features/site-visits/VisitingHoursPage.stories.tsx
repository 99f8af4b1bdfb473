import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { visitMessages, visitPaths } from '@/api/contract/visits';
import { db, requestsTo } from '@mocks/db';
import { storeSessionOf } from '@mocks/session';
import { atRoutes } from '@/testing/storyFrame';
import { VisitingHoursPage } from './VisitingHoursPage';

/** docs/leads.md#site-visits: the builder sets when buyers may visit each project. */
const meta = {
  title: 'Pages/Visiting hours',
  component: VisitingHoursPage,
  decorators: [atRoutes('/builder/visiting-hours', '/builder/leads')],
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
