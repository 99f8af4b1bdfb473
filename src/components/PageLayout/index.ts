export { PageLayout, type PageLayoutProps } from './PageLayout';
export { PageSection, PageSpinner, StackList } from './PageParts';
