import { useEffect, useEffectEvent } from 'react';
import { Button } from 'react-aria-components';
import styled from 'styled-components';
import { Banner, type BannerTone } from '@/components/Banner';
import { useClock } from '@/components/Clock';

/** docs/routes.md#post-property-notice: a notice shows for 3000 ms. */
export const NOTICE_DURATION_MS = 3000;

export interface NoticeProps {
  message: string;
  tone?: BannerTone;
  /** Called when the time is up or the close button is pressed; the parent stops rendering the notice. */
  onDismiss: () => void;
  durationMs?: number;
}

/**
 * An inline, short-lived message (docs/routes.md#post-property-notice: 'Only Sellers, Agents, or Builders can post properties'
 * for 3 s, dismissible). The parent owns whether it shows, so the same notice can be raised again.
 */
export function Notice({ message, tone = 'danger', onDismiss, durationMs = NOTICE_DURATION_MS }: NoticeProps) {
  const dismiss = useEffectEvent(onDismiss);
  const clock = useClock();

  // A new message gets its full display time.
  useEffect(() => {
    const timer = clock.setTimeout(dismiss, durationMs);
    return () => clock.clearTimeout(timer);
  }, [clock, message, durationMs]);

  return (
    <Banner
      tone={tone}
      action={
        <CloseButton aria-label="Dismiss notice" onPress={onDismiss}>
          ×
        </CloseButton>
      }
    >
      {message}
    </Banner>
  );
}

const CloseButton = styled(Button)`
  flex: none;
  margin: -${({ theme }) => theme.space(1)} -${({ theme }) => theme.space(2)} 0 0;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: 1.2;
  cursor: pointer;
  &[data-hovered] {
    background: ${({ theme }) => theme.color.surface};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
  }
`;
