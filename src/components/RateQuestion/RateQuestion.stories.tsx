import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { RateFlag } from '@/api/contract';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { RateQuestion } from './RateQuestion';

/** ₹1.5 Lakh for a 2,500 sq.ft office in Pune: ₹60 a sq.ft. */
const officeSale: RateFlag = {
  type: 'office',
  perMonth: false,
  city: 'Pune',
  price: 150_000,
  area: 2500,
  rate: 60,
  low: 1700,
  high: 72_000,
};

const meta = {
  title: 'Components/Rate Question',
  component: RateQuestion,
  parameters: docsWithUsage(usageNotes.rateQuestion),
  args: { flag: officeSale, isOpen: true, onChangePrice: fn(), onConfirm: fn() },
} satisfies Meta<typeof RateQuestion>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Sale: Story = {
  play: async ({ args }) => {
    const question = body().getByRole('alertdialog', { name: 'Is ₹1.50 Lakh right?' });
    await expect(question).toHaveTextContent('₹1.50 Lakh for 2,500 sq.ft is ₹60 a sq.ft');
    await userEvent.click(within(question).getByRole('button', { name: 'Yes, send it' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onChangePrice).not.toHaveBeenCalled();
  },
};

/** A project's unit is named first; Escape, like 'Change the price', goes back to the price. */
export const ProjectUnit: Story = {
  args: { flag: { ...officeSale, unit: 'Office suite' } },
  play: async ({ args }) => {
    await expect(body().getByRole('alertdialog')).toHaveTextContent(/^Is ₹1.50 Lakh right\?Office suite: ₹1.50 Lakh/);
    await userEvent.keyboard('{Escape}');
    await expect(args.onChangePrice).toHaveBeenCalledTimes(1);
  },
};

/** A month's rent: ₹2,000 for 1,150 sq.ft in Bengaluru. */
export const RentOnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    flag: {
      type: 'flat',
      perMonth: true,
      city: 'Bengaluru',
      price: 2000,
      area: 1150,
      rate: 2000 / 1150,
      low: 2.3,
      high: 250,
    },
  },
  play: async ({ args }) => {
    const question = body().getByRole('alertdialog', { name: 'Is ₹2,000 right?' });
    await expect(question).toHaveTextContent(
      '₹2,000 a month for 1,150 sq.ft is ₹1.7 a sq.ft a month, while flats in Bengaluru usually ask ₹2.3 to ₹250 a sq.ft a month.',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Change the price' }));
    await expect(args.onChangePrice).toHaveBeenCalledTimes(1);
  },
};
