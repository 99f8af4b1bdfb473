import { expect, userEvent, waitFor, within } from 'storybook/test';
import { choosePhotos, escaped, fillIn, pick, pngFile, type Canvas } from './formSteps';
import type { ProjectKind } from '@/entities/project';

/**
 * Stories only: how a person fills each step, as ordered lists of [field, action]. A validation
 * story fills every field before the one it leaves empty, then tries to continue.
 */
type Action = (canvas: Canvas) => Promise<void>;
export type Fills<Field extends string> = ReadonlyArray<readonly [Field, Action]>;

/** A type card: its name is its title followed by what it covers. */
export const pickCard = (canvas: Canvas, title: string) =>
  userEvent.click(canvas.getByRole('radio', { name: new RegExp(`^${escaped(title)} `) }));

const inGroup =
  (name: string, act: Action): Action =>
  (canvas) =>
    act(within(canvas.getByRole('group', { name })));

export async function fillUntil<Field extends string>(canvas: Canvas, fills: Fills<Field>, until?: Field) {
  for (const [field, act] of fills) {
    if (field === until) return;
    await act(canvas);
  }
}

const cards: Record<ProjectKind, [string, string]> = {
  villa: ['Residential', 'Villa'],
  flat: ['Residential', 'Flat'],
  shops: ['Commercial', 'Shops'],
  office: ['Commercial', 'Office'],
  mixed: ['Commercial', 'Shop/Office'],
};

export const projectDetailsFills = (kind: ProjectKind, status = 'Under Construction') =>
  [
    ['propertyType', (c) => pickCard(c, cards[kind][0])],
    ['subtype', (c) => pickCard(c, cards[kind][1])],
    ['status', (c) => pick(c, 'Project Status', status)],
    [
      'timeline',
      (c) => (status === 'Completed' ? Promise.resolve() : pick(c, 'Expected Completion Timeline', 'Within 1 Year')),
    ],
    ['name', (c) => fillIn(c, 'Project Name', 'Lakeview Residency')],
    ['description', (c) => fillIn(c, 'Project Description', 'Homes around a lake, ten minutes from the metro.')],
  ] as const satisfies Fills<string>;

export const locationFills = [
  ['address', (c) => fillIn(c, 'Address', '42 Outer Ring Road')],
  ['state', (c) => pick(c, 'State', 'Karnataka')],
  ['city', (c) => pick(c, 'City', 'Bengaluru')],
  ['area', (c) => fillIn(c, 'Area/Locality', 'Bellandur')],
  ['pincode', (c) => fillIn(c, 'Pincode', '560103')],
  ['landmark', (c) => fillIn(c, /^Landmark/i, 'Opposite the lake park')],
] as const satisfies Fills<string>;

const configuration = (act: Action) => inGroup('Configuration 1', act);

export const villaFills = [
  ['totalVillas', (c) => fillIn(c, 'Total Villas', '24')],
  ['totalFloors', (c) => fillIn(c, 'Floors per Villa', '2')],
  ['bhkType', configuration((c) => pick(c, 'BHK Type', '4 BHK'))],
  ['bathrooms', configuration((c) => fillIn(c, 'Bathrooms', '4'))],
  ['area', configuration((c) => fillIn(c, 'Area (sq ft)', '3200'))],
  ['price', configuration((c) => fillIn(c, 'Price (₹)', '18000000'))],
] as const satisfies Fills<string>;

export const flatFills = [
  ['totalApartments', (c) => fillIn(c, 'Total Apartments', '120')],
  ['totalFloors', (c) => fillIn(c, 'Total Floors', '15')],
  ['flatsPerFloor', (c) => fillIn(c, 'Flats per Floor', '8')],
  ['bhkType', configuration((c) => pick(c, 'BHK Type', '2 BHK'))],
  ['bathrooms', configuration((c) => fillIn(c, 'Bathrooms', '2'))],
  ['carpetArea', configuration((c) => fillIn(c, 'Carpet Area (sq ft)', '950'))],
  ['builtUpArea', configuration((c) => fillIn(c, 'Built-up Area (sq ft)', '1100'))],
  ['superBuiltUpArea', configuration((c) => fillIn(c, 'Super Built-up Area (sq ft)', '1250'))],
  ['price', configuration((c) => fillIn(c, 'Price (₹)', '7800000'))],
] as const satisfies Fills<string>;

const unitFills = <Prefix extends string>(prefix: Prefix, unit: 'Shop' | 'Office') =>
  [
    [`${prefix}type`, inGroup(`${unit} Type 1`, (c) => fillIn(c, `${unit} Type`, `${unit} on the main road`))],
    [`${prefix}area`, inGroup(`${unit} Type 1`, (c) => fillIn(c, 'Area (sq ft)', '450'))],
    [`${prefix}price`, inGroup(`${unit} Type 1`, (c) => fillIn(c, 'Price (₹)', '5500000'))],
  ] as const;

const floors = ['totalFloors', (c: Canvas) => fillIn(c, 'Total Floors', '4')] as const;

export const shopsFills = [floors, ...unitFills('', 'Shop')] satisfies Fills<string>;
export const officeFills = [floors, ...unitFills('', 'Office')] satisfies Fills<string>;
export const mixedFills = [
  floors,
  ...unitFills('shop ', 'Shop'),
  ...unitFills('office ', 'Office'),
] satisfies Fills<string>;

export const detailFills: Record<ProjectKind, Fills<string>> = {
  villa: villaFills,
  flat: flatFills,
  shops: shopsFills,
  office: officeFills,
  mixed: mixedFills,
};

export const mediaFills = [
  ['banner', (c) => choosePhotos(c, 'Banner Photo', [pngFile('front.png')])],
  ['blueprints', (c) => choosePhotos(c, 'Blueprint Photos', [pngFile('plan.png', 'blue')])],
] as const satisfies Fills<string>;

export const continueButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Continue' });
export const stepCount = (canvas: Canvas) => canvas.getByText(/^Step \d of 5$/);

/** Tries to continue and checks the wizard stays on its step, saying exactly `message` in the red banner. */
export async function expectStoppedWith(canvas: Canvas, message: string) {
  const before = stepCount(canvas).textContent;
  await userEvent.click(continueButton(canvas));
  // Screen readers hear it: focus moves to the red banner (an alert).
  const banner = await waitFor(() => {
    const focused = document.activeElement as HTMLElement;
    expect(focused).toHaveAttribute('role', 'alert');
    return focused;
  });
  await expect(within(banner).getByText(message)).toBeVisible();
  await expect(banner).toHaveTextContent(new RegExp(`^${escaped(message)}$`));
  await expect(stepCount(canvas)).toHaveTextContent(before ?? '');
}

/** A validation story: fill the step up to `until`, try to continue, see `message`. */
export const stopsWith = <Field extends string>(fills: Fills<Field>, until: Field | undefined, message: string) => ({
  play: async ({ canvas }: { canvas: Canvas }) => {
    await fillUntil(canvas, fills, until);
    await expectStoppedWith(canvas, message);
  },
});

/** The group holds exactly these buttons, by accessible name, in this order (e.g. amenity chips). */
export async function expectButtons(group: HTMLElement, names: string[]) {
  const inGroup = within(group);
  await expect(inGroup.getAllByRole('button')).toEqual(names.map((name) => inGroup.getByRole('button', { name })));
}

/**
 * Waits until every image in `root` has decoded, so a baseline never catches one half drawn (as long
 * as any story wait: docs/toolchain.md#story-waits).
 */
export const imagesLoaded = (root: HTMLElement) =>
  waitFor(() => {
    for (const image of root.querySelectorAll('img')) expect(image.complete && image.naturalWidth > 0).toBe(true);
  });

/** The whole wizard, steps 1 to 4, as a builder fills it; ends on the review. */
export async function fillWizard(canvas: Canvas, kind: ProjectKind) {
  for (const fills of [projectDetailsFills(kind), locationFills, detailFills[kind], mediaFills]) {
    await fillUntil(canvas, fills);
    await userEvent.click(continueButton(canvas));
  }
  await expect(canvas.getByText('Step 5 of 5')).toBeVisible();
}
