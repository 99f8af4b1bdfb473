import type { LocalityFacts } from '@/api/contract';
import { StatCard, StatGrid } from '@/components/StatCard';

/** What is live in the locality now: the counts the figures come from. */
export function LocalityCounts({ counts }: Pick<LocalityFacts, 'counts'>) {
  return (
    <section aria-label="Live on Nivaas now">
      <StatGrid $columns={3}>
        <StatCard label="Listings for sale" value={counts.sale} />
        <StatCard label="Listings for rent" value={counts.rent} />
        <StatCard label="New projects" value={counts.projects} />
      </StatGrid>
    </section>
  );
}
