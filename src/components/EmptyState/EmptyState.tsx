import type { ReactNode } from 'react';
import styled from 'styled-components';
import { toneColors, type BadgeTone } from '@/components/Badge';

export interface EmptyStateProps {
  title: string;
  message?: ReactNode;
  /** A decorative picture above the title. */
  icon?: ReactNode;
  /** The icon's colour: the brand for empty lists, danger for failures. */
  iconTone?: BadgeTone;
  /** A link or button that leads on, e.g. 'Back to Home'. */
  action?: ReactNode;
  /** The heading level that fits the page outline. */
  headingLevel?: 2 | 3;
}

/** A centred message for a list or page with nothing to show ('No Properties Listed Yet', 'Builder Not Found'). */
export function EmptyState({ title, message, icon, iconTone = 'brand', action, headingLevel = 2 }: EmptyStateProps) {
  return (
    <Box>
      {icon && (
        <Icon aria-hidden="true" $tone={iconTone}>
          {icon}
        </Icon>
      )}
      <Title as={`h${headingLevel}`}>{title}</Title>
      {message && <Message>{message}</Message>}
      {action && <Action>{action}</Action>}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(12)} ${theme.space(4)}`};
  text-align: center;
`;

const Icon = styled.div<{ $tone: BadgeTone }>`
  display: grid;
  place-items: center;
  width: 4rem;
  height: 4rem;
  border-radius: 50%;
  font-size: 2rem;
  line-height: 1;
  color: ${({ theme, $tone }) => toneColors(theme, $tone).text};
  background: ${({ theme, $tone }) => toneColors(theme, $tone).background};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Message = styled.p`
  max-width: 32rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space(2)};
`;
