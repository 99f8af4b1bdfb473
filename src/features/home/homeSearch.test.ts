import { describe, expect, it } from 'vitest';
import { popularCities, searchCities, searchHref } from './homeSearch';

describe('home search', () => {
  it('opens the property list with the chosen mode, city and locality', () => {
    expect(searchHref('buy', 'Pune', ' Hinjewadi ')).toBe('/all-properties?city=Pune&q=Hinjewadi&purpose=sale');
    expect(searchHref('rent', 'Bengaluru', '')).toBe('/all-properties?city=Bengaluru&purpose=rent');
    expect(searchHref('projects', '', '')).toBe('/all-properties?kind=builder-project');
  });

  it('offers every built-in city and the metros of other states once, in order, including the popular ones', () => {
    expect(searchCities).toHaveLength(33);
    for (const metro of ['Gurugram', 'Noida', 'Kolkata']) expect(searchCities).toContain(metro);
    expect(searchCities.slice(0, 3)).toEqual(['Ahmedabad', 'Belagavi', 'Bengaluru']);
    for (const city of popularCities) expect(searchCities).toContain(city);
  });
});
