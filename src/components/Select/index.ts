export { Select, type SelectProps, type SelectOption } from './Select';
export { NativeSelect, type NativeSelectProps } from './NativeSelect';
export { OptionListEmpty, OptionPopover, optionListStyles, optionStyles } from './optionList';
