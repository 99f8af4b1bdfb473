import { describe, expect, it } from 'vitest';
import { aFavourite, aProject, aPropertySummary } from '@mocks/factories';
import { builderProjectListSchema } from './builderProject';
import { favouritesResponseSchema } from './favourites';
import { propertySummarySchema } from './propertySearch';

/** docs/formatting.md#card-price: a price that is not a number spoils its own card, never the whole answer. */
describe('card prices are read leniently', () => {
  const notANumber = 'on request';

  it('a project: no expected price', () => {
    const [odd, fine] = builderProjectListSchema.parse([
      { ...aProject('villa'), expectedPrice: notANumber },
      aProject('office'),
    ]);
    expect(odd?.expectedPrice).toBeNull();
    expect(fine?.expectedPrice).toBe(aProject('office').expectedPrice);
  });

  it('a search card: NaN, which the card shows as not available', () => {
    expect(propertySummarySchema.parse({ ...aPropertySummary(), price: notANumber }).price).toBeNaN();
  });

  it('a favourite: no price', () => {
    const { favorites } = favouritesResponseSchema.parse({ favorites: [{ ...aFavourite(), price: notANumber }] });
    expect(favorites[0]?.price).toBeUndefined();
  });
});
