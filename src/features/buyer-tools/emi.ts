import { z } from 'zod';
import { lazySchema } from '@/api/contract/lazySchema';

/** docs/listings.md#emi-estimate: the figures an estimate starts from. */
export const EMI_DEFAULTS = { loanShare: 0.8, ratePercent: 8.5, years: 20 } as const;
export const EMI_LIMITS = { maxRatePercent: 25, maxYears: 30 } as const;

/**
 * The monthly instalment of a loan of `principal` rupees at `ratePercent` a year over `years`:
 * EMI = P·r·(1+r)^n / ((1+r)^n − 1), r the monthly rate and n the months; at 0 % it is P / n.
 */
export function monthlyEmi(principal: number, ratePercent: number, years: number): number {
  const months = years * 12;
  const r = ratePercent / 12 / 100;
  if (r === 0) return principal / months;
  const growth = (1 + r) ** months;
  return (principal * r * growth) / (growth - 1);
}

/** A typed number: digits with an optional sign, decimals and en-IN commas ('48,00,000'). */
const typedNumber = (empty: string) =>
  z
    .string()
    .trim()
    .min(1, empty)
    .refine((text) => /^-?[\d,]*\.?\d+$/.test(text), 'Enter a number, digits only')
    .transform((text) => Number(text.replace(/,/g, '')));

/** docs/listings.md#emi-estimate: the rules of the estimate's three fields, each message beside its field. */
export const emiFormSchema = lazySchema(() =>
  z.object({
    loan: typedNumber('Enter the loan amount').pipe(z.number().gt(0, 'The loan amount must be more than ₹0')),
    rate: typedNumber('Enter the interest rate').pipe(
      z
        .number()
        .min(0, 'The interest rate cannot be negative')
        .max(EMI_LIMITS.maxRatePercent, `The interest rate can be at most ${EMI_LIMITS.maxRatePercent} % a year`),
    ),
    years: typedNumber('Enter the tenure in years').pipe(
      z
        .number()
        .gt(0, 'The tenure must be more than 0 years')
        .max(EMI_LIMITS.maxYears, `The tenure can be at most ${EMI_LIMITS.maxYears} years`),
    ),
  }),
);

export type EmiForm = z.input<typeof emiFormSchema>;

/**
 * docs/listings.md#emi-estimate: what the loan field says of the loan typed: its share of the price
 * ('80 % of ₹3.85 Cr' at first, '52 % of ₹3.85 Cr' once edited), the price alone while the loan is
 * not a figure yet; never the first share after an edit (issue #36).
 */
export function loanShareText(loan: string, price: number, priceText: string): string {
  const parsed = emiFormSchema.shape.loan.safeParse(loan);
  if (!parsed.success || !(price > 0)) return `Of a price of ${priceText}`;
  const percent = (parsed.data / price) * 100;
  return `${Number.isInteger(percent) ? percent : percent.toFixed(1)} % of ${priceText}`;
}

/** The form's first values for a price: 80 % of it as the loan, a usual rate and tenure. */
export const emiStart = (price: number): EmiForm => ({
  loan: String(Math.round(price * EMI_DEFAULTS.loanShare)),
  rate: String(EMI_DEFAULTS.ratePercent),
  years: String(EMI_DEFAULTS.years),
});
