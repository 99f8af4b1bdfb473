import type { ReactNode } from 'react';
import styled from 'styled-components';
import { cardSurface } from '@/components/Card';
import { PageMain } from '@/components/PageLayout';

/** The card every sign-in screen sits in. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Page>
      <Panel>
        <h1>{title}</h1>
        <Subtitle>{subtitle}</Subtitle>
        {children}
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </Page>
  );
}

/** The page column with the form's panel in its middle. */
const Page = styled(PageMain)`
  align-items: center;
  padding: ${({ theme }) => `${theme.space(10)} ${theme.space(4)}`};
`;

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  width: min(30rem, 100%);
  padding: ${({ theme }) => theme.space(8)};
  ${cardSurface}
  box-shadow: ${({ theme }) => theme.shadow.md};
  h1 {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => theme.space(5)};
  }
`;

const Subtitle = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;
