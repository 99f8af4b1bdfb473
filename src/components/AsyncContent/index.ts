export { AsyncContent, type AsyncContentProps, type Loadable } from './AsyncContent';
