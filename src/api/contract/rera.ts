/**
 * docs/wizard.md#rera-number: a project's registration with its state's Real Estate Regulatory
 * Authority. One table of the authorities by state (docs/portfolio.md#rera-authorities), the format
 * check the wizard, the mocks and the server share, and the states whose authority asks for a QR code.
 */

export interface ReraAuthority {
  /** The name buyers know the authority by. */
  name: string;
  /** Its public site, where a buyer looks the number up. */
  website: string;
}

/** The authorities of the states in src/lib/india.ts; a state missing here has no entry we could confirm. */
export const reraAuthorities: Readonly<Record<string, ReraAuthority>> = {
  'Andhra Pradesh': { name: 'AP RERA', website: 'https://rera.ap.gov.in' },
  Assam: { name: 'Assam RERA', website: 'https://rera.assam.gov.in' },
  Bihar: { name: 'RERA Bihar', website: 'https://rera.bihar.gov.in' },
  Chhattisgarh: { name: 'CG RERA', website: 'https://rera.cgstate.gov.in' },
  Delhi: { name: 'RERA Delhi', website: 'https://rera.delhi.gov.in' },
  Goa: { name: 'Goa RERA', website: 'https://rera.goa.gov.in' },
  Gujarat: { name: 'GujRERA', website: 'https://gujrera.gujarat.gov.in' },
  Haryana: { name: 'HRERA', website: 'https://haryanarera.gov.in' },
  'Himachal Pradesh': { name: 'HP RERA', website: 'https://hprera.nic.in' },
  Jharkhand: { name: 'Jharkhand RERA', website: 'https://jharera.jharkhand.gov.in' },
  Karnataka: { name: 'K-RERA', website: 'https://rera.karnataka.gov.in' },
  Kerala: { name: 'Kerala RERA', website: 'https://rera.kerala.gov.in' },
  'Madhya Pradesh': { name: 'MP RERA', website: 'https://www.rera.mp.gov.in' },
  Maharashtra: { name: 'MahaRERA', website: 'https://maharera.maharashtra.gov.in' },
  Odisha: { name: 'ORERA', website: 'https://rera.odisha.gov.in' },
  Punjab: { name: 'Punjab RERA', website: 'https://rera.punjab.gov.in' },
  Rajasthan: { name: 'RajRERA', website: 'https://rera.rajasthan.gov.in' },
  'Tamil Nadu': { name: 'TNRERA', website: 'https://rera.tn.gov.in' },
  Telangana: { name: 'RERA Telangana (TS-RERA)', website: 'https://rera.telangana.gov.in' },
  'Uttar Pradesh': { name: 'UP RERA', website: 'https://www.up-rera.in' },
  Uttarakhand: { name: 'UK RERA', website: 'https://ukrera.uk.gov.in' },
  'West Bengal': { name: 'WBRERA', website: 'https://rera.wb.gov.in' },
};

/** docs/wizard.md#rera-format: the states whose numbers have one fixed shape, with an example for the message. */
const fixedFormats: Readonly<Record<string, { pattern: RegExp; example: string }>> = {
  Maharashtra: { pattern: /^P\d{11}$/, example: 'P51800012345' },
  'Uttar Pradesh': { pattern: /^UPRERAPRJ\d{1,12}$/, example: 'UPRERAPRJ12345' },
};

/** Any other state: letters, digits, '/' and '-', with single spaces between parts (town names in some states' numbers). */
const generalFormat = /^[A-Za-z0-9/-]+( [A-Za-z0-9/-]+)*$/;
export const RERA_NUMBER_MIN = 5;
export const RERA_NUMBER_MAX = 60;

/** docs/portfolio.md#rera-qr: the authorities that ask for a QR code beside the number on an advertisement. */
export const reraQrStates: readonly string[] = ['Maharashtra', 'Gujarat', 'Uttar Pradesh'];

/** An example number for a state whose format is fixed, else null. */
export const reraNumberExample = (state: string): string | null => fixedFormats[state]?.example ?? null;

/** The site as a buyer types it, without https:// (shown as text, docs/portfolio.md#rera-on-pages). */
export const reraSiteText = (authority: ReraAuthority) => new URL(authority.website).host;

export const reraAuthorityOf = (state: string | undefined): ReraAuthority | null =>
  (state && reraAuthorities[state]) || null;

/** The message for a filled-in number that cannot be right for the state; null when it may be (or is blank). */
export function reraNumberError(reraNumber: string, state: string): string | null {
  const number = reraNumber.trim();
  if (number === '') return null;
  const fixed = fixedFormats[state];
  if (fixed) {
    return fixed.pattern.test(number)
      ? null
      : `Please enter the RERA number as ${reraAuthorities[state]?.name ?? state} writes it, e.g. ${fixed.example}`;
  }
  const fits = generalFormat.test(number) && number.length >= RERA_NUMBER_MIN && number.length <= RERA_NUMBER_MAX;
  return fits
    ? null
    : `Please enter a valid RERA number: ${RERA_NUMBER_MIN} to ${RERA_NUMBER_MAX} letters, digits, / or -`;
}
