import styled from 'styled-components';

export interface ReraLineProps {
  number: string;
  /** The authority's name (MahaRERA, K-RERA, ...), null when the state has none we know. */
  authority: string | null;
  /** The authority's site as text (no link: the buyer checks it there), null with the authority. */
  site: string | null;
}

/** A card's line for a project's RERA registration: the number, then who issued it and where to check it. */
export function ReraLine({ number, authority, site }: ReraLineProps) {
  return (
    <Line>
      <span>
        RERA <strong>{number}</strong>
      </span>
      {authority && <Issuer>{[authority, site].filter(Boolean).join(' · ')}</Issuer>}
    </Line>
  );
}

const Line = styled.p`
  display: flex;
  flex-direction: column;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textSubtle};
  overflow-wrap: anywhere;
  strong {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.text};
  }
`;

const Issuer = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;
