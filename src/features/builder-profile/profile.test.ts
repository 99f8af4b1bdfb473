import { describe, expect, it } from 'vitest';
import { aBuilderProfile } from '@mocks/factories';
import { checkProfile, previewOf, profileCompleteness, toFormValues } from './profile';

describe('profileCompleteness', () => {
  it('is 100 with nothing missing for a full profile', () => {
    expect(profileCompleteness(aBuilderProfile())).toEqual({ percent: 100, missing: [] });
  });

  it('names what is missing in the documented order; blanks and empty lists count as missing', () => {
    const profile = aBuilderProfile({ tagline: '  ', website: undefined, expertise: [], profilePhoto: undefined });
    expect(profileCompleteness(profile)).toEqual({
      percent: 60,
      missing: ['Profile photo', 'Tagline', 'Website', 'Expertise'],
    });
  });

  it('counts a year given as a number', () => {
    expect(profileCompleteness(aBuilderProfile({ companyEstablished: 2004 })).missing).not.toContain(
      'Year established',
    );
  });
});

describe('checkProfile', () => {
  const values = toFormValues(aBuilderProfile());

  it('passes a saved profile back as it is', () => {
    const result = checkProfile(values);
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ username: 'skyline-developers' }) });
  });

  it("gives each field the shared schema's first message", () => {
    const result = checkProfile({
      ...values,
      name: 'R',
      phone: '12345',
      username: 'No Spaces',
      companyEstablished: '04',
      website: 'http://exa mple',
      tagline: 'x'.repeat(161),
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Please enter your full name',
        phone: 'Please enter a valid 10-digit Indian mobile number',
        username: 'A username has 3 to 40 lowercase letters, digits or hyphens',
        companyEstablished: 'Please enter the year the company was established',
        website: 'Please enter a valid website address',
        tagline: 'Please keep it under 160 characters',
      },
    });
  });

  it('puts a bad expertise entry under expertise', () => {
    const result = checkProfile({ ...values, expertise: ['x'.repeat(61)] });
    expect(result).toEqual({
      ok: false,
      errors: { expertise: 'Please keep each area of expertise under 60 characters' },
    });
  });
});

describe('previewOf', () => {
  it('shows the typed name, company, tagline and contacts with the chosen photo', () => {
    const saved = aBuilderProfile();
    const preview = previewOf(saved, { ...toFormValues(saved), companyName: '', tagline: 'New line' }, 'blob:x');
    expect(preview).toMatchObject({ name: 'Rohan Mehta', tagline: 'New line', profilePhoto: 'blob:x' });
    expect(preview.companyName).toBeUndefined();
  });
});
