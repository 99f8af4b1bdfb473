import styled from 'styled-components';
import type { CarpetPrice } from '@/api/contract';

export interface CarpetRateProps {
  /** What `carpetPrice` made of the areas and the price. */
  rate: CarpetPrice;
  /** Say what a high loading means (the detail pages; a card only points it out). */
  explain?: boolean;
  className?: string;
}

/** docs/listings.md#carpet-first: the price per sq.ft (carpet first), the other areas and the loading. */
export function CarpetRate({ rate, explain = false, className }: CarpetRateProps) {
  return (
    <Lines className={className}>
      {rate.rateText && <Rate>{rate.rateText}</Rate>}
      {rate.areaLines.length > 0 && <span>{rate.areaLines.join(' · ')}</span>}
      {rate.loadingText &&
        (rate.isHighLoading ? <HighLoading>{rate.loadingText}</HighLoading> : <span>{rate.loadingText}</span>)}
      {explain && rate.loadingNote && <Note>{rate.loadingNote}</Note>}
    </Lines>
  );
}

const Lines = styled.p`
  display: flex;
  flex-direction: column;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Rate = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.text};
`;

/** A high loading pointed out: 'High loading: 38 %' (here, and in compare's table). */
export const HighLoading = styled.strong`
  align-self: flex-start;
  margin-top: ${({ theme }) => theme.space(1)};
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.warning};
  background: ${({ theme }) => theme.color.warningSoft};
`;

const Note = styled.span`
  margin-top: ${({ theme }) => theme.space(1)};
  max-width: 22rem;
  color: ${({ theme }) => theme.color.textSubtle};
`;
