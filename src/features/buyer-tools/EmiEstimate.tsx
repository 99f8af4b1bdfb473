import { useId, useState } from 'react';
import styled from 'styled-components';
import { PageSection } from '@/components/PageLayout';
import { TextField } from '@/components/TextField';
import { checkForm } from '@/lib/fieldMessages';
import { formatPrice } from '@/lib/price';
import { emiFormSchema, emiStart, loanShareText, monthlyEmi, type EmiForm } from './emi';

/**
 * docs/listings.md#emi-estimate: a sale listing's or a project's monthly instalment, from a loan of
 * 80 % of `price` by default. A bad figure gets its message beside the field and stays as typed.
 */
export function EmiEstimate({ price }: { price: number }) {
  const [form, setForm] = useState<EmiForm>(() => emiStart(price));
  const headingId = useId();
  const checked = checkForm(emiFormSchema, form);
  const errors = checked.ok ? {} : checked.errors;
  const field = (key: keyof EmiForm, label: string, description?: string) => (
    <TextField
      label={label}
      description={description}
      inputMode="decimal"
      value={form[key]}
      onChange={(value) => setForm((current) => ({ ...current, [key]: value }))}
      errorMessage={errors[key]}
    />
  );
  return (
    <PageSection aria-labelledby={headingId}>
      <h2 id={headingId}>EMI estimate</h2>
      <Fields>
        {field('loan', 'Loan amount (₹)', loanShareText(form.loan, price, formatPrice(price)))}
        {field('rate', 'Interest rate (% a year)')}
        {field('years', 'Tenure (years)')}
      </Fields>
      <Result aria-live="polite">
        {checked.ok ? (
          <>
            <strong>{`${formatPrice(Math.round(monthlyEmi(checked.value.loan, checked.value.rate, checked.value.years)))} a month`}</strong>
            <span>{`for ${formatPrice(checked.value.loan)} over ${checked.value.years} years at ${checked.value.rate} %`}</span>
          </>
        ) : (
          <span>Correct the figures above to see the EMI.</span>
        )}
      </Result>
      <Note>An estimate: the bank&apos;s offer decides the actual instalment.</Note>
    </PageSection>
  );
}

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
`;

const Result = styled.p`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border-radius: ${({ theme }) => theme.radius.md};
  strong {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
