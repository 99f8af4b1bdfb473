export { PageLayout, PageMain, type PageLayoutProps } from './PageLayout';
export {
  calloutBand,
  CardGrid,
  PageSection,
  PageSpinner,
  SectionColumn,
  spreadRow,
  StackList,
  TwoColumns,
  WrapList,
} from './PageParts';
