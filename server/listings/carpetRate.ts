/**
 * docs/listings.md#carpet-first: a listing's rupees per carpet sq.ft in SQL, rounded as the contract's
 * carpetPrice rounds (half up), null without a carpet area; `alias` names the listings row. For search
 * to filter and sort by it (issue #21's search part).
 */
export const pricePerCarpetSqftSql = (alias: string) => `floor(${alias}.price / nullif(${alias}.carpet_area, 0) + 0.5)`;
