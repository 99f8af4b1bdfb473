import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { db } from '@mocks/db';
import { storeSessionOf } from '@mocks/session';
import { addressOf, withAddressBar } from '@/testing/browserFrame';
import { atRoutesWithSignIn, signIn } from '@/testing/signInFrame';
import { SaveSearchButton } from './SaveSearchButton';

const search = 'city=Pune&purpose=rent';
/** The Buyer of the mock db, with the sign-in the story types. */
const buyer = { email: 'asha@example.in', password: 'Nivaas@123', role: 'Buyer' } as const;

const meta = {
  title: 'Patterns/Saved Searches/Save Search Button',
  component: SaveSearchButton,
  args: { search, defaultName: 'Rent in Pune' },
  decorators: [atRoutesWithSignIn('/all-properties'), withAddressBar],
  parameters: { router: { initialEntry: `/all-properties?${search}` } },
  beforeEach: () => {
    Object.assign(
      db.accounts.find((account) => account.role === 'Buyer')!,
      buyer,
    );
  },
} satisfies Meta<typeof SaveSearchButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/**
 * docs/listings.md#saved-searches: a visitor's Save search leads to sign-in; signed in as a buyer,
 * they are back on the same search, where Save search now opens the dialog.
 */
export const SignedOutSignsInFirst: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Save search' }));
    await expect(await canvas.findByRole('heading', { name: 'Sign in to Nivaas' })).toBeVisible();
    await signIn(canvasElement, buyer);
    const save = await canvas.findByRole('button', { name: 'Save search' });
    await expect(addressOf(canvas)).toBe(`/all-properties?${search}`);
    await userEvent.click(save);
    const dialog = within(await page().findByRole('dialog', { name: 'Save this search' }));
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Rent in Pune');
  },
};

/** A signed-in buyer's Save search opens the dialog at once. */
export const Buyer: Story = {
  beforeEach: () => {
    storeSessionOf('Buyer');
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save search' }));
    await expect(await page().findByRole('dialog', { name: 'Save this search' })).toBeVisible();
  },
};

/** Only buyers save searches: a seller sees no button. */
export const SellerSeesNone: Story = {
  beforeEach: () => {
    storeSessionOf('Seller');
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Save search' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Save search' })).toBeNull();
  },
};
