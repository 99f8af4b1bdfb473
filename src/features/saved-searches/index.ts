export { SaveSearchButton, type SaveSearchButtonProps } from './SaveSearchButton';
export { SavedSearchList } from './SavedSearchList';
