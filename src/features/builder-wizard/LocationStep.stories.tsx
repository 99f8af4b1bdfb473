import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fillIn, pick, selectButton } from '@/testing/formSteps';
import { ProjectWizard } from './ProjectWizard';
import { formAt } from '@/testing/wizardFixtures';
import { continueButton, expectStoppedWith, fillUntil, locationFills, stopsWith } from '@/testing/wizardSteps';

const meta = {
  title: 'Patterns/Project Wizard/Step 2 Location',
  component: ProjectWizard,
  args: { mode: 'create', draftKey: 'story-draft', initial: formAt('villa', 2), onSubmit: fn() },
} satisfies Meta<typeof ProjectWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 2 of 5')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Location' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Address' }).tagName).toBe('TEXTAREA');
    await expect(selectButton(canvas, 'State')).toHaveTextContent('Select state');
    // docs/wizard.md#state-clears-city: the city waits for a state.
    await expect(selectButton(canvas, 'City')).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /^Landmark/ })).not.toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Area/Locality' })).toBeRequired();
    // SPEC.md's map note became the map (docs/map.md#pin-picker): it asks for the pincode first.
    await expect(canvas.getByText(/Type the 6-digit pincode first/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled();
  },
};

export const StatesAndCitiesFromTheBuiltInList: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(selectButton(canvas, 'State'));
    await expect(await body.findAllByRole('option')).toHaveLength(33);
    await userEvent.click(body.getByRole('option', { name: 'Maharashtra' }));
    await userEvent.click(selectButton(canvas, 'City'));
    await expect((await body.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Mumbai',
      'Pune',
      'Nagpur',
      'Nashik',
      'Thane',
    ]);
    await userEvent.click(body.getByRole('option', { name: 'Pune' }));
    await expect(selectButton(canvas, 'City')).toHaveTextContent('Pune');
  },
};

/** Changing the state clears the city (docs/wizard.md#state-clears-city). */
export const ChangingStateClearsCity: Story = {
  play: async ({ canvas }) => {
    await pick(canvas, 'State', 'Karnataka');
    await pick(canvas, 'City', 'Mysuru');
    await pick(canvas, 'State', 'Gujarat');
    await expect(selectButton(canvas, 'City')).toHaveTextContent('Select city');
    await expect(selectButton(canvas, 'City')).toBeEnabled();
  },
};

/** The built-in data has cities for six states only; elsewhere the city is typed. */
export const TypedCityWhereNoListExists: Story = {
  play: async ({ canvas }) => {
    await pick(canvas, 'State', 'Kerala');
    await fillIn(canvas, 'City', 'Kochi');
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveValue('Kochi');
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription(
      'Type the city: there is no list for this state yet.',
    );
  },
};

/** Pincode digits only, at most 6, the 6-digit pattern and the numeric keypad (docs/wizard.md#pincode-input). */
export const PincodeTakesDigitsOnly: Story = {
  play: async ({ canvas }) => {
    const pincode = canvas.getByRole('textbox', { name: 'Pincode' });
    await expect(pincode).toHaveAttribute('inputmode', 'numeric');
    await expect(pincode).toHaveAttribute('pattern', '[0-9]{6}');
    await expect(pincode).toHaveAttribute('maxlength', '6');
    await userEvent.type(pincode, '56a0-0 38');
    await expect(pincode).toHaveValue('560038');
  },
};

export const PreviousKeepsWhatWasTyped: Story = {
  play: async ({ canvas }) => {
    await fillIn(canvas, 'Address', '42 Outer Ring Road');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(canvas.getByText('Step 1 of 5')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Project Name' })).toHaveValue('Skyline Palm Villas');
    await userEvent.click(continueButton(canvas));
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveValue('42 Outer Ring Road');
  },
};

export const FilledContinuesToDetails: Story = {
  play: async ({ canvas }) => {
    await fillUntil(canvas, locationFills);
    await userEvent.click(continueButton(canvas));
    await expect(canvas.getByText('Step 3 of 5')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Villa Details' })).toHaveFocus();
  },
};

// docs/wizard.md#wizard-step-2-rules: the step stops in its banner with the last message, reached by filling everything before it (every message of the step: stepMessages.test.ts).
export const NeedsPincode: Story = stopsWith(locationFills, 'pincode', 'Please enter pincode');

const reraField = (canvas: Parameters<typeof fillIn>[0]) =>
  canvas.getByRole('textbox', { name: /^RERA registration number/ });
const lawNote = 'Required by law for projects over 500 sq m or 8 units.';

/** docs/wizard.md#rera-number: optional; once a state is chosen its note names the authority and its site. */
export const ReraNumberNamesTheAuthority: Story = {
  play: async ({ canvas }) => {
    await expect(reraField(canvas)).not.toBeRequired();
    await expect(reraField(canvas)).toHaveAccessibleDescription(lawNote);
    await pick(canvas, 'State', 'Maharashtra');
    await expect(reraField(canvas)).toHaveAccessibleDescription(
      `Issued by MahaRERA (maharera.maharashtra.gov.in). ${lawNote}`,
    );
    await expect(reraField(canvas)).toHaveAttribute('placeholder', 'e.g. P51800012345');
    await pick(canvas, 'State', 'Karnataka');
    await expect(reraField(canvas)).toHaveAccessibleDescription(`Issued by K-RERA (rera.karnataka.gov.in). ${lawNote}`);
  },
};

/** docs/wizard.md#rera-format: a number MahaRERA cannot have stops the step with its own message, the number kept. */
export const MalformedReraNumber: Story = {
  play: async ({ canvas }) => {
    await fillUntil(canvas, locationFills);
    await pick(canvas, 'State', 'Maharashtra');
    await pick(canvas, 'City', 'Pune');
    await fillIn(canvas, 'Pincode', '411045');
    await fillIn(canvas, /^RERA registration number/, 'P5180001234');
    await expectStoppedWith(canvas, 'Please enter the RERA number as MahaRERA writes it, e.g. P51800012345');
    await expect(reraField(canvas)).toHaveValue('P5180001234');
  },
};

export const CorrectedReraNumberGoesOn: Story = {
  play: async (context) => {
    await MalformedReraNumber.play!(context);
    await fillIn(context.canvas, /^RERA registration number/, 'P51800012345');
    await userEvent.click(continueButton(context.canvas));
    await expect(context.canvas.getByText('Step 3 of 5')).toBeVisible();
  },
};

/** docs/formatting.md#pincode-state: a pincode of another state stops the step beside the spec's messages, kept as typed. */
export const PincodeOfAnotherState: Story = {
  play: async ({ canvas }) => {
    await fillUntil(canvas, locationFills);
    await pick(canvas, 'State', 'Maharashtra');
    await pick(canvas, 'City', 'Pune');
    await fillIn(canvas, 'Pincode', '110001');
    await expectStoppedWith(canvas, 'This pincode is not in Maharashtra: please check it');
    await expect(canvas.getByRole('textbox', { name: 'Pincode' })).toHaveValue('110001');
    await fillIn(canvas, 'Pincode', '411045');
    await userEvent.click(continueButton(canvas));
    await expect(canvas.getByText('Step 3 of 5')).toBeVisible();
  },
};

/** On a phone the banner names the state, and the pincode stays as typed to be put right. */
export const PincodeOfAnotherStateOnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await fillUntil(canvas, locationFills);
    await pick(canvas, 'State', 'Delhi');
    await pick(canvas, 'City', 'New Delhi');
    await fillIn(canvas, 'Pincode', '400050');
    await expectStoppedWith(canvas, 'This pincode is not in Delhi: please check it');
    await expect(canvas.getByRole('textbox', { name: 'Pincode' })).toHaveValue('400050');
  },
};

/** docs/wizard.md#rera-format: the step's own messages come first; the number's message only after them. */
export const ReraMessageAfterThePincodes: Story = {
  play: async ({ canvas }) => {
    await fillUntil(canvas, locationFills, 'pincode');
    await fillIn(canvas, 'Pincode', '56010');
    await fillIn(canvas, /^RERA registration number/, 'PRM;KA');
    await expectStoppedWith(canvas, 'Please enter a valid 6-digit pincode');
    await fillIn(canvas, 'Pincode', '560103');
    await expectStoppedWith(canvas, 'Please enter a valid RERA number: 5 to 60 letters, digits, / or -');
  },
};
