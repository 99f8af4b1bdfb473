import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

/** A titled block of the review, announced by its title. */
export function ReviewSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <Title id={id}>{title}</Title>
      {children}
    </Section>
  );
}

/** Terms and their values; a missing value is left out rather than shown empty. */
export function Facts({ items }: { items: ReadonlyArray<[string, string | null | undefined]> }) {
  return (
    <List>
      {items
        .filter((item): item is [string, string] => Boolean(item[1]))
        .map(([term, value]) => (
          <Fact key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fact>
        ))}
    </List>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
`;

const Fact = styled.div`
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
