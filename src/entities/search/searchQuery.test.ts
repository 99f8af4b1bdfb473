import { describe, expect, it } from 'vitest';
import {
  allPropertiesHref,
  activeFilterCount,
  clearedFilters,
  describeSearch,
  paramsOf,
  priceChoices,
  queryFromParams,
  resultCountText,
  withFilter,
} from './searchQuery';

const read = (search: string) => queryFromParams(new URLSearchParams(search));

describe('queryFromParams', () => {
  it('reads every filter of the contract', () => {
    const query = read(
      'city=Pune&q=Kothrud&type=flat,villa&bhk=2,5&minPrice=5000000&maxPrice=10000000&purpose=sale&status=ready+to+move&kind=listing&sort=price-asc&page=3',
    );
    expect(query).toMatchObject({
      city: 'Pune',
      q: 'Kothrud',
      type: ['flat', 'villa'],
      bhk: [2, 5],
      minPrice: 5_000_000,
      maxPrice: 10_000_000,
      purpose: 'sale',
      status: 'ready to move',
      kind: 'listing',
      sort: 'price-asc',
      page: 3,
    });
  });

  it('reads the carpet, carpet rate, furnishing, possession and posted-by filters, and writes them back in order', () => {
    const search =
      'minCarpet=600&maxCarpet=1200&minCarpetRate=8000&maxCarpetRate=12000&furnishing=furnished%2Csemi-furnished&possession=2027&postedBy=owner%2Cbuilder&sort=carpet-price-desc';
    const query = read(search);
    expect(query).toMatchObject({
      minCarpet: 600,
      maxCarpet: 1200,
      minCarpetRate: 8000,
      maxCarpetRate: 12_000,
      furnishing: ['furnished', 'semi-furnished'],
      possession: '2027',
      postedBy: ['owner', 'builder'],
      sort: 'carpet-price-desc',
    });
    expect(activeFilterCount(query)).toBe(5);
    expect(paramsOf(query)).toBe(search);
    expect(read('possession=soon&minCarpet=-1&maxCarpetRate=1.5&city=Pune')).toEqual(read('city=Pune'));
  });

  it("keeps the near filter's three parameters together, and drops them together when one is missing or bad", () => {
    const near = 'nearLat=18.559&nearLng=73.7868&withinKm=2';
    expect(read(`city=Pune&${near}`)).toMatchObject({ city: 'Pune', nearLat: 18.559, nearLng: 73.7868, withinKm: 2 });
    expect(paramsOf(read(`city=Pune&${near}`))).toBe(`city=Pune&${near}`);
    for (const partial of [
      'nearLat=18.559&nearLng=73.7868',
      `${near.replace('withinKm=2', 'withinKm=3')}`,
      'withinKm=2',
    ])
      expect(read(`city=Pune&${partial}`), partial).toEqual(read('city=Pune'));
    expect(read('nearLat=51.5&nearLng=-0.12&withinKm=2')).toEqual(read(''));
  });

  it("keeps the place's name with the near filter, never without it, and drops a bad name alone", () => {
    const near = 'nearLat=18.559&nearLng=73.7868&withinKm=2';
    expect(read(`${near}&nearName=Baner`)).toMatchObject({ withinKm: 2, nearName: 'Baner' });
    expect(paramsOf(read(`city=Pune&${near}&nearName=Baner`))).toBe(`city=Pune&${near}&nearName=Baner`);
    expect(read('city=Pune&nearName=Baner')).toEqual(read('city=Pune'));
    expect(read(`${near}&nearName=${'x'.repeat(121)}`)).toEqual(read(near));
  });

  it('drops a bad value alone and keeps the rest', () => {
    const query = read('city=Pune&bhk=abc&sort=cheapest&page=0');
    expect(query.city).toBe('Pune');
    expect(query.bhk).toBeUndefined();
    expect(query.sort).toBe('newest');
    expect(query.page).toBe(1);
  });

  it('round-trips through paramsOf', () => {
    const search = 'city=Pune&type=flat&bhk=2%2C3&purpose=rent&sort=price-desc&page=2';
    expect(paramsOf(read(search))).toBe(search);
  });
});

describe('filters', () => {
  it('a change goes back to page 1; clearing keeps the sort', () => {
    const query = read('city=Pune&sort=price-asc&page=4');
    expect(withFilter(query, { purpose: 'rent' })).toMatchObject({ page: 1, purpose: 'rent', city: 'Pune' });
    expect(clearedFilters(query)).toEqual({ sort: 'price-asc', page: 1, pageSize: 12 });
  });

  it('counts the filters a person set, a price range as one', () => {
    expect(activeFilterCount(read(''))).toBe(0);
    expect(activeFilterCount(read('sort=price-asc&page=2'))).toBe(0);
    expect(activeFilterCount(read('city=Pune&minPrice=1&maxPrice=2&type=flat,plot'))).toBe(3);
    expect(activeFilterCount(read('city=Pune&nearLat=18.559&nearLng=73.7868&withinKm=2&nearName=Baner'))).toBe(2);
  });
});

describe('priceChoices', () => {
  it('selects the band of the range', () => {
    expect(priceChoices(read('maxPrice=5000000')).selected).toBe('under-50l');
    expect(priceChoices(read('purpose=rent&minPrice=15000&maxPrice=30000')).selected).toBe('15k-30k');
  });

  it('adds a custom choice for a range no band has', () => {
    const { bands, selected } = priceChoices(read('minPrice=7500000'));
    expect(selected).toBe('custom');
    expect(bands.at(-1)?.label).toBe('Above ₹75.00 Lakh');
  });
});

describe('texts', () => {
  it('counts properties in en-IN', () => {
    expect(resultCountText(1)).toBe('1 property');
    expect(resultCountText(0)).toBe('0 properties');
    expect(resultCountText(124_000)).toBe('1,24,000 properties');
    expect(resultCountText(10_000, true)).toBe('10,000+ properties');
  });

  it('describes a search in words', () => {
    expect(describeSearch(read(''))).toBe('Properties');
    expect(describeSearch(read('city=Pune&q=Kothrud&type=flat&bhk=2,3&purpose=sale&maxPrice=5000000'))).toBe(
      '2, 3 BHK Flat for sale in Kothrud, Pune · Under 50 L',
    );
    expect(describeSearch(read('bhk=5&kind=builder-project&status=under+construction'))).toBe(
      '5+ BHK Properties · Under Construction · New projects',
    );
  });
});

describe('allPropertiesHref', () => {
  it('writes a search as the property list reads it', () => {
    expect(allPropertiesHref({})).toBe('/all-properties');
    expect(allPropertiesHref({ city: 'Pune', q: 'Baner' })).toBe('/all-properties?city=Pune&q=Baner');
  });
});
