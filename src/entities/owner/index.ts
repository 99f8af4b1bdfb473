// The owner read model (docs/architecture.md#layer-rules): what every page says of whoever answers
// a buyer (a builder, a seller, an agent). Apart from entities/lead, so those pages never load the
// leads' contract.
export { responseTimeText } from './responseTime';
