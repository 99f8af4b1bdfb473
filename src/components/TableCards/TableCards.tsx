import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { cardSurface } from '@/components/Card';
import { Fact } from '@/components/FactList';
/** docs/routes.md#tables-on-phones: below 600 px a table is read as cards. */
const cardsBelow = '@media (max-width: 599px)';

/**
 * A table on a wide screen, the same figures as cards on a phone (docs/routes.md#tables-on-phones):
 * nothing scrolls sideways and every price stays in view. Both are in the page; the one not shown is
 * hidden by CSS, so a screen reader and a server-rendered page read the one that fits the window.
 */
export function TableOrCards({ table, cards }: { table: ReactNode; cards: ReactNode }) {
  return (
    <>
      <Wide>{table}</Wide>
      <Narrow>{cards}</Narrow>
    </>
  );
}

export interface TableCard {
  key: string;
  /** What the card is about: the row's header (a configuration), or a compared property's title. */
  title: ReactNode;
  /** Below the title: actions on the item (Remove). */
  actions?: ReactNode;
  facts: ReadonlyArray<{
    term: string;
    value: ReactNode;
    /** Set apart, as a comparison marks what differs. */ marked?: boolean;
  }>;
}

export interface TableCardsProps {
  /** The table's caption: it names the cards' list as it named the table. */
  caption: string;
  cards: readonly TableCard[];
  /** The level of each card's title under the page's own headings. */
  titleLevel: 2 | 3 | 4;
}

/** The cards of a table on a phone: one per row (or per compared item), each value under its column's name. */
export function TableCards({ caption, cards, titleLevel }: TableCardsProps) {
  const captionId = useId();
  const Title = `h${titleLevel}` as const;
  return (
    <section aria-labelledby={captionId}>
      <Caption id={captionId}>{caption}</Caption>
      <List>
        {cards.map((card) => (
          <Item key={card.key}>
            <Title>{card.title}</Title>
            {card.actions && <div>{card.actions}</div>}
            <Facts>
              {card.facts.map((fact) => (
                <CardFact key={fact.term} term={fact.term} $marked={Boolean(fact.marked)}>
                  {fact.value}
                </CardFact>
              ))}
            </Facts>
          </Item>
        ))}
      </List>
    </section>
  );
}

const Wide = styled.div`
  min-width: 0;
  ${cardsBelow} {
    display: none;
  }
`;

const Narrow = styled.div`
  display: none;
  ${cardsBelow} {
    display: block;
  }
`;

const Caption = styled.p`
  margin-bottom: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  ${cardSurface}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  h2,
  h3,
  h4 {
    font-size: ${({ theme }) => theme.font.size.md};
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const CardFact = styled(Fact)<{ $marked: boolean }>`
  min-width: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    overflow-wrap: anywhere;
  }
  ${({ $marked }) =>
    $marked &&
    css`
      padding: 2px ${({ theme }) => theme.space(1)};
      background: ${({ theme }) => theme.color.surfaceMuted};
      border-radius: ${({ theme }) => theme.radius.sm};
    `}
`;
