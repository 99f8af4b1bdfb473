import styled from 'styled-components';
import { confirmedAvailableText } from '@/api/contract/freshnessRules';
import { useClock } from '@/components/Clock';

/** docs/listings.md#confirmed-available: "Confirmed available 3 days ago" on cards and the detail page. */
export function ConfirmedAvailable({ confirmedAt }: { confirmedAt: string }) {
  const clock = useClock();
  return <Confirmed>{confirmedAvailableText(confirmedAt, new Date(clock.now()))}</Confirmed>;
}

const Confirmed = styled.p`
  color: ${({ theme }) => theme.color.success};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
