export { PinPicker, type PinPickerProps } from './PinPicker';
export { nudged } from './nudge';
