import { useState } from 'react';
import { useParams } from 'react-router';
import { useAuth } from '@/features/auth';
import { useSubmitProject } from './api';
import { draftKey } from './draft';
import { EditProjectWizard } from './EditProjectWizard';
import { newProjectForm } from './projectForm';
import { ProjectWizard } from './ProjectWizard';

/**
 * The page at /post-builder-property (create) and /edit-builder-property/:id (edit). docs/wizard.md#wizard-access: only a
 * signed-in Builder may use it; the app mounts it behind its role guard (RequireRole, roles
 * ['Builder']), which sends others to /login or /.
 */
export function BuilderProjectWizard() {
  const { id } = useParams<{ id: string }>();
  const { user } = useAuth();
  const userId = user?._id ?? '';
  const submit = useSubmitProject(id);
  const [emptyForm] = useState(newProjectForm);

  if (id) {
    // Keyed by project, so moving from one edit to another starts afresh.
    return (
      <EditProjectWizard key={id} projectId={id} userId={userId} draftKey={draftKey(userId, id)} onSubmit={submit} />
    );
  }
  return <ProjectWizard mode="create" draftKey={draftKey(userId)} initial={emptyForm} onSubmit={submit} />;
}
