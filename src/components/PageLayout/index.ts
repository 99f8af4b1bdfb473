export { PageLayout, PageMain, type PageLayoutProps } from './PageLayout';
export { CardGrid, PageSection, PageSpinner, SectionColumn, StackList, TwoColumns, WrapList } from './PageParts';
