import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@/components/Card';

export interface StatCardProps {
  label: string;
  value: number | string;
  /** A decorative picture beside the figure. */
  icon?: ReactNode;
}

/** A figure and what it counts, e.g. 'Total Projects' 12; numbers are grouped the Indian way. */
export function StatCard({ label, value, icon }: StatCardProps) {
  const labelId = useId();
  return (
    <Card>
      <Row>
        {icon && <Icon aria-hidden="true">{icon}</Icon>}
        {/* A one-term description list: the label is announced with its figure. */}
        <Figure>
          <Label id={labelId}>{label}</Label>
          <Value aria-labelledby={labelId}>{typeof value === 'number' ? value.toLocaleString('en-IN') : value}</Value>
        </Figure>
      </Row>
    </Card>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Icon = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  font-size: ${({ theme }) => theme.font.size.xl};
  color: ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.primarySoft};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Figure = styled.dl`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const Label = styled.dt`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Value = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

/** A row of StatCards, `$columns` across (two on a phone or tablet). */
export const StatGrid = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, 1fr);
  }
`;
