/** A price in whole rupees: an integer above zero, exactly representable (not 12.5, not 1e21). */
export const isWholeRupees = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/**
 * A number as a form part writes it: plain decimal digits ('4500000', '1200.5', '-1'). Exponents,
 * hex, 'Infinity', spaces inside and negative zero are not numbers a person typed.
 */
export function readDecimalText(text: string): number | null {
  if (!/^-?(0|[1-9]\d*)(\.\d+)?$/.test(text)) return null;
  const value = Number(text);
  return Object.is(value, -0) || (value === 0 && text.startsWith('-')) ? null : value;
}
