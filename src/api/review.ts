import { apiPaths, builderProjectSchema, reviewQueueSchema, type RejectRequest } from './contract';
import { apiRequest } from './client';

/** Staff only: the projects waiting for a decision, longest waiting first. */
export const getReviewQueue = () => apiRequest(apiPaths.reviewQueue, { auth: true, schema: reviewQueueSchema });

export const approveProject = (id: string) =>
  apiRequest(apiPaths.approveProject(id), { method: 'POST', auth: true, schema: builderProjectSchema });

export const rejectProject = (id: string, body: RejectRequest) =>
  apiRequest(apiPaths.rejectProject(id), { method: 'POST', auth: true, body, schema: builderProjectSchema });
