import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface ChipGroupProps {
  children: ReactNode;
  /** The group's name when no visible label names it ('Show inquiries'). */
  'aria-label'?: string;
  /** The id of the visible label that names the group. */
  'aria-labelledby'?: string;
  className?: string;
}

/**
 * A row of chips that wraps (ToggleChips, or small Buttons for one-click choices). Given a name, it is
 * a group of its own; inside a group that already holds its label (a heading, then the chips), it is
 * only the row, so no one hears the group twice.
 */
export function ChipGroup({ children, className, ...names }: ChipGroupProps) {
  const named = Boolean(names['aria-label'] || names['aria-labelledby']);
  return (
    <Row role={named ? 'group' : undefined} className={className} {...names}>
      {children}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
