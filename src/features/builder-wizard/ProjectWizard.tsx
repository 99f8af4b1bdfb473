import { useId, useState } from 'react';
import styled from 'styled-components';
import type { ProjectFiles } from '@/api';
import { firstStepError, projectRateFlag, WIZARD_STEP_COUNT, type BuilderProjectFields } from '@/api/contract';
import { Banner } from '@/components/Banner';
import { useRateQuestion } from '@/components/RateQuestion/useRateQuestion';
import { StepProgress } from '@/components/StepProgress';
import { cardPanel } from '@/components/Card';
import { DraftNotice, useDraftedForm, useServerAction } from '@/components/form';
import { PageMain } from '@/components/PageLayout';
import { FormUploadProgress, PhotoUploadError, uploadedKeys } from '@/features/photo-uploads';
import { projectDraft } from './draft';
import { LocationStep } from './LocationStep';
import { MediaStep } from './MediaStep';
import { ProjectDetailsStep } from './ProjectDetailsStep';
import { projectFormReducer, REVIEW_STEP, TYPE_DETAILS_STEP, type ProjectFormState } from './projectForm';
import { stepHeading, stepNames } from './projectSummary';
import { ReviewPanel } from './ReviewPanel';
import { TypeDetailsStep } from './TypeDetailsStep';
import { WizardActions } from './WizardActions';
import { chosenFiles, mediaCounts, toProjectFiles } from './wizardMedia';

export type WizardMode = 'create' | 'edit';

export interface ProjectWizardProps {
  mode: WizardMode;
  /** Where the draft lives: per user and per project (see draftKey). */
  draftKey: string;
  /** The form as it starts (empty, or the saved record in edit mode); its step is where it opens. */
  initial: ProjectFormState;
  /** Sends the project. Rejects when it was not saved; the caller has told the person why. */
  onSubmit: (fields: BuilderProjectFields, files: ProjectFiles) => Promise<void>;
}

// docs/wizard.md#wizard-title names the create title; editing says so instead of inviting the builder to add a project.
const copy = {
  create: {
    title: 'Create New Property',
    subtitle: 'Add a new development project to your portfolio',
    submit: 'Create Property',
    saving: 'Creating...',
  },
  edit: {
    title: 'Edit Property',
    subtitle: 'Update the details of your development project',
    submit: 'Update Property',
    saving: 'Updating...',
  },
} as const;

/** Focuses an element as it appears, so a screen reader reads it and the page scrolls to it. */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

/** docs/wizard.md#wizard-steps: the five-step builder project wizard, shared by create and edit. */
export function ProjectWizard({ mode, draftKey, initial, onSubmit }: ProjectWizardProps) {
  // docs/wizard.md#type-choice-clears, docs/wizard.md#state-clears-city, docs/wizard.md#completion-timeline: rules in the reducer.
  const { state, dispatch, restored, startOver, dismissDraft, forgetDraft } = useDraftedForm(
    projectFormReducer,
    initial,
    draftKey,
    projectDraft,
  );
  const { fields, media, step } = state;
  // Each failed attempt remounts the banner (its key), so focus returns to it even for the same message.
  const [problem, setProblem] = useState<{ message: string; attempt: number } | null>(null);
  const { pending: saving, run } = useServerAction();
  const [hasMoved, setHasMoved] = useState(false);
  const titleId = useId();

  const stop = (message: string) => setProblem((last) => ({ message, attempt: (last?.attempt ?? 0) + 1 }));
  const goTo = (next: number) => {
    setProblem(null);
    setHasMoved(true);
    dispatch({ type: 'goToStep', step: next });
  };

  // docs/wizard.md#wizard-navigation: the wizard moves forward only when the current step validates.
  const next = () => {
    const message = firstStepError(step, fields, mediaCounts(media));
    if (message) stop(message);
    else goTo(step + 1);
  };

  const submit = async () => {
    // A restored draft may have lost its photos: the first incomplete step is where to go.
    for (let earlier = 1; earlier < REVIEW_STEP; earlier++) {
      const message = firstStepError(earlier, fields, mediaCounts(media));
      if (message) {
        goTo(earlier);
        stop(message);
        return;
      }
    }
    setProblem(null);
    await askingAboutRate.submit();
  };

  const send = async () => {
    // docs/wizard.md#wizard-submit: a failure keeps the person on the form with everything kept; the caller has said what failed.
    const saved = await run(async () => {
      const files = await toProjectFiles(media, mode, uploadedKeys).catch((error: unknown) => {
        // docs/media.md#in-the-browser: the photos that did not upload are named, and the banner stays.
        if (error instanceof PhotoUploadError) stop(error.message);
        throw error;
      });
      await onSubmit(fields, files);
    });
    if (saved) forgetDraft();
  };

  // docs/listings.md#plausible-rates: a unit priced far from the city's usual rate is asked about before sending.
  const askingAboutRate = useRateQuestion(projectRateFlag(fields), {
    send,
    changePrice: () => goTo(TYPE_DETAILS_STEP),
  });

  return (
    <Page>
      <header>
        <Title>{copy[mode].title}</Title>
        <Subtitle>{copy[mode].subtitle}</Subtitle>
      </header>
      <StepProgress step={step} total={WIZARD_STEP_COUNT} titles={stepNames(fields)} />
      <Panel aria-labelledby={titleId}>
        {/* Keys name their kind: the title's step and the banner's attempt are both small numbers. */}
        <StepTitle key={`step-${step}`} id={titleId} ref={hasMoved ? focusOnMount : undefined} tabIndex={-1}>
          {stepHeading(step, fields)}
        </StepTitle>
        {problem && (
          <Banner key={`attempt-${problem.attempt}`} ref={focusOnMount} tone="danger">
            {problem.message}
          </Banner>
        )}
        {restored && (
          <DraftNotice
            lostFiles={restored.lostFiles}
            chooseAgainWhere="on the Media step"
            onStartOver={() => {
              startOver();
              setProblem(null);
            }}
            onDismiss={dismissDraft}
          />
        )}
        {step === 1 && <ProjectDetailsStep fields={fields} dispatch={dispatch} />}
        {step === 2 && <LocationStep fields={fields} dispatch={dispatch} />}
        {step === 3 && <TypeDetailsStep fields={fields} dispatch={dispatch} />}
        {step === 4 && <MediaStep media={media} dispatch={dispatch} />}
        {step === 5 && <ReviewPanel fields={fields} media={media} />}
        {(step === 4 || step === REVIEW_STEP) && <FormUploadProgress files={chosenFiles(media)} />}
        <WizardActions
          isFirstStep={step === 1}
          isLastStep={step === REVIEW_STEP}
          isSaving={saving}
          submitLabel={copy[mode].submit}
          savingLabel={copy[mode].saving}
          onPrevious={() => goTo(step - 1)}
          onContinue={next}
          onSubmit={() => void submit()}
        />
      </Panel>
      {askingAboutRate.question}
    </Page>
  );
}

/** The page column, narrower: one form at a time. */
const Page = styled(PageMain)`
  max-width: 56rem;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
`;

const Subtitle = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Panel = styled.section`
  ${cardPanel(5, 6)}
  box-shadow: ${({ theme }) => theme.shadow.sm};
  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

const StepTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  &:focus {
    outline: none;
  }
`;
