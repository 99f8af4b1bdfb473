import { reraAuthorityOf, reraQrStates, reraSiteText } from '@/api/contract';

/** What a page or card shows of a project's RERA registration (docs/portfolio.md#rera-on-pages). */
export interface ReraRegistration {
  number: string;
  /** The authority's name (MahaRERA, K-RERA, ...), null for a state without a known authority. */
  authority: string | null;
  /** The authority's public site as a buyer types it (no https://), null with the authority. */
  site: string | null;
  /** docs/portfolio.md#rera-qr: the authority asks for a QR code beside the number. */
  wantsQr: boolean;
}

/** The registration of a project (or a search card of one), or null when the builder gave no number. */
export function reraOf({ reraNumber, state }: { reraNumber?: string; state?: string }): ReraRegistration | null {
  const number = reraNumber?.trim();
  if (!number) return null;
  const authority = reraAuthorityOf(state);
  return {
    number,
    authority: authority?.name ?? null,
    site: authority ? reraSiteText(authority) : null,
    wantsQr: state !== undefined && reraQrStates.includes(state),
  };
}

/** docs/portfolio.md#rera-qr: what the QR code holds: the authority, the number and where to look it up. */
export const reraQrText = (rera: ReraRegistration) =>
  [rera.authority ?? 'RERA', rera.number, rera.site ? `https://${rera.site}` : null].filter(Boolean).join(' ');
