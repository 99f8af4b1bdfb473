export { ChipChoices, chipChoicesLabels, type ChipChoicesLabel, type ChipChoicesProps } from './ChipChoices';
