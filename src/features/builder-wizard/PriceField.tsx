import { NumberField } from '@/components/NumberField';
import { formatPrice } from '@/lib/price';

export interface AmountFieldProps {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
}

/** A price in rupees, read back the way buyers say it ('₹1.25 Cr', docs/formatting.md#price-format) below the input. */
export function PriceField({ label, value, onChange }: AmountFieldProps) {
  return (
    <NumberField
      label={label}
      value={value}
      onChange={onChange}
      description={value ? formatPrice(value) : 'In rupees'}
      formatOptions={{ maximumFractionDigits: 0 }}
      isRequired
    />
  );
}

/** A count (villas, floors, bathrooms): whole numbers with − and + buttons. */
export function CountField({ label, value, onChange }: AmountFieldProps) {
  return (
    <NumberField
      label={label}
      value={value}
      onChange={onChange}
      formatOptions={{ maximumFractionDigits: 0 }}
      showStepper
      isRequired
    />
  );
}

/** An area in square feet. */
export function AreaField({ label, value, onChange }: AmountFieldProps) {
  return (
    <NumberField
      label={`${label} (sq ft)`}
      value={value}
      onChange={onChange}
      formatOptions={{ maximumFractionDigits: 2 }}
      isRequired
    />
  );
}
