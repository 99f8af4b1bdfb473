import styled from 'styled-components';
import { Banner } from '@/components/Banner';
import { Button } from '@/components/Button';

export interface DraftNoticeProps {
  /** Files chosen before the reload, which the browser could not keep. */
  lostFiles: readonly string[];
  /** Where the files are chosen again: 'on the Media step'. */
  chooseAgainWhere: string;
  onStartOver: () => void;
  onDismiss: () => void;
}

const listed = (names: readonly string[]) =>
  names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/**
 * docs/wizard.md#wizard-draft: says that a draft came back after a reload. Green when all of it did;
 * when photos had been chosen it names them, since a browser cannot keep files across a reload.
 */
export function DraftNotice({ lostFiles, chooseAgainWhere, onStartOver, onDismiss }: DraftNoticeProps) {
  const actions = (
    <Actions>
      <Button variant="ghost" size="sm" onPress={onStartOver}>
        Start over
      </Button>
      <Button variant="ghost" size="sm" onPress={onDismiss}>
        Dismiss
      </Button>
    </Actions>
  );
  if (lostFiles.length === 0) {
    return (
      <Banner tone="success" title="Draft restored" action={actions}>
        Everything you entered before has been restored.
      </Banner>
    );
  }
  return (
    <Banner tone="info" title="Draft restored" action={actions}>
      Your details are back, but photos cannot be kept after the page reloads. Please choose {listed(lostFiles)} again{' '}
      {chooseAgainWhere}.
    </Banner>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;
