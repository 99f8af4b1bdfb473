// The lead read model (docs/architecture.md#layer-rules): how an owner's pipeline reads.
export { followUpText, stageChoices, stageText } from './leadText';
