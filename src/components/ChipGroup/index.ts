export { ChipGroup, type ChipGroupProps } from './ChipGroup';
export { ChipChoices, chipChoicesLabels, type ChipChoicesLabel, type ChipChoicesProps } from './ChipChoices';
