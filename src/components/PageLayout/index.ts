export { PageLayout, type PageLayoutProps } from './PageLayout';
export { PageSection, PageSpinner, StackList, WrapList } from './PageParts';
