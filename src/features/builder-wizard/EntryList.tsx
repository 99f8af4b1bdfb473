import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { SubHeading } from './stepLayout';

export interface EntryListProps<Entry> {
  /** The list's heading, e.g. 'Configurations'. */
  title: string;
  /** One entry's name, numbered in its legend: 'Configuration 1'. */
  entryName: string;
  entries: readonly Entry[];
  renderEntry: (entry: Entry, index: number) => ReactNode;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/**
 * docs/wizard.md#entry-lists: a list of configurations or types. Adding is always possible; removing is offered
 * only while more than one entry exists.
 */
export function EntryList<Entry>({ title, entryName, entries, renderEntry, onAdd, onRemove }: EntryListProps<Entry>) {
  const removable = entries.length > 1;
  const id = useId();
  return (
    <List>
      <SubHeading>{title}</SubHeading>
      {entries.map((entry, index) => {
        const name = `${entryName} ${index + 1}`;
        return (
          // Entries have no identity of their own; their position is what the person sees too.
          <Entry key={index} role="group" aria-labelledby={`${id}-${index}`}>
            <EntryHeader>
              <EntryTitle id={`${id}-${index}`}>{name}</EntryTitle>
              {removable && (
                <Button variant="ghost" size="sm" aria-label={`Remove ${name}`} onPress={() => onRemove(index)}>
                  Remove
                </Button>
              )}
            </EntryHeader>
            {renderEntry(entry, index)}
          </Entry>
        );
      })}
      <AddButton variant="secondary" size="sm" onPress={onAdd}>
        {`+ Add ${entryName}`}
      </AddButton>
    </List>
  );
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Entry = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  min-width: 0;
`;

const EntryHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 2rem;
`;

const EntryTitle = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const AddButton = styled(Button)`
  align-self: flex-start;
`;
