import type { Decorator } from '@storybook/react-vite';
import { useLocation, useNavigate } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { FavouritesProvider } from '@/features/favourites';
import { pick, selectButton } from './formSteps';

/** A page story's favourites, as the app provides them: inside atRoutes (it needs the session). */
export const withFavourites: Decorator = (Story) => (
  <FavouritesProvider>
    <Story />
  </FavouritesProvider>
);

/**
 * The browser around a page story, outside atRoutes: the address it is at (for checks that a
 * filter or a link lands in the URL, query included) and the Back button.
 */
export const withAddressBar: Decorator = (Story) => (
  <>
    <Story />
    <AddressBar />
  </>
);

function AddressBar() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <p>
      <button type="button" onClick={() => navigate(-1)}>
        Browser Back
      </button>{' '}
      {/* A long address wraps, as a phone's address bar never widens the page. */}
      <span data-testid="address" style={{ overflowWrap: 'anywhere' }}>{`${pathname}${search}`}</span>
    </p>
  );
}

type Canvas = ReturnType<typeof within>;

/** Where the frame's browser is now. */
export const addressOf = (canvas: Canvas) => canvas.getByTestId('address').textContent;

/**
 * Opens a labelled Select and picks an option as `pick` does (waiting until the list has closed, as
 * a person sees it), then checks the Select shows it.
 */
export async function choose(canvasElement: HTMLElement, label: string, option: string) {
  const canvas = within(canvasElement);
  await pick(canvas, label, option);
  await expect(selectButton(canvas, label)).toHaveTextContent(option);
}

/** Picks an option of a labelled NativeSelect as from the browser's own list, then checks it shows. */
export async function chooseNative(canvasElement: HTMLElement, label: string, option: string) {
  const select = within(canvasElement).getByRole('combobox', { name: label });
  await userEvent.selectOptions(select, option);
  await expect(select).toHaveDisplayValue(option);
}
