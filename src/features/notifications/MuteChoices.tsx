import styled from 'styled-components';
import { notificationKindLabels, notificationKinds, type NotificationKind } from '@/api/contract/notifications';
import { ChipGroup } from '@/components/ChipGroup';
import { ToggleChip } from '@/components/ToggleChip';

export interface MuteChoicesProps {
  muted: NotificationKind[];
  onChoose: (kind: NotificationKind, emailed: boolean) => void;
  /** The section's heading, and its name. */
  title?: string;
  /** What muting leaves: said of the list beside it, or of the notifications elsewhere. */
  note?: string;
}

/** docs/notifications.md#muting: one toggle per kind, pressed while e-mailed; a muted kind still shows in the list. */
export function MuteChoices({
  muted,
  onChoose,
  title = 'E-mail me about',
  note = 'Muted kinds still appear in this list; only their e-mails stop.',
}: MuteChoicesProps) {
  return (
    <Choices aria-labelledby="email-choices">
      <h2 id="email-choices">{title}</h2>
      {/* Toggle chips, as the inquiry filters: a pressed chip is e-mailed. */}
      <ChipGroup>
        {notificationKinds.map((kind) => (
          <ToggleChip key={kind} isSelected={!muted.includes(kind)} onChange={(emailed) => onChoose(kind, emailed)}>
            {notificationKindLabels[kind]}
          </ToggleChip>
        ))}
      </ChipGroup>
      <Note>{note}</Note>
    </Choices>
  );
}

const Choices = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(6)};
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
