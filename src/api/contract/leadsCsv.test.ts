import { describe, expect, it } from 'vitest';
import { csvCell, leadsCsv, toCsv } from './leadsCsv';
import type { Lead } from './leads';

/** docs/leads.md#export */
describe('csvCell', () => {
  it('prefixes a cell a spreadsheet would run as a formula', () => {
    for (const formula of ['=1+1', '+91 98765 43210', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])
      expect(csvCell(formula).replace(/^"/, '').startsWith(`'${formula[0]}`)).toBe(true);
    expect(csvCell('Asha = buyer')).toBe('Asha = buyer');
  });

  it('quotes a cell with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('Pune, Baner')).toBe('"Pune, Baner"');
    expect(csvCell('the "corner" shop')).toBe('"the ""corner"" shop"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('')).toBe('');
  });

  it('writes rows with CRLF after a byte-order mark', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd,e'],
      ]),
    ).toBe('\uFEFFa,b\r\nc,"d,e"\r\n');
  });
});

describe('leadsCsv', () => {
  const lead: Lead = {
    _id: 'lead-1',
    buyer: { name: 'Asha Rao', phone: '9876543210', phoneSharedAt: '2026-10-16T20:00:00.000Z' },
    stage: 'lost',
    lostReason: 'Budget',
    note: '',
    followUpOn: '2026-10-25',
    followUpDue: false,
    createdAt: '2026-10-10T08:00:00.000Z',
    lastAskedAt: '2026-10-16T20:00:00.000Z',
    interests: [
      {
        inquiryId: 'i2',
        kind: 'builder-project',
        propertyId: 'p2',
        title: 'Skyline Heights',
        message: 'Hi',
        askedAt: '2026-10-16T20:00:00.000Z',
        state: 'new',
        thread: [],
      },
      {
        inquiryId: 'i1',
        kind: 'builder-project',
        propertyId: 'p1',
        title: 'Palm Villas',
        message: 'Hi',
        askedAt: '2026-10-10T08:00:00.000Z',
        state: 'replied',
        thread: [],
      },
    ],
  };

  it("writes India's days, the stage's label and the interests newest first", () => {
    const [, row] = leadsCsv([lead]).slice(1).split('\r\n');
    // 20:00 UTC on the 16th is the 17th in India.
    expect(row).toBe(
      'Asha Rao,9876543210,2026-10-17,Lost,Budget,2026-10-25,,Skyline Heights; Palm Villas,2026-10-10,2026-10-17',
    );
  });

  it('leaves the phone out when the lead does not carry it', () => {
    const [, row] = leadsCsv([{ ...lead, buyer: { name: 'Asha Rao' } }])
      .slice(1)
      .split('\r\n');
    expect(row!.startsWith('Asha Rao,,,Lost')).toBe(true);
  });
});
