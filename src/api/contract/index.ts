export * from './users';
export * from './builders';
export * from './favourites';
export * from './builderProject';
export * from './projectSteps';
export { apiPaths } from './paths';
export * from './emptyProject';
