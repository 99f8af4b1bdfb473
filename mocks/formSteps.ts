import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toastQueue } from '@/components/Toast';

/**
 * Stories only: how a person works a form (react-aria selects, text and number fields, image files)
 * and what the page tells them (toasts). Overlays render outside the story root, so they are looked
 * up in the document body.
 */
export type Canvas = ReturnType<typeof within>;

const page = () => within(document.body);
export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

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

/** A toast is showing with this title and closes after `timeout` ms. */
export async function seeToast(title: string, timeout: number) {
  await expect(await page().findByRole('alertdialog', { name: title })).toBeVisible();
  await expect(toastQueue.visibleToasts.find((toast) => toast.content.title === title)?.timeout).toBe(timeout);
}

const png = 'iVBORw0KGgoAAAANSUhEUgAAAAYAAAAECAIAAAAiZtkUAAAAEUlEQVR4nGM4ESaFhhjIFQIAaFgdQfLr2C8AAAAASUVORK5CYII=';

/** A small real PNG (so previews decode) under `name`. */
export const pngFile = (name: string) =>
  new File([Uint8Array.from(atob(png), (char) => char.charCodeAt(0))], name, { type: 'image/png' });

/** The file input of an image picker, by its label. */
export const fileInputOf = (canvas: Canvas, label: string) =>
  canvas.getByLabelText(label, { exact: false, selector: 'input' });
