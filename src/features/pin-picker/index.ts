export { PinPicker, type PinPickerProps } from './PinPicker';
export { PlaceLine } from './PlaceLine';
export { nudged } from './nudge';
