import { describe, expect, it } from 'vitest';
import { amenities } from '@/api/contract';
import {
  basicAmenityLabels,
  commercialAmenityLabels,
  flatLuxuryAmenityLabels,
  villaLuxuryAmenityLabels,
} from '@/entities/project';
import { amenityLabel, amenityLabels } from './amenities';

describe('one amenity list (docs/formatting.md#amenity-spelling)', () => {
  it("reads a project's flag as the listing's amenity it stands for, in the wizard's words", () => {
    // docs/wizard.md#amenity-labels: security (24/7 Security), liftElevator (Lift & Elevator).
    expect(basicAmenityLabels).toEqual({
      security: '24/7 Security',
      parking: 'Parking',
      powerBackup: 'Power Backup',
      liftElevator: 'Lift & Elevator',
    });
    expect(amenityLabel('security')).toBe(basicAmenityLabels.security);
    expect(amenityLabel('lift')).toBe(basicAmenityLabels.liftElevator);
    expect(amenityLabel('power backup')).toBe(basicAmenityLabels.powerBackup);
    expect(amenityLabel('parking')).toBe(commercialAmenityLabels.parking);
    expect(amenityLabel('swimming pool')).toBe(flatLuxuryAmenityLabels.swimmingPool);
    expect(amenityLabel('club house')).toBe(villaLuxuryAmenityLabels.clubHouse);
    expect(amenityLabel('garden')).toBe(flatLuxuryAmenityLabels.garden);
  });

  it("keeps the wizard rule's order and labels for the other flags (docs/wizard.md#amenity-labels)", () => {
    expect(Object.values(villaLuxuryAmenityLabels)).toEqual([
      'Private Garden',
      'Swimming Pool',
      'Club House',
      'Home Theater',
    ]);
    expect(Object.values(commercialAmenityLabels)).toEqual([
      'Reception',
      'Parking',
      'Security System',
      'Conference Room',
    ]);
  });

  it('gives every stored listing amenity a label, and no two amenities the same one', () => {
    for (const amenity of amenities) expect(amenityLabel(amenity)).toMatch(/\S/);
    const labels = Object.values(amenityLabels);
    expect(new Set(labels).size).toBe(labels.length);
    // Round-the-clock amenities are spelt 24/7, never 24x7.
    expect(labels.filter((label) => /24/.test(label))).toEqual(['24/7 Security', '24/7 Water Supply']);
  });
});
