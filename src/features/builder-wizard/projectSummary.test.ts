import { describe, expect, it } from 'vitest';
import { emptyProjectFields, type BuilderProjectFields } from '@/api/contract';
import { formatPriceRange } from '@/lib/price';
import { aProject } from '@mocks/factories';
import { pricesOf, stepHeading, stepNames, typeLabel } from './projectSummary';
import { formFromProject } from './projectRecord';

const fieldsOf = (kind: Parameters<typeof aProject>[0]) => formFromProject(aProject(kind)).fields;

describe('typeLabel (docs/wizard.md#type-label)', () => {
  it.each([
    ['villa', 'Residential Villa'],
    ['flat', 'Residential Flat'],
    ['shops', 'Commercial Shops'],
    ['office', 'Commercial Office'],
    ['mixed', 'Mixed Use (Shop/Office)'],
  ] as const)('%s is %s', (kind, label) => {
    expect(typeLabel(fieldsOf(kind))).toBe(label);
  });

  it('is Property until a kind is chosen', () => {
    expect(typeLabel(emptyProjectFields())).toBe('Property');
    expect(typeLabel({ ...emptyProjectFields(), propertyType: 'residential' })).toBe('Property');
  });
});

describe('step titles', () => {
  it.each([
    ['villa', 'Villa Details', 'Residential Details'],
    ['flat', 'Flat Details', 'Residential Details'],
    ['shops', 'Shops Details', 'Commercial Details'],
    ['office', 'Office Details', 'Commercial Details'],
    ['mixed', 'Mixed Use Details', 'Commercial Details'],
  ] as const)('step 3 of a %s is %s, named %s under the bar', (kind, heading, name) => {
    expect(stepHeading(3, fieldsOf(kind))).toBe(heading);
    expect(stepNames(fieldsOf(kind))).toEqual(['Project Details', 'Location', name, 'Media', 'Review']);
  });

  it('names the other steps', () => {
    const fields = emptyProjectFields();
    expect([1, 2, 4, 5].map((step) => stepHeading(step, fields))).toEqual([
      'Project Details',
      'Location',
      'Media Files',
      'Review',
    ]);
  });
});

describe('the review price range over pricesOf', () => {
  const villa = (prices: Array<number | null>): BuilderProjectFields => {
    const fields = fieldsOf('villa');
    return {
      ...fields,
      villaDetails: {
        ...fields.villaDetails,
        configurations: prices.map((price) => ({ bhkType: '3BHK', bathrooms: 2, area: 1200, price })),
      },
    };
  };

  it('is lowest - highest, a single value when equal, N/A when there is none', () => {
    expect(formatPriceRange(pricesOf(villa([18_000_000, 9_500_000, 12_500_000])))).toBe('₹95.00 Lakh - ₹1.80 Cr');
    expect(formatPriceRange(pricesOf(villa([7_500_000, 7_500_000])))).toBe('₹75.00 Lakh');
    expect(formatPriceRange(pricesOf(villa([null])))).toBe('N/A');
    expect(formatPriceRange(pricesOf(emptyProjectFields()))).toBe('N/A');
  });

  it('covers both lists of a mixed-use project', () => {
    expect(formatPriceRange(pricesOf(fieldsOf('mixed')))).toBe('₹35.00 Lakh - ₹90.00 Lakh');
  });

  it('reads only the chosen kind', () => {
    const flat = fieldsOf('flat');
    expect(pricesOf({ ...flat, villaDetails: villa([1]).villaDetails })).toEqual([7_800_000]);
  });
});
