const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** docs/formatting.md#area-format: areas in square feet, e.g. '1,200 sq.ft'; '' when there is no area. */
export function formatArea(squareFeet: number | null | undefined): string {
  return typeof squareFeet === 'number' && Number.isFinite(squareFeet) ? `${grouping.format(squareFeet)} sq.ft` : '';
}
