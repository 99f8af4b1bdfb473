import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { selectButton } from '@/testing/formSteps';
import { newProjectForm } from './projectForm';
import { ProjectWizard } from './ProjectWizard';
import { continueButton, fillUntil, pickCard, projectDetailsFills, stopsWith } from '@/testing/wizardSteps';

const meta = {
  title: 'Patterns/Project Wizard/Step 1 Project Details',
  component: ProjectWizard,
  args: { mode: 'create', draftKey: 'story-draft', initial: newProjectForm(), onSubmit: fn() },
} satisfies Meta<typeof ProjectWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

const villa = projectDetailsFills('villa');
/** The radios of a group, in the order given, each found by its accessible name. */
const radiosNamed = (group: HTMLElement, names: string[]) =>
  names.map((name) => within(group).getByRole('radio', { name }));

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create New Property' })).toBeVisible();
    await expect(canvas.getByText('Add a new development project to your portfolio')).toBeVisible();
    await expect(canvas.getByText('Step 1 of 5')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Project Details' })).toBeVisible();
    const types = canvas.getByRole('radiogroup', { name: 'Property Type' });
    await expect(within(types).getAllByRole('radio')).toEqual(
      radiosNamed(types, ['Residential Villas or Apartments', 'Commercial Shops or Offices']),
    );
    await expect(canvas.queryByRole('radiogroup', { name: 'Residential Type' })).not.toBeInTheDocument();
    await expect(selectButton(canvas, 'Project Status')).toHaveTextContent('Select status');
    // docs/wizard.md#completion-timeline: the timeline is asked only once a status is set.
    await expect(canvas.queryByText('Expected Completion Timeline')).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Project Description' })).toHaveAttribute('rows', '4');
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(continueButton(canvas)).toBeEnabled();
  },
};

export const ResidentialChoices: Story = {
  play: async ({ canvas }) => {
    await pickCard(canvas, 'Residential');
    const kinds = canvas.getByRole('radiogroup', { name: 'Residential Type' });
    await expect(within(kinds).getByRole('radio', { name: 'Villa Independent Houses' })).toBeVisible();
    await expect(within(kinds).getByRole('radio', { name: 'Flat Apartments or Flats' })).toBeVisible();
    await pickCard(canvas, 'Flat');
    await expect(within(kinds).getByRole('radio', { name: /^Flat/ })).toBeChecked();
  },
};

export const CommercialChoices: Story = {
  play: async ({ canvas }) => {
    await pickCard(canvas, 'Commercial');
    const group = canvas.getByRole('radiogroup', { name: 'Commercial Type' });
    const kinds = within(group);
    await expect(kinds.getAllByRole('radio')).toEqual(
      radiosNamed(group, ['Shops Retail Spaces', 'Office Office Spaces', 'Shop/Office Mixed Use']),
    );
    // Arrow keys move between the cards of one radio group.
    await userEvent.click(kinds.getByRole('radio', { name: /^Shops/ }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(kinds.getByRole('radio', { name: /^Office/ })).toBeChecked();
  },
};

/** Choosing residential clears commercialType and vice versa (docs/wizard.md#type-choice-clears). */
export const SwitchingTypeClearsTheOtherChoice: Story = {
  play: async ({ canvas }) => {
    await pickCard(canvas, 'Commercial');
    await pickCard(canvas, 'Office');
    await pickCard(canvas, 'Residential');
    await pickCard(canvas, 'Commercial');
    const kinds = within(canvas.getByRole('radiogroup', { name: 'Commercial Type' }));
    for (const radio of kinds.getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};

/** The timeline shows for a status that is not completed; choosing completed removes it (docs/wizard.md#completion-timeline). */
export const TimelineFollowsStatus: Story = {
  play: async (context) => {
    const { canvas } = context;
    await fillUntil(canvas, villa, 'name');
    await expect(selectButton(canvas, 'Expected Completion Timeline')).toHaveTextContent('Within 1 Year');
    const body = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(selectButton(canvas, 'Expected Completion Timeline'));
    await expect((await body.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Within 3 Months',
      'Within 6 Months',
      'Within 1 Year',
      'More than 1 Year',
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(selectButton(canvas, 'Project Status'));
    await expect((await body.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Completed',
      'Completing Soon',
      'Under Construction',
      'Not Started Yet',
    ]);
    await userEvent.click(body.getByRole('option', { name: 'Completed' }));
    await expect(canvas.queryByText('Expected Completion Timeline')).not.toBeInTheDocument();
  },
};

export const FilledContinuesToLocation: Story = {
  play: async ({ canvas }) => {
    await fillUntil(canvas, villa);
    await userEvent.click(continueButton(canvas));
    await expect(canvas.getByText('Step 2 of 5')).toBeVisible();
    // Focus follows the person to the new step's title.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Location' })).toHaveFocus();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

// docs/wizard.md#wizard-step-1-rules: the step stops in its banner with the last message, reached by filling everything before it (every message of the step: stepMessages.test.ts).
export const NeedsDescription: Story = stopsWith(villa, 'description', 'Please enter project description');
