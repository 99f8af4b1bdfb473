import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { FactList } from '@/components/FactList';

/** A titled block of the review, announced by its title. */
export function ReviewSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <Title id={id}>{title}</Title>
      {children}
    </Section>
  );
}

/** Terms and their values; a missing value is left out rather than shown empty. */
export const Facts = FactList;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;
