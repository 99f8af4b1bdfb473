import { describe, expect, it } from 'vitest';
import { checkForm } from '@/lib/fieldMessages';
import { emiFormSchema, emiStart, loanShareText, monthlyEmi } from './emi';

describe('monthlyEmi', () => {
  it('follows P·r·(1+r)^n / ((1+r)^n − 1)', () => {
    // ₹40 Lakh at 8.5 % over 20 years: ₹34,713 a month, as bank calculators round it.
    expect(monthlyEmi(4_000_000, 8.5, 20)).toBeCloseTo(34_712.93, 2);
    expect(monthlyEmi(1_000_000, 12, 1)).toBeCloseTo(88_848.79, 2);
  });

  it('divides the loan evenly at 0 %', () => {
    expect(monthlyEmi(1_200_000, 0, 10)).toBe(10_000);
  });
});

describe('emiFormSchema', () => {
  const check = (form: Partial<Record<'loan' | 'rate' | 'years', string>>) =>
    checkForm(emiFormSchema, { ...emiStart(5_000_000), ...form });

  it('starts from 80 % of the price, 8.5 % and 20 years', () => {
    expect(emiStart(5_000_000)).toEqual({ loan: '4000000', rate: '8.5', years: '20' });
    expect(check({})).toEqual({ ok: true, value: { loan: 4_000_000, rate: 8.5, years: 20 } });
  });

  it('reads en-IN commas and a 0 % rate', () => {
    expect(check({ loan: '40,00,000', rate: '0' })).toEqual({
      ok: true,
      value: { loan: 4_000_000, rate: 0, years: 20 },
    });
  });

  it.each([
    [{ loan: '' }, 'loan', 'Enter the loan amount'],
    [{ loan: '0' }, 'loan', 'The loan amount must be more than ₹0'],
    [{ loan: '-5' }, 'loan', 'The loan amount must be more than ₹0'],
    [{ loan: '40 lakh' }, 'loan', 'Enter a number, digits only'],
    [{ rate: '' }, 'rate', 'Enter the interest rate'],
    [{ rate: '-1' }, 'rate', 'The interest rate cannot be negative'],
    [{ rate: '26' }, 'rate', 'The interest rate can be at most 25 % a year'],
    [{ years: '' }, 'years', 'Enter the tenure in years'],
    [{ years: '0' }, 'years', 'The tenure must be more than 0 years'],
    [{ years: '31' }, 'years', 'The tenure can be at most 30 years'],
  ] as const)('refuses %o with a message at %s', (form, field, message) => {
    expect(check(form)).toEqual({ ok: false, errors: { [field]: message } });
  });
});

describe('loanShareText', () => {
  it('says the share of the price the loan typed is, not the first 80 %', () => {
    expect(loanShareText('30800000', 38_500_000, '₹3.85 Cr')).toBe('80 % of ₹3.85 Cr');
    expect(loanShareText('20000000', 38_500_000, '₹3.85 Cr')).toBe('51.9 % of ₹3.85 Cr');
    expect(loanShareText('2,00,00,000', 38_500_000, '₹3.85 Cr')).toBe('51.9 % of ₹3.85 Cr');
  });

  it('names the price alone while the loan is not a figure', () => {
    expect(loanShareText('', 38_500_000, '₹3.85 Cr')).toBe('Of a price of ₹3.85 Cr');
    expect(loanShareText('40 lakh', 38_500_000, '₹3.85 Cr')).toBe('Of a price of ₹3.85 Cr');
  });
});
