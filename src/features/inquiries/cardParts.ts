import styled from 'styled-components';
import { spreadRow } from '@/components/PageLayout';

/** The pieces both sides' inquiry cards share (My Inquiries, the buyer's dashboard). */
export const CardHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  h2,
  h3 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export const CardMuted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  a {
    color: ${({ theme }) => theme.color.primaryHover};
  }
`;

export const CardFooter = styled.div`
  ${spreadRow(3)}
`;
