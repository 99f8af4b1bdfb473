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
