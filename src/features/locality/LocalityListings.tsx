import { PropertyShelf, usePropertySearch } from '@/features/search';
import { allPropertiesHref } from '@/entities/search';
import { localityListingsQuery } from './localityQueries';

/** The first few live listings and projects of the locality, and a link to all of them on the search page. */
export function LocalityListings({ city, locality }: { city: string; locality: string }) {
  const query = localityListingsQuery(city, locality);
  const found = usePropertySearch(query);
  const { pageSize: _pageSize, ...everything } = query;
  const total = found.data?.total
    ? `${found.data.total.toLocaleString('en-IN')}${found.data.totalIsCapped ? '+' : ''}`
    : undefined;
  return (
    <PropertyShelf
      title={`Listings and projects in ${locality}`}
      errorTitle="Unable to Load Listings"
      seeAllHref={allPropertiesHref(everything)}
      seeAllText={total ? `See all ${total}` : 'See all'}
      load={found}
      emptyText={`Nothing is live in ${locality} right now.`}
    />
  );
}
