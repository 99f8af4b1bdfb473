export { useServerAction } from './useServerAction';
