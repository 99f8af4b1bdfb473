import styled, { keyframes } from 'styled-components';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers; an empty label hides the spinner from them (the caller announces). */
  label?: string;
}

const diameter = { sm: 16, md: 28, lg: 44 } as const;

/** A spinning ring; with a label it is a status that screen readers announce. */
export function Spinner({ size = 'md', label = 'Loading' }: SpinnerProps) {
  if (!label) return <Ring $diameter={diameter[size]} aria-hidden="true" />;
  return <Ring $diameter={diameter[size]} role="status" aria-label={label} />;
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $diameter: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $diameter }) => $diameter}px;
  height: ${({ $diameter }) => $diameter}px;
  border: ${({ $diameter }) => Math.max(2, Math.round($diameter / 8))}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  opacity: 0.8;
  animation: ${spin} 0.8s linear infinite;
`;
