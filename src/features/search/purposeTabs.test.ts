import { describe, expect, it } from 'vitest';
import { onPurposeTab, purposeTabOf } from './purposeTabs';
import { paramsOf, queryFromParams } from '@/entities/search';

const read = (search: string) => queryFromParams(new URLSearchParams(search));
const moved = (search: string, tab: Parameters<typeof onPurposeTab>[1]) => paramsOf(onPurposeTab(read(search), tab));

describe('purposeTabOf', () => {
  it('reads the tab from the purpose, projects from their kind', () => {
    expect(purposeTabOf(read(''))).toBe('all');
    expect(purposeTabOf(read('purpose=sale'))).toBe('buy');
    expect(purposeTabOf(read('purpose=rent&city=Pune'))).toBe('rent');
    expect(purposeTabOf(read('kind=builder-project'))).toBe('projects');
    expect(purposeTabOf(read('kind=listing'))).toBe('all');
  });
});

describe('onPurposeTab', () => {
  it('keeps the other filters and goes back to page 1', () => {
    expect(moved('city=Pune&bhk=3&page=4&sort=price-asc', 'rent')).toBe('city=Pune&bhk=3&purpose=rent&sort=price-asc');
    expect(moved('city=Pune&purpose=rent', 'all')).toBe('city=Pune');
  });

  it('drops the budget when the purpose changes, keeps it when it does not', () => {
    expect(moved('purpose=sale&maxPrice=5000000', 'rent')).toBe('purpose=rent');
    expect(moved('purpose=sale&maxPrice=5000000', 'buy')).toBe('maxPrice=5000000&purpose=sale');
  });

  it('New Projects shows the builders’ projects; leaving it shows listings again', () => {
    expect(moved('purpose=rent&postedBy=owner&city=Pune', 'projects')).toBe('city=Pune&kind=builder-project');
    expect(moved('kind=builder-project', 'buy')).toBe('purpose=sale');
    expect(moved('kind=builder-project', 'all')).toBe('');
  });
});
