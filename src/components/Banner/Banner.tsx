import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { toneColors, type BadgeTone } from '@/components/Badge';
import type { BannerTone } from './tones';
import { ToneIcon } from './ToneIcon';

export interface BannerProps {
  tone: BannerTone;
  children: ReactNode;
  /** A bold first line, e.g. what failed; the children explain. */
  title?: string;
  /** Trailing control, e.g. Notice's close button. */
  action?: ReactNode;
  /** A screen may move focus here, e.g. the wizard when a step fails validation. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A full-width message box. docs/wizard.md#wizard-banners: errors show in a red banner, success in a green one.
 * Errors interrupt screen readers (role alert); success and info wait their turn (role status).
 */
export function Banner({ tone, children, title, action, ref }: BannerProps) {
  return (
    <Box ref={ref} tabIndex={-1} role={tone === 'danger' ? 'alert' : 'status'} $tone={tone}>
      <ToneIcon tone={tone} />
      <Body>
        {title && <Title>{title}</Title>}
        <div>{children}</div>
      </Body>
      {action}
    </Box>
  );
}

const Box = styled.div<{ $tone: BadgeTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme, $tone }) => toneColors(theme, $tone).text};
  background: ${({ theme, $tone }) => toneColors(theme, $tone).background};
  > svg {
    flex: none;
    margin-top: 2px;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  overflow-wrap: anywhere;
`;

const Title = styled.strong`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;
