export { ToggleChip, type ToggleChipProps } from './ToggleChip';
