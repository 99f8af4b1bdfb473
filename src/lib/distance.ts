const tenths = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A distance in km to 100 m, the en-IN way: '1.2 km', '1,250.0 km'. */
export const formatKm = (km: number) => `${tenths.format(km)} km`;
