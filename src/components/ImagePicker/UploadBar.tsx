import { ProgressBar } from 'react-aria-components';
import styled from 'styled-components';

export interface UploadBarProps {
  /** What the bar measures, for screen readers ('Upload of kitchen.jpg', 'Photos of this form'). */
  'aria-label': string;
  /** Percent done; undefined while the amount of work is not known (a photo being made smaller). */
  percent?: number;
  /** What is happening, shown beside the bar and read as its value ('Uploading 40%'). */
  text: string;
  tone?: 'neutral' | 'done' | 'danger';
}

/** A thin progress bar with its text: one photo's upload, or all the photos of a form. */
export function UploadBar({ 'aria-label': label, percent, text, tone = 'neutral' }: UploadBarProps) {
  return (
    <ProgressBar aria-label={label} value={percent ?? 0} isIndeterminate={percent === undefined} valueLabel={text}>
      {({ percentage, isIndeterminate }) => (
        <Bar>
          <Track>
            <Fill
              $tone={tone}
              $indeterminate={isIndeterminate}
              style={{ width: `${isIndeterminate ? 100 : percentage}%` }}
            />
          </Track>
          <Text $tone={tone}>{text}</Text>
        </Bar>
      )}
    </ProgressBar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const Track = styled.div`
  height: 0.375rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.border};
  overflow: hidden;
`;

const Fill = styled.div<{ $tone: UploadBarProps['tone']; $indeterminate: boolean }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $tone }) =>
    $tone === 'danger' ? theme.color.danger : $tone === 'done' ? theme.color.success : theme.color.primary};
  /* An indeterminate bar stands still: a sliding stripe would differ in every screenshot. */
  opacity: ${({ $indeterminate }) => ($indeterminate ? 0.3 : 1)};
`;

const Text = styled.span<{ $tone: UploadBarProps['tone'] }>`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : theme.color.textMuted)};
  overflow-wrap: anywhere;
`;
