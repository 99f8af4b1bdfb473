import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { describeError, isApiError } from '@/api';
import type { LocalityFacts } from '@/api/contract';
import { AsyncContent } from '@/components/AsyncContent';
import { EmptyState } from '@/components/EmptyState';
import { LoadingFallback } from '@/components/LoadingFallback';
import { PageLayout, PageMain } from '@/components/PageLayout';
import { ASKING_PRICES_LABEL, rentText, saleRateText } from '@/entities/locality';
import { pageTitle } from '@/lib/pageTitle';
import { paths } from '@/lib/paths';
import { useLocalityFacts } from './api';
import { LocalityCounts } from './LocalityCounts';
import { LocalityListings } from './LocalityListings';
import { LocalityPrices } from './LocalityPrices';
import { NearbyLocalities } from './NearbyLocalities';
import { SearchAround } from './SearchAround';
import { TrendChart } from './TrendChart';

/** docs/localities.md#locality-page: /locality/{city}/{locality}, open to everyone and server-rendered. */
export function LocalityPage() {
  const { city = '', locality = '' } = useParams<{ city: string; locality: string }>();
  const facts = useLocalityFacts(city, locality);
  return (
    <AsyncContent
      load={facts}
      loading={<LoadingFallback />}
      errorTitle="Unable to Load Locality"
      describe={describeError}
      notFound={(error) => isApiError(error) && error.status === 404 && <LocalityNotFound />}
      frame={(state) => <PageMain>{state}</PageMain>}
    >
      {(loaded) => <Locality facts={loaded} />}
    </AsyncContent>
  );
}

function LocalityNotFound() {
  return (
    <>
      <title>{pageTitle('Locality Not Found')}</title>
      <EmptyState
        title="Locality Not Found"
        message="Nivaas has no live listing or project in this locality."
        action={<Link to={paths.allProperties}>Search all properties</Link>}
      />
    </>
  );
}

function Locality({ facts }: { facts: LocalityFacts }) {
  const { city, locality, sale, rent } = facts;
  return (
    <PageLayout
      title={`${locality}, ${city}`}
      subtitle={`${ASKING_PRICES_LABEL}: what sellers and landlords ask in listings live on Nivaas today, not what homes sold or let for.`}
    >
      {/* The description, canonical link and JSON-LD are the server's, in the head (server/ssr/pageMeta.ts). */}
      <title>{pageTitle(`${locality}, ${city}: property prices and listings`)}</title>
      <LocalityCounts counts={facts.counts} />
      <Section aria-labelledby="prices-by-bhk">
        <h2 id="prices-by-bhk">Asking prices by BHK</h2>
        <p>Medians of the listings live now. A figure needs at least 5 listings.</p>
        <Pair>
          <LocalityPrices
            caption="For sale"
            figureName="Price per sq.ft carpet"
            byBhk={sale.byBhk}
            format={saleRateText}
          />
          <LocalityPrices caption="For rent" figureName="Rent a month" byBhk={rent.byBhk} format={rentText} />
        </Pair>
      </Section>
      <Section aria-labelledby="price-trend">
        <h2 id="price-trend">Asking prices over 12 months</h2>
        <p>Each month: the median of the listings posted that month that are still live.</p>
        <Pair>
          <TrendChart
            title="For sale, price per sq.ft carpet"
            unit="₹ per sq.ft carpet"
            points={sale.trend}
            format={saleRateText}
          />
          <TrendChart title="For rent, rent a month" unit="₹ a month" points={rent.trend} format={rentText} />
        </Pair>
      </Section>
      <LocalityListings city={city} locality={locality} />
      <SearchAround city={city} locality={locality} centre={facts.centre} />
      <NearbyLocalities city={city} nearby={facts.nearby} />
    </PageLayout>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  > p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** Sale beside rent on a desktop, one under the other below 1024 px. */
const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(8)};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(6)};
  }
`;
