import { useId, type ReactNode } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';

/** Terms and their values as a definition list; a missing value is left out rather than shown empty. */
export function FactList({ items }: { items: ReadonlyArray<readonly [string, string | null | undefined]> }) {
  return (
    <List>
      {items
        .filter((item): item is readonly [string, string] => Boolean(item[1]))
        .map(([term, value]) => (
          <StyledFact key={term} term={term}>
            {value}
          </StyledFact>
        ))}
    </List>
  );
}

/**
 * One term and its value, inside a `<dl>`. The value is named by its term, so assistive technology
 * reads the pair together and a test finds it as a person does: `getByRole('definition', { name })`.
 */
export function Fact({ term, children, className }: { term: string; children: ReactNode; className?: string }) {
  const termId = useId();
  return (
    <div className={className}>
      <dt id={termId}>{term}</dt>
      <dd aria-labelledby={termId}>{children}</dd>
    </div>
  );
}

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
`;

const StyledFact = styled(Fact)`
  display: flex;
  flex-direction: column;
  gap: 2px;
  dt {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
`;

/** A page's own grid of facts (a `<dl>` of Facts): each term a small muted label over its value in bold. */
export const boldFacts = (termSize: keyof DefaultTheme['font']['size']) => css`
  margin: 0;
  dt {
    font-size: ${({ theme }) => theme.font.size[termSize]};
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;
