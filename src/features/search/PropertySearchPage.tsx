import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  describeError,
  MAX_SEARCH_PAGE,
  propertySorts,
  propertySortLabels,
  SEARCH_TEXT_TOO_LONG,
  searchTextTooLong,
  type PropertySort,
} from '@/api';
import { AsyncContent } from '@/components/AsyncContent';
import { Button } from '@/components/Button';
import { DesktopOnly } from '@/components/DesktopOnly';
import { HydrateWhenSeen } from '@/components/HydrateWhenSeen';
import { EmptyState } from '@/components/EmptyState';
import { PageLayout } from '@/components/PageLayout';
import { NativeSelect } from '@/components/Select';
import { SaveSearchButton } from '@/features/saved-searches';
import { CompareTray } from '@/features/compare';
import { usePropertySearch } from './api';
import { FilterSheet } from './FilterSheet';
import { NearFilterBar } from './NearFilterBar';
import { Pagination } from './Pagination';
import { PropertyCard } from './PropertyCard';
import { PurposeTabs } from './PurposeTabs';
import { rememberSearch } from './recentSearches';
import { SearchFilters } from './SearchFilters';
import {
  activeFilterCount,
  clearedFilters,
  describeSearch,
  paramsOf,
  queryFromParams,
  resultCountText,
  withoutNear,
} from '@/entities/search';
import { queryAnswered, searchDescription, searchHeading } from './searchHeading';
import { pageTitle } from '@/lib/pageTitle';
import { BOX_PARAM, boxFromParam, boxParam, VIEW_PARAM, withMapParams } from './map/mapParams';
import { ViewToggle } from './map/ViewToggle';
import {
  Layout,
  Aside,
  PhoneFilters,
  Results,
  Toolbar,
  Corrected,
  Count,
  SortSlot,
  Grid,
  ViewBar,
  TilesNote,
  Split,
  ListPane,
  MapPane,
} from './searchPageLayout';

// docs/map.md#map-view: the map's code in a chunk of its own, and Leaflet in another, when Map is chosen.
const SearchMap = lazy(() => import('./map/SearchMap').then(({ SearchMap }) => ({ default: SearchMap })));

const sortOptions = propertySorts.map((sort) => ({ id: sort, label: propertySortLabels[sort] }));

export interface PropertySearchPageProps {
  /** Unfiltered, /all-properties is 'All Properties'; the buyer's /properties is 'Properties'. */
  title: string;
}

/**
 * The property search of /all-properties and /properties: approved listings and builder projects.
 * The address holds every filter, the sort and the page, so a search can be shared and Back works.
 */
export function PropertySearchPage({ title }: PropertySearchPageProps) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const query = useMemo(() => queryFromParams(params), [params]);
  const search = paramsOf(query);
  // docs/listings.md#search-text-limit: a link with text past the limit is refused, not read as everything.
  const refusedText = searchTextTooLong(params.get('q'));
  const results = usePropertySearch(refusedText ? null : query);
  const filterCount = activeFilterCount(query);
  // docs/listings.md#search-typos: a corrected text is what the page shows, names and saves.
  const answered = results.isLoading ? query : queryAnswered(query, results.data);
  // docs/listings.md#search-heading: the same words as the server's head (server/ssr/pageMeta.ts).
  const heading = searchHeading(answered, title);

  useEffect(() => {
    if (filterCount > 0) rememberSearch({ search, label: describeSearch(query) });
    // The search string names the query: remember each search once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const go = (next: typeof query) => {
    // The same search again (Enter in an unchanged field) is not a new page in the history.
    if (paramsOf(next) !== search) setParams(withMapParams(paramsOf(next), params));
  };
  const mapChosen = params.get(VIEW_PARAM) === 'map';
  const [tilesFailed, setTilesFailed] = useState(false);
  const mapShown = mapChosen && !tilesFailed;
  const chooseView = (view: 'list' | 'map') => {
    setTilesFailed(false);
    setParams((current) => {
      if (view === 'map') current.set(VIEW_PARAM, 'map');
      else current.delete(VIEW_PARAM);
      return current;
    });
  };
  const searchArea = (box: Parameters<typeof boxParam>[0]) =>
    setParams((current) => {
      current.set(BOX_PARAM, boxParam(box));
      return current;
    });
  const clear = () => go(clearedFilters(query));

  return (
    <PageLayout
      title={heading}
      subtitle="Approved homes, plots and offices from owners, agents and builders."
      // A saved search keeps no distance (docs/map.md#near-filter): its name does not say one.
      actions={<SaveSearchButton search={paramsOf(answered)} defaultName={describeSearch(withoutNear(answered))} />}
    >
      <title>{pageTitle(heading)}</title>
      <meta name="description" content={searchDescription(answered)} />
      <PurposeTabs query={query} />
      <Layout>
        <Aside>
          <DesktopOnly>
            <SearchFilters query={query} onChange={go} onClear={clear} />
          </DesktopOnly>
        </Aside>
        <Results>
          <PhoneFilters>
            <FilterSheet query={query} onApply={go} />
          </PhoneFilters>
          <NearFilterBar query={query} onChange={go} />
          <ViewBar>
            <ViewToggle view={mapChosen ? 'map' : 'list'} onChange={chooseView} />
            {mapChosen && tilesFailed && (
              <TilesNote role="status">Map tiles could not be loaded; showing the list.</TilesNote>
            )}
          </ViewBar>
          <Split $map={mapShown}>
            <ListPane $map={mapShown}>
              {refusedText ? (
                <EmptyState
                  title={SEARCH_TEXT_TOO_LONG}
                  message="Shorten the locality or project text and search again."
                  action={<Button onPress={() => setParams(search)}>Search without the text</Button>}
                />
              ) : (
                <AsyncContent
                  load={results}
                  loadingLabel="Loading properties"
                  errorTitle="Unable to Load Properties"
                  describe={describeError}
                >
                  {(found) => (
                    <>
                      {found.correctedText && (
                        <Corrected>
                          No properties match “{query.q}”. Showing results for <strong>{found.correctedText}</strong>.
                        </Corrected>
                      )}
                      <Toolbar>
                        <Count aria-live="polite">{resultCountText(found.total, found.totalIsCapped)}</Count>
                        <SortSlot>
                          <NativeSelect
                            label="Sort by"
                            options={sortOptions}
                            value={query.sort}
                            onChange={(sort) => go({ ...query, sort: sort as PropertySort, page: 1 })}
                          />
                        </SortSlot>
                      </Toolbar>
                      {found.total === 0 ? (
                        <EmptyState
                          title="No properties match your search"
                          message="Try another city or locality, a wider budget, or fewer filters."
                          action={filterCount > 0 ? <Button onPress={clear}>Clear filters</Button> : undefined}
                        />
                      ) : (
                        <>
                          <Grid aria-label="Properties" aria-busy={results.isValidating}>
                            {found.items.map((property, index) =>
                              index === 0 ? (
                                <li key={property._id}>
                                  <PropertyCard property={property} priority />
                                </li>
                              ) : (
                                <HydrateWhenSeen as="li" key={property._id}>
                                  <PropertyCard property={property} />
                                </HydrateWhenSeen>
                              ),
                            )}
                          </Grid>
                          <Pagination
                            page={found.page}
                            pageCount={Math.min(Math.ceil(found.total / found.pageSize), MAX_SEARCH_PAGE)}
                            hrefOf={(page) => {
                              const next = withMapParams(paramsOf({ ...query, page }), params);
                              return next ? `${pathname}?${next}` : pathname;
                            }}
                          />
                        </>
                      )}
                    </>
                  )}
                </AsyncContent>
              )}
            </ListPane>
            {mapShown && (
              <MapPane>
                <Suspense fallback={null}>
                  <SearchMap
                    query={query}
                    box={boxFromParam(params.get(BOX_PARAM))}
                    onSearchArea={searchArea}
                    onTilesFailed={() => setTilesFailed(true)}
                  />
                </Suspense>
              </MapPane>
            )}
          </Split>
        </Results>
      </Layout>
      <CompareTray />
    </PageLayout>
  );
}
