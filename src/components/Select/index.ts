export { Select, type SelectProps, type SelectOption } from './Select';
export { OptionListEmpty, OptionPopover, optionListStyles, optionStyles } from './optionList';
