import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { PageMain } from '@/components/PageLayout';
import { Spinner } from '@/components/Spinner';
import { toast } from '@/components/Toast';
import { editableVersion } from '@/entities/revision';
import { dashboardPath } from '@/lib/paths';
import { useProjectRecord } from './api';
import { ProjectWizard, type ProjectWizardProps } from './ProjectWizard';
import { formFromProject } from './projectRecord';

export interface EditProjectWizardProps extends Pick<ProjectWizardProps, 'draftKey' | 'onSubmit'> {
  projectId: string;
  /** The signed-in builder: only the project's owner may edit it (docs/wizard.md#wizard-access). */
  userId: string;
}

type Refusal = 'load-failed' | 'not-owner';

// docs/wizard.md#wizard-edit-start: why an edit cannot start, and for how long the toast says so.
const refusals: Record<Refusal, { message: string; timeout: number }> = {
  'load-failed': { message: 'Failed to load property data', timeout: 5000 },
  'not-owner': { message: "You don't have permission to edit this property", timeout: 4000 },
};

/** Edit mode: loads the project (spinner meanwhile), refuses a failed load or another owner's project. */
export function EditProjectWizard({ projectId, userId, draftKey, onSubmit }: EditProjectWizardProps) {
  const navigate = useNavigate();
  const { data: project, error } = useProjectRecord(projectId);
  const refusal: Refusal | null = error ? 'load-failed' : project && project.postedBy !== userId ? 'not-owner' : null;
  const initial = useMemo(
    () => (project && !refusal ? formFromProject(editableVersion(project)) : null),
    [project, refusal],
  );

  // Told once, even when React runs the effect twice (StrictMode) before the page leaves.
  const told = useRef(false);
  useEffect(() => {
    if (!refusal || told.current) return;
    told.current = true;
    toast.error(refusals[refusal].message, { timeout: refusals[refusal].timeout });
    navigate(dashboardPath('Builder'), { replace: true });
  }, [refusal, navigate]);

  if (!initial) {
    return (
      <Loading>
        <Spinner size="lg" label="Loading property data" />
      </Loading>
    );
  }
  return <ProjectWizard mode="edit" draftKey={draftKey} initial={initial} onSubmit={onSubmit} />;
}

const Loading = styled(PageMain)`
  align-items: center;
  justify-content: center;
  min-height: 50vh;
  color: ${({ theme }) => theme.color.primary};
`;
