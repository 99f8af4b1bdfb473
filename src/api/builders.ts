import { apiPaths, builderProfileSchema, builderProjectListSchema, builderProjectSchema } from './contract';
import { apiRequest } from './client';
import { toProjectFormData, type ProjectFiles } from './projectFormData';
import type { BuilderProjectFields } from './contract';

export const getBuilderByUsername = (username: string) =>
  apiRequest(apiPaths.builderByUsername(username), { schema: builderProfileSchema });

export const getBuilderProjects = (builderId: string) =>
  apiRequest(apiPaths.builderProjectsOf(builderId), { schema: builderProjectListSchema });

export const getBuilderProject = (id: string) =>
  apiRequest(apiPaths.builderProject(id), { auth: true, schema: builderProjectSchema });

/** SPEC 7: any ok status is success; the body is not read. */
export async function createBuilderProject(fields: BuilderProjectFields, files: ProjectFiles) {
  await apiRequest(apiPaths.builderProjects, { method: 'POST', auth: true, body: toProjectFormData(fields, files) });
}

export async function updateBuilderProject(id: string, fields: BuilderProjectFields, files: ProjectFiles) {
  await apiRequest(apiPaths.builderProject(id), { method: 'PUT', auth: true, body: toProjectFormData(fields, files) });
}
