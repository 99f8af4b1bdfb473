import { z } from 'zod';
import { apiPaths, builderProfileSchema, builderProjectListSchema, builderProjectSchema } from './contract';
import { apiRequest } from './client';
import { toProjectFormData, type ProjectFiles } from './projectFormData';
import type { BuilderProfileUpdateInput, BuilderProjectFields } from './contract';

export const getBuilderByUsername = (username: string) =>
  apiRequest(apiPaths.builderByUsername(username), { schema: builderProfileSchema });

export const getBuilderProjects = (builderId: string) =>
  apiRequest(apiPaths.builderProjectsOf(builderId), { schema: builderProjectListSchema });

export const getBuilderProject = (id: string) =>
  apiRequest(apiPaths.builderProject(id), { auth: true, schema: builderProjectSchema });

/** docs/api.md#project-save: any ok status is success; the body is not read. */
export async function createBuilderProject(fields: BuilderProjectFields, files: ProjectFiles) {
  await apiRequest(apiPaths.builderProjects, {
    method: 'POST',
    auth: true,
    body: toProjectFormData(fields, files),
    idempotent: true,
  });
}

/**
 * The saved project when the answer carries one (docs/review.md#revisions: its revision says whether the
 * changes wait for review); undefined otherwise, as any ok status is still success.
 */
export async function updateBuilderProject(id: string, fields: BuilderProjectFields, files: ProjectFiles) {
  const answer = await apiRequest(apiPaths.builderProject(id), {
    method: 'PUT',
    auth: true,
    body: toProjectFormData(fields, files),
  });
  const saved = builderProjectSchema.safeParse(answer);
  return saved.success ? saved.data : undefined;
}

/** The signed-in builder's own projects in every review state, newest first. */
export const getMyBuilderProjects = () =>
  apiRequest(apiPaths.myBuilderProjects, { auth: true, schema: builderProjectListSchema });

export async function deleteBuilderProject(id: string) {
  await apiRequest(apiPaths.builderProject(id), { method: 'DELETE', auth: true });
}

/** docs/review.md#revisions: the builder withdraws the changes waiting (or rejected); the live version stays. */
export const withdrawProjectRevision = (id: string) =>
  apiRequest(apiPaths.builderProjectRevision(id), {
    method: 'DELETE',
    auth: true,
    schema: z.object({ message: z.string(), project: builderProjectSchema }),
  });

/** The signed-in builder's own profile (every field they may edit). */
export const getMyBuilderProfile = () =>
  apiRequest(apiPaths.builderMeProfile, { auth: true, schema: builderProfileSchema });

/** Saves the edit form; absent fields stay, blanks clear. 409 'This username is taken'. */
export const updateMyBuilderProfile = (update: BuilderProfileUpdateInput) =>
  apiRequest(apiPaths.builderMeProfile, { method: 'PUT', auth: true, body: update, schema: builderProfileSchema });

/** Replaces the profile photo (multipart `profilePhoto`); answers the saved profile. */
export function uploadMyBuilderPhoto(photo: File) {
  const body = new FormData();
  body.append('profilePhoto', photo);
  return apiRequest(apiPaths.builderMeProfilePhoto, { method: 'POST', auth: true, body, schema: builderProfileSchema });
}
