import { ProgressBar } from 'react-aria-components';
import styled from 'styled-components';

export interface StepProgressProps {
  /** The current step, counted from 1. */
  step: number;
  /** docs/wizard.md#wizard-steps: the wizard has 5 steps. */
  total: number;
  /** One title per step; when given, they are listed under the bar with the current one marked. */
  titles?: readonly string[];
}

/** 'Step N of 5' over a bar (docs/wizard.md#wizard-steps). Screen readers hear a progress bar whose value reads 'Step N of 5'. */
export function StepProgress({ step, total, titles }: StepProgressProps) {
  const stepText = `Step ${step} of ${total}`;
  return (
    <Root>
      <ProgressBar value={step} minValue={0} maxValue={total} valueLabel={stepText} aria-label="Progress">
        {({ percentage }) => (
          <>
            <Count>{stepText}</Count>
            <Track>
              <Fill style={{ width: `${percentage ?? 0}%` }} />
            </Track>
          </>
        )}
      </ProgressBar>
      {titles && (
        <Steps aria-label="Steps">
          {titles.map((title, index) => {
            const number = index + 1;
            const state = number < step ? 'done' : number === step ? 'current' : 'todo';
            return (
              <StepItem key={title} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
                <Dot aria-hidden="true">{number}</Dot>
                <StepTitle>{title}</StepTitle>
              </StepItem>
            );
          })}
        </Steps>
      )}
    </Root>
  );
}

type StepState = 'done' | 'current' | 'todo';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  > [role='progressbar'] {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const Count = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Track = styled.div`
  height: 8px;
  background: ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.color.primary};
  border-radius: inherit;
  transition: width ${({ theme }) => theme.motion.normal};
`;

const Steps = styled.ol`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StepItem = styled.li<{ $state: StepState }>`
  position: relative;
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.color.textMuted : theme.color.text)};
  font-weight: ${({ theme, $state }) => ($state === 'current' ? theme.font.weight.semibold : theme.font.weight.regular)};
  --dot-color: ${({ theme, $state }) => ($state === 'todo' ? theme.color.surface : theme.color.primary)};
  --dot-border: ${({ theme, $state }) => ($state === 'todo' ? theme.color.borderStrong : theme.color.primary)};
  --dot-text: ${({ theme, $state }) => ($state === 'todo' ? theme.color.textMuted : theme.color.onPrimary)};
`;

const Dot = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 1.75rem;
  height: 1.75rem;
  border-radius: 50%;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: var(--dot-text);
  background: var(--dot-color);
  border: 1px solid var(--dot-border);
`;

/** On a phone five titles do not fit: the numbers stay, the titles remain for screen readers. */
const StepTitle = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${({ theme }) => theme.media.phone} {
    position: absolute;
    width: 1px;
    height: 1px;
    clip-path: inset(50%);
  }
`;
