export { HomeSearch } from './HomeSearch';
export { HomeSections } from './HomeSections';
export { featuredProjectsQuery, freshListingsQuery } from './homeQueries';
