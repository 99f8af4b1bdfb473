import { describe, expect, it } from 'vitest';
import { INDIA_STATES } from '@/lib/india';
import { reraAuthorities, reraNumberError } from '@/api/contract';
import { reraOf, reraQrText } from '.';

describe('the RERA authorities (docs/portfolio.md#rera-authorities)', () => {
  it('name only states of the built-in list, each with an https site of its own', () => {
    const states: readonly string[] = INDIA_STATES;
    for (const [state, authority] of Object.entries(reraAuthorities)) {
      expect(states).toContain(state);
      expect(new URL(authority.website).protocol).toBe('https:');
    }
    const sites = Object.values(reraAuthorities).map((a) => a.website);
    expect(new Set(sites).size).toBe(sites.length);
  });

  it.each([
    ['Maharashtra', 'MahaRERA'],
    ['Karnataka', 'K-RERA'],
    ['Tamil Nadu', 'TNRERA'],
    ['Haryana', 'HRERA'],
    ['Uttar Pradesh', 'UP RERA'],
    ['Gujarat', 'GujRERA'],
    ['Telangana', 'RERA Telangana (TS-RERA)'],
  ])('%s is %s', (state, name) => {
    expect(reraAuthorities[state]?.name).toBe(name);
  });
});

describe('reraNumberError (docs/wizard.md#rera-format)', () => {
  const mahaMessage = 'Please enter the RERA number as MahaRERA writes it, e.g. P51800012345';
  const upMessage = 'Please enter the RERA number as UP RERA writes it, e.g. UPRERAPRJ12345';
  const generalMessage = 'Please enter a valid RERA number: 5 to 60 letters, digits, / or -';

  it.each([
    ['', 'Maharashtra', null],
    ['   ', 'Karnataka', null],
    ['P51800012345', 'Maharashtra', null],
    [' P51800012345 ', 'Maharashtra', null],
    ['P5180001234', 'Maharashtra', mahaMessage],
    ['P518000123456', 'Maharashtra', mahaMessage],
    ['p51800012345', 'Maharashtra', mahaMessage],
    ['51800012345', 'Maharashtra', mahaMessage],
    ['UPRERAPRJ12345', 'Uttar Pradesh', null],
    ['UPRERAPRJ', 'Uttar Pradesh', upMessage],
    ['UPRERA12345', 'Uttar Pradesh', upMessage],
    ['PRM/KA/RERA/1251/446/PR/171015/000422', 'Karnataka', null],
    ['TN/29/Building/0042/2019', 'Tamil Nadu', null],
    ['HRERA-PKL-GGM-123-2019', 'Haryana', null],
    ['PR/GJ/AHMEDABAD/AHMEDABAD CITY/AUDA/RAA07880/070121', 'Gujarat', null],
    ['P1', 'Karnataka', generalMessage],
    ['PRM/KA/RERA;DROP', 'Karnataka', generalMessage],
    ['PRM  KA', 'Karnataka', generalMessage],
    ['<script>', 'Goa', generalMessage],
    ['A'.repeat(61), 'Kerala', generalMessage],
  ])('%j in %s: %s', (number, state, message) => {
    expect(reraNumberError(number, state)).toBe(message);
  });
});

describe('reraOf and the QR text (docs/portfolio.md#rera-on-pages, docs/portfolio.md#rera-qr)', () => {
  it('is null without a number', () => {
    expect(reraOf({ state: 'Maharashtra' })).toBeNull();
    expect(reraOf({ reraNumber: ' ', state: 'Maharashtra' })).toBeNull();
  });

  it("names the state's authority and its site, and asks for a QR code in Maharashtra, Gujarat and UP", () => {
    const maha = reraOf({ reraNumber: 'P51800012345', state: 'Maharashtra' });
    expect(maha).toEqual({
      number: 'P51800012345',
      authority: 'MahaRERA',
      site: 'maharera.maharashtra.gov.in',
      wantsQr: true,
    });
    expect(reraQrText(maha!)).toBe('MahaRERA P51800012345 https://maharera.maharashtra.gov.in');
    expect(reraOf({ reraNumber: 'X', state: 'Gujarat' })?.wantsQr).toBe(true);
    expect(reraOf({ reraNumber: 'X', state: 'Uttar Pradesh' })?.wantsQr).toBe(true);
    expect(reraOf({ reraNumber: 'PRM/KA/1', state: 'Karnataka' })).toMatchObject({
      authority: 'K-RERA',
      wantsQr: false,
    });
  });

  it('shows the number alone where no authority is known', () => {
    const rera = reraOf({ reraNumber: 'SK/2024/001', state: 'Sikkim' })!;
    expect(rera).toEqual({ number: 'SK/2024/001', authority: null, site: null, wantsQr: false });
    expect(reraQrText(rera)).toBe('RERA SK/2024/001');
  });
});
