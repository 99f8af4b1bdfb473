export { PageLayout, PageMain, type PageLayoutProps } from './PageLayout';
export { PageSection, PageSpinner, SectionColumn, StackList, TwoColumns, WrapList } from './PageParts';
