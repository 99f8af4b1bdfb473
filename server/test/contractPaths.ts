import { apiPaths } from '@/api/contract';

type PathName = keyof typeof apiPaths;

/** Each contract path as a pattern: each parameter of a path matches any one segment in its place. */
const patterns = (Object.entries(apiPaths) as [PathName, string | ((...params: string[]) => string)][]).map(
  ([name, path]) => {
    const template =
      typeof path === 'string' ? path : decodeURIComponent(path(...Array<string>(path.length).fill(':param')));
    const source = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll(':param', '[^/?]+');
    return { name, pattern: new RegExp(`^${source}(\\?.*)?$`) };
  },
);

/** The contract path a URL calls (docs/api.md#calls), or undefined when it calls none. */
export const pathNameOf = (url: string): PathName | undefined =>
  patterns.find(({ pattern }) => pattern.test(url))?.name;

export const contractPathNames = (): PathName[] => Object.keys(apiPaths) as PathName[];
