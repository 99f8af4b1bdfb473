/**
 * docs/formatting.md#pincode-state: an Indian pincode's first two digits name its postal region, which
 * lies in one state or a few (India Post's postal circles). A pincode whose region is not in the
 * chosen state is a typing slip, or a listing placed in the wrong state: the forms ask before saving.
 * Two digits, not three, so a region that crosses a state line (Bihar and Jharkhand share 81-83)
 * never refuses a right pincode; it still tells Delhi's 110001 from a Mumbai address.
 *
 * Source: India Post's allotment of PIN code prefixes to its postal circles (India Post, "PIN code",
 * indiapost.gov.in; tabulated as "PIN code prefixes and their postal circles" in the Wikipedia
 * article "Postal Index Number"): 11 Delhi, 12-13 Haryana, 14-16 Punjab (160 Chandigarh), 17 Himachal
 * Pradesh, 18-19 Jammu and Kashmir (194 Ladakh), 20-28 Uttar Pradesh (24x and 26x partly
 * Uttarakhand), 30-34 Rajasthan, 36-39 Gujarat, 40-44 Maharashtra (403 Goa), 45-48 Madhya Pradesh,
 * 49 Chhattisgarh, 50 Telangana, 51-53 Andhra Pradesh, 56-59 Karnataka, 60-64 Tamil Nadu, 67-69
 * Kerala, 70-74 West Bengal (737 Sikkim), 75-77 Odisha, 78 Assam, 79 the North-East, 80-85 Bihar
 * (81-83 partly Jharkhand).
 */
const PINCODE_REGIONS: Readonly<Record<string, readonly string[]>> = {
  'Andhra Pradesh': ['51', '52', '53'],
  'Arunachal Pradesh': ['79'],
  Assam: ['78'],
  Bihar: ['80', '81', '82', '83', '84', '85'],
  Chhattisgarh: ['49'],
  Goa: ['40'],
  Gujarat: ['36', '37', '38', '39'],
  Haryana: ['12', '13'],
  'Himachal Pradesh': ['17'],
  Jharkhand: ['81', '82', '83'],
  Karnataka: ['56', '57', '58', '59'],
  Kerala: ['67', '68', '69'],
  'Madhya Pradesh': ['45', '46', '47', '48'],
  Maharashtra: ['40', '41', '42', '43', '44'],
  Manipur: ['79'],
  Meghalaya: ['79'],
  Mizoram: ['79'],
  Nagaland: ['79'],
  Odisha: ['75', '76', '77'],
  Punjab: ['14', '15', '16'],
  Rajasthan: ['30', '31', '32', '33', '34'],
  Sikkim: ['73'],
  'Tamil Nadu': ['60', '61', '62', '63', '64'],
  Telangana: ['50'],
  Tripura: ['79'],
  'Uttar Pradesh': ['20', '21', '22', '23', '24', '25', '26', '27', '28'],
  Uttarakhand: ['24', '26'],
  'West Bengal': ['70', '71', '72', '73', '74'],
  Delhi: ['11'],
  'Jammu and Kashmir': ['18', '19'],
  Ladakh: ['19'],
  Chandigarh: ['16'],
  // Puducherry's four districts lie in three states' regions: Karaikal and Puducherry (60), Yanam (53), Mahe (67).
  Puducherry: ['53', '60', '67'],
};

/** False only when a six-digit pincode's region lies outside the named state; a state we do not know passes. */
export function pincodeFitsState(pincode: string, state: string): boolean {
  const regions = PINCODE_REGIONS[state.trim()];
  const digits = pincode.trim();
  if (!regions || !/^\d{6}$/.test(digits)) return true;
  return regions.includes(digits.slice(0, 2));
}

/** The message beside a pincode outside the chosen state. */
export const pincodeStateMessage = (state: string) => `This pincode is not in ${state.trim()}: please check it`;
