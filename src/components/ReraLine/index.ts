export { ReraLine, type ReraLineProps } from './ReraLine';
