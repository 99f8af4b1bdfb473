// The amenity read model (docs/architecture.md#layer-rules): one label per amenity, for listings and projects alike.
export {
  amenityLabel,
  amenityLabels,
  basicAmenityNames,
  commercialAmenityNames,
  flagLabels,
  flatLuxuryAmenityNames,
  villaLuxuryAmenityNames,
  type AmenityName,
} from './amenities';
