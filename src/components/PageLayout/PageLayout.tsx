import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface PageLayoutProps {
  /** The page's one h1. */
  title: string;
  subtitle?: ReactNode;
  /** Buttons or links beside the title, e.g. 'Post Builder Property'. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The main landmark of a page: its h1, a line under it, actions to the right, then the content. */
export function PageLayout({ title, subtitle, actions, children }: PageLayoutProps) {
  return (
    <PageMain>
      <Header>
        <div>
          <h1>{title}</h1>
          {subtitle && <Subtitle>{subtitle}</Subtitle>}
        </div>
        {actions && <Actions>{actions}</Actions>}
      </Header>
      {children}
    </PageMain>
  );
}

/** The main landmark's frame alone, for a page that lays out its own header (a project's page). */
export const PageMain = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  max-width: 75rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(4)}`};
  ${({ theme }) => theme.media.phone} {
    gap: ${({ theme }) => theme.space(5)};
    padding: ${({ theme }) => `${theme.space(5)} ${theme.space(3)}`};
  }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  h1 {
    font-size: ${({ theme }) => theme.font.size.xxl};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
`;

const Subtitle = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
