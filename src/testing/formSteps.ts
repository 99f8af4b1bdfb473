import { expect, mocked, userEvent, waitFor, within } from 'storybook/test';
import { toast, toastTones } from '@/components/Toast';

/**
 * Stories only: how a person works a form (react-aria selects, text and number fields, image files)
 * and what the page tells them (toasts). Overlays render outside the story root, so they are looked
 * up in the document body.
 */
export type Canvas = ReturnType<typeof within>;

const page = () => within(document.body);
export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A text matcher for a sentence whose parts stand in several elements (a bold lead-in, then plain
 * text), as a person reads it: it finds the innermost element that holds the whole sentence.
 */
export const wholeText = (sentence: string) => (_content: string, element: Element | null) =>
  !!element && readAs(element) === sentence && ![...element.children].some((child) => readAs(child) === sentence);
const readAs = (element: Element) => element.textContent?.replace(/\s+/g, ' ').trim();

/** A react-aria Select's trigger is named by its value, then its label. */
export const selectButton = (canvas: Canvas, label: string) =>
  canvas.getByRole('button', { name: new RegExp(`${escaped(label)}$`) });

export async function pick(canvas: Canvas, label: string, option: string) {
  await userEvent.click(selectButton(canvas, label));
  await userEvent.click(await page().findByRole('option', { name: option }));
  await waitFor(() => expect(page().queryByRole('listbox')).not.toBeInTheDocument());
}

/**
 * Enters text into a text or number field as a paste (quicker than key by key on a busy machine),
 * then leaves it: number fields take their value on blur.
 */
export async function fillIn(canvas: Canvas, label: string | RegExp, text: string) {
  const field = canvas.getByRole('textbox', { name: label });
  await userEvent.clear(field);
  if (text) await userEvent.paste(text);
  await userEvent.tab();
}

/**
 * A toast with this title shows in the notifications region, and the page asked the toast API to
 * close it after `timeout` ms (docs/routes.md#toast-timing). The preview watches the toast API in
 * every story; the toasts' own stories show that a timeout asked for is kept.
 */
export async function seeToast(title: string, timeout: number) {
  const region = within(await page().findByRole('region', { name: /^Notifications/ }));
  await expect(await region.findByRole('alertdialog', { name: title })).toBeVisible();
  const asked = toastTones.flatMap((tone) => mocked(toast[tone]).mock.calls);
  await expect(asked).toContainEqual([title, expect.objectContaining({ timeout })]);
}

const tints = {
  brand: 'iVBORw0KGgoAAAANSUhEUgAAAAYAAAAECAIAAAAiZtkUAAAAEUlEQVR4nGM4ESaFhhjIFQIAaFgdQfLr2C8AAAAASUVORK5CYII=',
  blue: 'iVBORw0KGgoAAAANSUhEUgAAAAYAAAAECAIAAAAiZtkUAAAAEUlEQVR4nGOQ9buBhhjIFQIAbbAeSRb1nlcAAAAASUVORK5CYII=',
} as const;

/** A small real PNG (so previews decode) under `name`, in one of two colours (banners and plans apart). */
export const pngFile = (name: string, tint: keyof typeof tints = 'brand') =>
  new File([Uint8Array.from(atob(tints[tint]), (char) => char.charCodeAt(0))], name, { type: 'image/png' });

/** The file input of an image picker, by its label. */
export const fileInputOf = (canvas: Canvas, label: string) =>
  canvas.getByLabelText(label, { exact: false, selector: 'input' });

/**
 * Chooses photos in an image picker and waits for their previews: each is checked by its bytes
 * first (docs/media.md#in-the-browser), so a preview comes a moment after the choice. Where the form
 * uploads them as they are chosen, it waits until each is up (or failed), so no screenshot catches
 * one half way.
 */
export async function choosePhotos(canvas: Canvas, label: string, files: File[]) {
  await userEvent.upload(fileInputOf(canvas, label), files);
  for (const file of files) {
    await canvas.findByRole('img', { name: file.name });
    await waitFor(() =>
      expect(
        canvas.queryByRole('progressbar', { name: `Upload of ${file.name}` })?.getAttribute('aria-valuetext') ??
          'Uploaded',
      ).toBe('Uploaded'),
    );
  }
}

/**
 * docs/listings.md#plausible-rates: the question asked about `price` ('₹1.50 Lakh'), once a person
 * can see it: the dialog loads on demand and opens over the form, so it is found, then seen.
 */
export const seeRateQuestion = (price: string) =>
  waitFor(() => {
    const question = within(document.body).getByRole('alertdialog', { name: `Is ${price} right?` });
    expect(question).toBeVisible();
    return question;
  });
