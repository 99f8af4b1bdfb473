import { Link, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import useSWR from 'swr';
import { describeError, getListing, isApiError, swrKeys, type Listing } from '@/api';
import { Button } from '@/components/Button';
import { HighLoading } from '@/components/CarpetRate';
import { EmptyState } from '@/components/EmptyState';
import { PageLayout, PageSpinner } from '@/components/PageLayout';
import { TableCards, TableOrCards } from '@/components/TableCards';
import { pageTitle } from '@/lib/pageTitle';
import { paths, propertyHref } from '@/lib/paths';
import { comparePath, idsFromSearch, useCompared } from './compareList';
import { compareRows, loadingNotes, type CompareRow } from './compareRows';

const useListingAt = (id: string | undefined) => useSWR(id ? swrKeys.listing(id) : null, () => getListing(id!));

/** docs/listings.md#compare: /compare?ids=a,b,c, up to 3 listings side by side, read from the address. */
export function ComparePage() {
  const [search] = useSearchParams();
  const ids = idsFromSearch(search);
  // At most 3 ids, so three reads, always called in the same order.
  const reads = [useListingAt(ids[0]), useListingAt(ids[1]), useListingAt(ids[2])].slice(0, ids.length);
  const navigate = useNavigate();
  const { remove: removeFromTray } = useCompared();
  const remove = (id: string) => {
    removeFromTray(id);
    void navigate(comparePath(ids.filter((other) => other !== id)), { replace: true });
  };

  let body;
  if (ids.length === 0)
    body = (
      <EmptyState
        title="Nothing to compare yet"
        message="Choose up to 3 properties with Compare on their cards."
        action={<Link to={paths.allProperties}>Browse all properties</Link>}
      />
    );
  else if (reads.some((read) => !read.data && !read.error)) body = <PageSpinner label="Loading the properties" />;
  else {
    const failed = reads.find((read) => read.error && !(isApiError(read.error) && read.error.status === 404));
    const shown = ids.flatMap((id, index) => {
      const data = reads[index]?.data;
      return data ? [{ id, listing: data }] : [];
    });
    const missing = ids.filter((_, index) => !reads[index]?.data);
    body = (
      <>
        {failed && <p role="alert">{describeError(failed.error)}</p>}
        {missing.length > 0 && (
          <Missing aria-label="Not available">
            {missing.map((id) => (
              <li key={id}>
                This property is not available: it may have been removed or not be live yet.{' '}
                <Button variant="secondary" size="sm" onPress={() => remove(id)}>
                  Remove it
                </Button>
              </li>
            ))}
          </Missing>
        )}
        {shown.length > 0 && <CompareTable listings={shown.map((entry) => entry.listing)} onRemove={remove} />}
      </>
    );
  }
  return (
    <PageLayout title="Compare properties">
      <title>{pageTitle('Compare properties')}</title>
      {body}
    </PageLayout>
  );
}

function CompareTable({ listings, onRemove }: { listings: Listing[]; onRemove: (id: string) => void }) {
  const rows = compareRows(listings);
  const notes = loadingNotes(listings);
  return (
    <>
      {listings.length > 1 && <Legend>Rows where the properties differ are highlighted.</Legend>}
      {/* docs/routes.md#tables-on-phones: side by side where they fit (the table scrolls inside its own
          box, the labels' column held in place, focusable so a keyboard scrolls it too); on a phone,
          one card per property, every row's value under its label. */}
      <TableOrCards
        table={
          <Scroller role="region" aria-label="Comparison" tabIndex={0}>
            <Table>
              <thead>
                <tr>
                  <td />
                  {listings.map((listing) => (
                    <th key={listing._id} scope="col">
                      <ListingLink listing={listing} />
                      <RemoveButton listing={listing} onRemove={onRemove} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.label} data-differs={row.differs && listings.length > 1 ? '' : undefined}>
                    <th scope="row">{row.label}</th>
                    {listings.map((listing, index) => (
                      <td key={listing._id}>{valueOf(row, index)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroller>
        }
        cards={
          <TableCards
            caption="Comparison"
            titleLevel={2}
            cards={listings.map((listing, index) => ({
              key: listing._id,
              title: <ListingLink listing={listing} />,
              actions: <RemoveButton listing={listing} onRemove={onRemove} />,
              facts: rows.map((row) => ({
                term: row.label,
                value: valueOf(row, index),
                marked: row.differs && listings.length > 1,
              })),
            }))}
          />
        }
      />
      {/* docs/listings.md#carpet-first: a high loading is explained, as on the listing's page. */}
      {notes.map((note) => (
        <Legend key={note}>{note}</Legend>
      ))}
    </>
  );
}

/** A row's value for one property, a high loading pointed out. */
const valueOf = (row: CompareRow, index: number) =>
  row.warnings[index] ? <HighLoading>{row.values[index]}</HighLoading> : row.values[index];

const ListingLink = ({ listing }: { listing: Listing }) => (
  <Link to={propertyHref({ kind: 'listing', _id: listing._id, title: listing.title })}>{listing.title}</Link>
);

function RemoveButton({ listing, onRemove }: { listing: Listing; onRemove: (id: string) => void }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      onPress={() => onRemove(listing._id)}
      aria-label={`Remove ${listing.title} from compare`}
    >
      Remove
    </Button>
  );
}

const Legend = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Missing = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space(3)};
    background: ${({ theme }) => theme.color.surfaceMuted};
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

const Scroller = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
  }
`;

const Table = styled.table`
  min-width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  th,
  td {
    min-width: 11rem;
    padding: ${({ theme }) => theme.space(3)};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
  }
  thead th {
    font-size: ${({ theme }) => theme.font.size.md};
    a {
      display: block;
      color: ${({ theme }) => theme.color.primaryHover};
    }
  }
  /* The labels' column stays while the values scroll under it. */
  tr > :first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    min-width: 8rem;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    border-right: 1px solid ${({ theme }) => theme.color.border};
  }
  tr[data-differs] > * {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  tr[data-differs] td {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;
