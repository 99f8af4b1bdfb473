import { describe, expect, it } from 'vitest';
import { INDIA_STATES } from './india';
import { pincodeFitsState, pincodeStateMessage } from './pincodes';

describe('a pincode and its state', () => {
  it("refuses a Delhi pincode for a Mumbai address, and each state's own", () => {
    expect(pincodeFitsState('110001', 'Maharashtra')).toBe(false);
    expect(pincodeStateMessage('Maharashtra')).toBe('This pincode is not in Maharashtra: please check it');
    const own: [string, string][] = [
      ['400050', 'Maharashtra'],
      ['411045', 'Maharashtra'],
      ['403001', 'Goa'],
      ['560066', 'Karnataka'],
      ['600040', 'Tamil Nadu'],
      ['500081', 'Telangana'],
      ['380015', 'Gujarat'],
      ['110001', 'Delhi'],
      ['122002', 'Haryana'],
      ['201301', 'Uttar Pradesh'],
      ['700091', 'West Bengal'],
      ['834001', 'Jharkhand'],
      ['605001', 'Puducherry'],
      ['160017', 'Chandigarh'],
      ['737101', 'Sikkim'],
    ];
    for (const [pincode, state] of own) expect(pincodeFitsState(pincode, state), `${pincode} ${state}`).toBe(true);
    expect(pincodeFitsState('560066', 'Tamil Nadu')).toBe(false);
    expect(pincodeFitsState('500081', 'Andhra Pradesh')).toBe(false);
  });

  it('knows every built-in state, and lets a state or a pincode it cannot read pass to their own rules', () => {
    for (const state of INDIA_STATES) expect(pincodeFitsState('999999', state), state).toBe(false);
    expect(pincodeFitsState('110001', 'Atlantis')).toBe(true);
    expect(pincodeFitsState('11000', 'Maharashtra')).toBe(true);
    expect(pincodeFitsState(' 400050 ', ' Maharashtra ')).toBe(true);
  });
});
