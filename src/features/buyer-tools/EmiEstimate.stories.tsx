import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { EmiEstimate } from './EmiEstimate';

const meta = {
  title: 'Patterns/Buyer Tools/EMI Estimate',
  component: EmiEstimate,
  args: { price: 9_500_000 },
} satisfies Meta<typeof EmiEstimate>;
export default meta;
type Story = StoryObj<typeof meta>;

/** docs/listings.md#emi-estimate: 80 % of ₹95 Lakh at 8.5 % over 20 years. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Loan amount (₹)' })).toHaveValue('7600000');
    await expect(canvas.getByRole('textbox', { name: 'Interest rate (% a year)' })).toHaveValue('8.5');
    await expect(canvas.getByRole('textbox', { name: 'Tenure (years)' })).toHaveValue('20');
    await expect(canvas.getByText('₹65,955 a month')).toBeVisible();
    await expect(canvas.getByText('for ₹76.00 Lakh over 20 years at 8.5 %')).toBeVisible();
  },
};

/**
 * docs/listings.md#emi-estimate: the loan's hint follows the loan typed (issue #36: it kept "80 % of"
 * the price after the loan was edited).
 */
export const LoanEdited: Story = {
  play: async ({ canvas }) => {
    const loan = canvas.getByRole('textbox', { name: 'Loan amount (₹)' });
    await expect(loan).toHaveAccessibleDescription('80 % of ₹95.00 Lakh');
    await userEvent.clear(loan);
    await expect(loan).toHaveAccessibleDescription(expect.stringContaining('Of a price of ₹95.00 Lakh'));
    await userEvent.type(loan, '4750000');
    await expect(loan).toHaveAccessibleDescription('50 % of ₹95.00 Lakh');
    await expect(canvas.getByText('for ₹47.50 Lakh over 20 years at 8.5 %')).toBeVisible();
  },
};

/** A changed figure gives a new EMI at once; 0 % divides the loan evenly. */
export const ChangedFigures: Story = {
  play: async ({ canvas }) => {
    const rate = canvas.getByRole('textbox', { name: 'Interest rate (% a year)' });
    await userEvent.clear(rate);
    await userEvent.type(rate, '0');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Tenure (years)' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tenure (years)' }), '10');
    await expect(canvas.getByText('₹63,333 a month')).toBeVisible();
  },
};

/** Bad figures: each message beside its field, what was typed kept, no EMI until they are put right. */
export const BadInput: Story = {
  play: async ({ canvas }) => {
    const loan = canvas.getByRole('textbox', { name: 'Loan amount (₹)' });
    const rate = canvas.getByRole('textbox', { name: 'Interest rate (% a year)' });
    const years = canvas.getByRole('textbox', { name: 'Tenure (years)' });
    await userEvent.clear(loan);
    await userEvent.clear(rate);
    await userEvent.type(rate, '26');
    await userEvent.clear(years);
    await userEvent.type(years, '-5');
    await expect(loan).toHaveAccessibleDescription(expect.stringContaining('Enter the loan amount'));
    await expect(rate).toHaveAccessibleDescription(
      expect.stringContaining('The interest rate can be at most 25 % a year'),
    );
    await expect(years).toHaveAccessibleDescription(expect.stringContaining('The tenure must be more than 0 years'));
    await expect(rate).toHaveValue('26');
    await expect(years).toHaveValue('-5');
    await expect(canvas.getByText('Correct the figures above to see the EMI.')).toBeVisible();
    await userEvent.clear(years);
    await userEvent.type(years, '31');
    await expect(years).toHaveAccessibleDescription(expect.stringContaining('The tenure can be at most 30 years'));
  },
};
