// Its own feature, not the properties index: a page that imports anything from that index would
// otherwise download this field's ComboBox and popover too (bench/budgets.json).
export { LocalitySuggestField, type LocalitySuggestFieldProps } from './LocalitySuggestField';
