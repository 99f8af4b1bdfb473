import { Meter } from 'react-aria-components';
import styled from 'styled-components';
import type { BuilderProfile } from '@/api/contract';
import { profileCompleteness } from './profile';

/** How complete the public profile is, and what to add: a meter and the missing fields. */
export function ProfileCompleteness({ profile }: { profile: BuilderProfile }) {
  const { percent, missing } = profileCompleteness(profile);
  return (
    <Box>
      <Meter value={percent} aria-label="Profile completeness">
        {({ valueText }) => (
          <>
            <Line>
              <strong>Profile completeness</strong>
              <span>{valueText}</span>
            </Line>
            <Track>
              <Fill style={{ width: `${percent}%` }} $done={percent === 100} />
            </Track>
          </>
        )}
      </Meter>
      {missing.length === 0 ? (
        <Muted>Your profile is complete. Buyers see every detail on your public page.</Muted>
      ) : (
        <Muted>Missing: {missing.join(', ')}</Muted>
      )}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Line = styled.div`
  display: flex;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const Track = styled.div`
  height: 8px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const Fill = styled.div<{ $done: boolean }>`
  height: 100%;
  background: ${({ theme, $done }) => ($done ? theme.color.success : theme.color.primary)};
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
