import { useState } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { searchTextTooLong } from '@/api';
import { Button } from '@/components/Button';
import { Select } from '@/components/Select';
import { cardPanel } from '@/components/Card';
import { LocalitySuggestField } from '@/features/search-suggestions';
import { paths } from '@/lib/paths';
import { popularCities, searchCities, searchHref, searchModes, type SearchMode } from './homeSearch';

const cityOptions = searchCities.map((city) => ({ id: city, label: city }));

/**
 * The home page's search: buy, rent or new projects, in a city and a locality or project (suggested as
 * one types); opens the property list, or a suggested project's page.
 */
export function HomeSearch() {
  const navigate = useNavigate();
  const [mode, setMode] = useState<SearchMode>('buy');
  const [city, setCity] = useState('');
  const [locality, setLocality] = useState('');

  return (
    <Search aria-labelledby="home-search-title">
      <h2 id="home-search-title">Search properties</h2>
      <Modes
        aria-label="Looking to"
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[mode]}
        onSelectionChange={(keys) => {
          const [chosen] = [...keys];
          if (chosen) setMode(chosen as SearchMode);
        }}
      >
        {searchModes.map(({ id, label }) => (
          <ToggleButton key={id} id={id}>
            {label}
          </ToggleButton>
        ))}
      </Modes>
      <Form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          // The field says why beside it (docs/listings.md#search-text-limit).
          if (!searchTextTooLong(locality)) navigate(searchHref(mode, city, locality));
        }}
      >
        <CitySlot>
          <Select label="City" options={cityOptions} value={city} onChange={setCity} placeholder="Any city" />
        </CitySlot>
        {/* The search page's suggestions: a locality chosen or Enter searches at once; leaving keeps the text. */}
        <LocalitySuggestField
          value={locality}
          city={city || undefined}
          onSearch={(q) => navigate(searchHref(mode, city, q))}
          onLeave={setLocality}
          placeholder="e.g. Whitefield, Andheri West"
        />
        <Button type="submit" size="lg">
          Search
        </Button>
      </Form>
      <Popular aria-label="Popular cities">
        {popularCities.map((name) => (
          <li key={name}>
            <Link to={`${paths.allProperties}?city=${encodeURIComponent(name)}`}>{name}</Link>
          </li>
        ))}
      </Popular>
    </Search>
  );
}

const Search = styled.section`
  ${cardPanel(4, 6)}
  box-shadow: ${({ theme }) => theme.shadow.md};
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

const Modes = styled(ToggleButtonGroup)`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  [role='radio'],
  button {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
    font: inherit;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surfaceMuted};
    border: 1px solid transparent;
    border-radius: ${({ theme }) => theme.radius.pill};
    cursor: pointer;
    &[data-selected] {
      color: ${({ theme }) => theme.color.onPrimary};
      background: ${({ theme }) => theme.color.primary};
    }
    &[data-focus-visible] {
      outline: 2px solid ${({ theme }) => theme.color.focusRing};
      outline-offset: 2px;
    }
  }
`;

const Form = styled.form`
  display: grid;
  grid-template-columns: 14rem 1fr auto;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.mobile} {
    /* The city on its own row, Search beside the locality: the suggestions open under the field and
       must never lie over the button (a tap on it would land on the list). */
    grid-template-columns: 1fr auto;
  }
`;

const CitySlot = styled.div`
  ${({ theme }) => theme.media.mobile} {
    grid-column: 1 / -1;
  }
`;

const Popular = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  a {
    color: ${({ theme }) => theme.color.primaryHover};
  }
`;
