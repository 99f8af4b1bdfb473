import styled from 'styled-components';
import { Button } from '@/components/Button';

export interface WizardActionsProps {
  isFirstStep: boolean;
  isLastStep: boolean;
  isSaving: boolean;
  /** 'Create Property' or 'Update Property'. */
  submitLabel: string;
  /** 'Creating...' or 'Updating...'. */
  savingLabel: string;
  onPrevious: () => void;
  onContinue: () => void;
  onSubmit: () => void;
}

/** docs/wizard.md#wizard-buttons: Previous (not on step 1, not while saving), Continue, and the submit on step 5. */
export function WizardActions({
  isFirstStep,
  isLastStep,
  isSaving,
  submitLabel,
  savingLabel,
  onPrevious,
  onContinue,
  onSubmit,
}: WizardActionsProps) {
  return (
    <Row>
      <Button variant="secondary" isDisabled={isFirstStep || isSaving} onPress={onPrevious}>
        Previous
      </Button>
      {isLastStep ? (
        <Button isPending={isSaving} onPress={onSubmit}>
          {isSaving ? savingLabel : submitLabel}
        </Button>
      ) : (
        <Button onPress={onContinue}>Continue</Button>
      )}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(5)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;
