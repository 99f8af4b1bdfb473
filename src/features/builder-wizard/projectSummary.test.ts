import { describe, expect, it } from 'vitest';
import { emptyProjectFields } from '@/api/contract';
import { aProject } from '@mocks/factories';
import { stepHeading, stepNames } from './projectSummary';
import { formFromProject } from './projectRecord';

const fieldsOf = (kind: Parameters<typeof aProject>[0]) => formFromProject(aProject(kind)).fields;

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
