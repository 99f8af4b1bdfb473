export { LoadingFallback } from './LoadingFallback';
