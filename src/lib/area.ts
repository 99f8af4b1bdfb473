const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** SPEC 9: areas in square feet, e.g. '1,200 sq.ft'; '' when there is no area. */
export function formatArea(squareFeet: number | null | undefined): string {
  return typeof squareFeet === 'number' && Number.isFinite(squareFeet) ? `${grouping.format(squareFeet)} sq.ft` : '';
}
