import { useEffect, useState } from 'react';
import styled from 'styled-components';

export interface QrCodeProps {
  /** What the code holds. */
  text: string;
  /** The accessible name of the image, e.g. 'QR code of RERA registration P51800012345'. */
  label: string;
  /** The side in CSS pixels. */
  size?: number;
}

/** The quiet zone around the code, in modules, as scanners expect. */
const QUIET = 4;

/**
 * A QR code drawn as SVG. The encoder (`qrcode`) loads in its own chunk once the page is shown, so
 * pages that show a code do not carry it in their first load; a blank square holds the place until then.
 */
export function QrCode({ text, label, size = 144 }: QrCodeProps) {
  const [code, setCode] = useState<{ text: string; size: number; path: string } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    import('./qrPath')
      .then(({ qrPath }) => current && setCode({ text, ...qrPath(text) }))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [text]);

  if (failed) return null;
  if (!code || code.text !== text) return <Placeholder $size={size} aria-hidden="true" />;
  const side = code.size + QUIET * 2;
  return (
    <Svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-QUIET} ${-QUIET} ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET} y={-QUIET} width={side} height={side} />
      <path d={code.path} />
    </Svg>
  );
}

/** Dark modules on a light ground, as every scanner reads them. */
const Svg = styled.svg`
  display: block;
  flex: none;
  rect {
    fill: ${({ theme }) => theme.color.surface};
  }
  path {
    fill: ${({ theme }) => theme.color.text};
  }
`;

const Placeholder = styled.div<{ $size: number }>`
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  background: ${({ theme }) => theme.color.surfaceMuted};
`;
