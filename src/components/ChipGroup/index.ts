export { ChipGroup, type ChipGroupProps } from './ChipGroup';
