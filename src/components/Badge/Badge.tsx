import type { ReactNode } from 'react';
import styled from 'styled-components';
import { toneColors, type BadgeTone } from './tones';

export interface BadgeProps {
  children: ReactNode;
  tone?: BadgeTone;
  /** A decorative icon before the text; the text alone carries the meaning. */
  icon?: ReactNode;
}

/** A small pill that labels something: a project status, 'Verified Builder', a count. */
export function Badge({ children, tone = 'neutral', icon }: BadgeProps) {
  return (
    <Pill $tone={tone}>
      {icon && <IconSlot aria-hidden="true">{icon}</IconSlot>}
      {children}
    </Pill>
  );
}

const Pill = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  white-space: nowrap;
  color: ${({ theme, $tone }) => toneColors(theme, $tone).text};
  background: ${({ theme, $tone }) => toneColors(theme, $tone).background};
`;

const IconSlot = styled.span`
  display: inline-flex;
  font-size: 1em;
`;
