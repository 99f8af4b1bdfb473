// Deterministic data: ids from a counter, fixed dates, no randomness, so baselines stay stable.
let nextId = 1;

/** The next id of a kind: `listing-0007`. */
export const newId = (prefix: string) => `${prefix}${String(nextId++).padStart(4, '0')}`;

/** Back to the first id (each story starts from it). */
export const resetIds = () => {
  nextId = 1;
};
