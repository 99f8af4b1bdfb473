import styled from 'styled-components';
import { Spinner } from '@/components/Spinner';

/** docs/routes.md#lazy-pages: pages load on demand and show the text 'Loading...' meanwhile. */
export function LoadingFallback() {
  return (
    <Centre role="status">
      {/* The words are announced; the ring is decoration. */}
      <Spinner label="" />
      Loading...
    </Centre>
  );
}

const Centre = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 40vh;
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
