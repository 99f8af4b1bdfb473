export {
  ASKING_PRICES_LABEL,
  bhkGroupLabel,
  listingsText,
  localityDistanceText,
  rentText,
  saleRateText,
  tooFewText,
  trendChange,
  trendText,
} from './localityText';
