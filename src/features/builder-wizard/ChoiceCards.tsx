import { Radio, RadioGroup } from 'react-aria-components';
import styled from 'styled-components';
import { FieldLabel } from '@/components/Field';
import type { Choice } from './projectChoices';

export interface ChoiceCardsProps<Id extends string> {
  label: string;
  choices: readonly Choice<Id>[];
  /** '' while nothing is chosen. */
  value: Id | '';
  onChange: (id: Id) => void;
}

/**
 * docs/wizard.md#wizard-step-1: a choice shown as cards (a title and what it covers). A react-aria RadioGroup,
 * so arrows move between the cards and screen readers hear one group of radio buttons.
 */
export function ChoiceCards<Id extends string>({ label, choices, value, onChange }: ChoiceCardsProps<Id>) {
  const choose = (next: string) => {
    const choice = choices.find(({ id }) => id === next);
    if (choice) onChange(choice.id);
  };
  return (
    <Group value={value || null} onChange={choose} orientation="horizontal" isRequired>
      <FieldLabel isRequired>{label}</FieldLabel>
      <Cards $count={choices.length}>
        {choices.map((choice) => (
          <Card key={choice.id} value={choice.id}>
            <Title>{choice.label}</Title>
            {choice.description && <Description>{choice.description}</Description>}
          </Card>
        ))}
      </Cards>
    </Group>
  );
}

const Group = styled(RadioGroup)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Cards = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: 1fr;
  }
`;

const Card = styled(Radio)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.surface};
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  cursor: pointer;
  &[data-hovered] {
    border-color: ${({ theme }) => theme.color.borderStrong};
  }
  &[data-selected] {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primarySoft};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const Title = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.text};
`;

const Description = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
