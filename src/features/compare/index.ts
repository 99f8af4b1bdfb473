export { CompareToggle } from './CompareToggle';
export { CompareTray } from './CompareTray';
