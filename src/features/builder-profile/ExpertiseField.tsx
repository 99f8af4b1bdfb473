import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { MAX_EXPERTISE } from '@/api/contract';
import { Button } from '@/components/Button';
import { WrapList } from '@/components/PageLayout';
import { TextField } from '@/components/TextField';

export interface ExpertiseFieldProps {
  value: string[];
  onChange: (value: string[]) => void;
  errorMessage?: string;
}

/** Areas of expertise as chips: type one and press Enter or Add; each chip has its own remove button. */
export function ExpertiseField({ value, onChange, errorMessage }: ExpertiseFieldProps) {
  const [draft, setDraft] = useState('');
  const listId = useId();
  const isFull = value.length >= MAX_EXPERTISE;
  const add = () => {
    const entry = draft.trim();
    if (!entry) return;
    // The same area twice says nothing more.
    if (!value.some((item) => item.toLowerCase() === entry.toLowerCase())) onChange([...value, entry]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <Field>
      <Row>
        <Grow>
          <TextField
            label="Expertise"
            hint="(e.g. Villas, Apartments)"
            value={draft}
            onChange={setDraft}
            onKeyDown={onKeyDown}
            isDisabled={isFull}
            description={isFull ? `At most ${MAX_EXPERTISE} areas of expertise` : 'Press Enter to add each one.'}
            errorMessage={errorMessage}
            aria-describedby={value.length ? listId : undefined}
          />
        </Grow>
        <AddButton variant="secondary" onPress={add} isDisabled={isFull || !draft.trim()}>
          Add
        </AddButton>
      </Row>
      {value.length > 0 && (
        <Chips id={listId} aria-label="Your areas of expertise">
          {value.map((item) => (
            <li key={item}>
              <span>{item}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${item}`}
                onPress={() => onChange(value.filter((other) => other !== item))}
              >
                ×
              </Button>
            </li>
          ))}
        </Chips>
      )}
    </Field>
  );
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-start;
`;

const Grow = styled.div`
  flex: 1;
  min-width: 0;
`;

const AddButton = styled(Button)`
  margin-top: 1.75rem;
`;

const Chips = styled(WrapList)`
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    padding-left: ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.primaryHover};
    background: ${({ theme }) => theme.color.primarySoft};
    border-radius: ${({ theme }) => theme.radius.pill};
  }
`;
