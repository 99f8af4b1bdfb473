import { describe, expect, it } from 'vitest';
import { searchDescription, searchHeading } from './searchHeading';
import { queryFromParams } from '@/entities/search';

const heading = (search: string, everything?: string) =>
  searchHeading(queryFromParams(new URLSearchParams(search)), everything);

describe('searchHeading', () => {
  it('names the page when nothing is filtered, whatever the sort or page', () => {
    expect(heading('')).toBe('All Properties');
    expect(heading('sort=price-asc&page=3')).toBe('All Properties');
    expect(heading('', 'Properties')).toBe('Properties');
  });

  it('says the BHK, type, purpose and place as a buyer would', () => {
    expect(heading('bhk=3&type=flat&purpose=sale&q=Baner&city=Pune')).toBe('3 BHK flats for sale in Baner, Pune');
    expect(heading('purpose=rent&city=Pune')).toBe('Properties for rent in Pune');
    expect(heading('city=new+delhi')).toBe('Properties in New Delhi');
    expect(heading('q=Whitefield')).toBe('Properties in Whitefield');
  });

  it('lists several BHKs and types, 5 as 5+', () => {
    expect(heading('bhk=3,2&type=flat,villa')).toBe('2 and 3 BHK flats and villas');
    expect(heading('bhk=1,2,5')).toBe('1, 2 and 5+ BHK properties');
    expect(heading('type=mixed+use,independent+house')).toBe('Shop/office spaces and independent houses');
  });

  it('says new projects for the builders’ projects', () => {
    expect(heading('kind=builder-project')).toBe('New projects');
    expect(heading('kind=builder-project&type=villa&city=Bengaluru')).toBe('New villas in Bengaluru');
  });

  it('says the budget in Lakh and Crore, a rent a month', () => {
    expect(heading('purpose=sale&city=Pune&maxPrice=5000000')).toBe('Properties for sale in Pune under ₹50.00 Lakh');
    expect(heading('minPrice=5000000&maxPrice=10000000')).toBe('Properties ₹50.00 Lakh to ₹1.00 Cr');
    expect(heading('bhk=2&purpose=rent&minPrice=30000')).toBe('2 BHK properties for rent above ₹30,000 a month');
  });

  it('says the distance and the place it is measured from', () => {
    const near = 'nearLat=18.559&nearLng=73.7868&withinKm=2';
    expect(heading(`city=Pune&${near}&nearName=Baner`)).toBe('Properties within 2 km of Baner, Pune');
    expect(heading(`bhk=2&purpose=rent&q=Aundh&${near}&nearName=Baner`)).toBe(
      '2 BHK properties for rent in Aundh within 2 km of Baner',
    );
    expect(heading(near)).toBe('Properties within 2 km of the place picked');
    // A name without the filter is no filter: the page says nothing of it.
    expect(heading('city=Pune&nearName=Baner')).toBe('Properties in Pune');
  });
});

describe('searchDescription', () => {
  it('starts with the heading; the site’s own sentence when nothing is filtered', () => {
    expect(searchDescription(queryFromParams(new URLSearchParams('purpose=rent&city=Pune')))).toBe(
      'Properties for rent in Pune on Nivaas: approved listings and projects from owners, agents and builders.',
    );
    expect(searchDescription(queryFromParams(new URLSearchParams('')))).toBe(
      'Approved homes, plots and offices across India from owners, agents and builders, priced in Lakh and Crore.',
    );
  });
});
