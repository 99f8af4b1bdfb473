import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor } from 'storybook/test';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { toast } from './toast';
import { DEFAULT_TOAST_TIMEOUT_MS } from './toastContent';
import { toastQueue } from './toastQueue';
import { storyClock } from '@/testing/storyClock';
import { bodyOf, resetToasts, ToastDemo } from '@/testing/ToastDemo';

const clock = storyClock();

// When toasts close: the docs/routes.md#toast-timing timeouts, and the pauses on hover and on window focus loss.
const meta = {
  title: 'Components/Toast Timers',
  component: ToastDemo,
  parameters: docsWithUsage(usageNotes.toastTimers),
  args: { tone: 'success', title: 'Property posted successfully' },
  // The region is rendered once by the preview, as the app shell does. The toasts' timers run on a
  // clock the stories move by hand: a timeout is checked without waiting it out.
  beforeEach: () => {
    clock.reset();
    const restoreClock = toastQueue.useClock(clock.current);
    return () => {
      restoreClock();
      resetToasts();
    };
  },
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Shows the demo's toast as a person would, by its button, once its timer runs. */
async function showToast(canvas: Canvas, canvasElement: HTMLElement) {
  await userEvent.click(canvas.getByRole('button', { name: 'Show success toast' }));
  const shown = await bodyOf(canvasElement).findByRole('alertdialog');
  await clock.started();
  return shown;
}

/** Its timer has stopped (one left running would be a bug), and far past its 400 ms it is still there. */
async function expectStillShown(shown: HTMLElement) {
  await waitFor(() => expect(clock.current.pending()).toBe(0));
  clock.advance(60_000);
  await expect(shown).toBeVisible();
}

/** Once its timer runs again, the toast closes when its time is up, and not before. */
async function expectClosesAfter(canvasElement: HTMLElement, ms: number) {
  await clock.started();
  clock.advance(ms - 1);
  // Still on screen a millisecond before its time.
  await expect(bodyOf(canvasElement).getByRole('alertdialog')).toBeVisible();
  clock.advance(1);
  await waitFor(() => expect(bodyOf(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
}

/** Toasts close after 5000 ms unless the caller asks otherwise (docs/routes.md#toast-timing). */
export const DefaultTimeout: Story = {
  beforeEach: () => {
    const add = spyOn(toastQueue, 'add');
    return () => add.mockRestore();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success toast' }));
    // The queue is added to once its module has loaded (the first toast loads it).
    await waitFor(() =>
      expect(toastQueue.add).toHaveBeenCalledWith(
        { title: 'Property posted successfully', tone: 'success' },
        { timeout: DEFAULT_TOAST_TIMEOUT_MS },
      ),
    );
    await expect(DEFAULT_TOAST_TIMEOUT_MS).toBe(5000);
  },
};

/** 'Property updated successfully' and the permission toast ask for 4000 ms (docs/wizard.md#wizard-submit, docs/wizard.md#wizard-edit-start). */
export const FourSecondTimeout: Story = {
  args: { title: 'Property updated successfully', timeout: 4000 },
  beforeEach: () => {
    const add = spyOn(toastQueue, 'add');
    return () => add.mockRestore();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success toast' }));
    await waitFor(() =>
      expect(toastQueue.add).toHaveBeenCalledWith(
        { title: 'Property updated successfully', tone: 'success' },
        { timeout: 4000 },
      ),
    );
  },
};

/** The default timeout really closes the toast: shown for 5000 ms, gone after. */
export const ClosesByItself: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await showToast(canvas, canvasElement)).toBeVisible();
    await expectClosesAfter(canvasElement, DEFAULT_TOAST_TIMEOUT_MS);
  },
};

/** A hovered toast waits; it closes once the pointer leaves (docs/routes.md#toast-timing). */
export const HoverPauses: Story = {
  args: { timeout: 400 },
  play: async ({ canvas, canvasElement }) => {
    const shown = await showToast(canvas, canvasElement);
    await userEvent.hover(shown);
    await expectStillShown(shown);
    await userEvent.unhover(shown);
    await expectClosesAfter(canvasElement, 400);
  },
};

/** While the window has lost focus the toast waits; it closes once the window is back (docs/routes.md#toast-timing). */
export const WindowBlurPauses: Story = {
  args: { timeout: 400 },
  play: async ({ canvas, canvasElement }) => {
    const shown = await showToast(canvas, canvasElement);
    window.dispatchEvent(new Event('blur'));
    await expectStillShown(shown);
    window.dispatchEvent(new Event('focus'));
    await expectClosesAfter(canvasElement, 400);
  },
};

/** A toast raised while the person is in another tab waits for them (e.g. a late save failure). */
export const RaisedWhileWindowBlurred: Story = {
  args: { tone: 'error', title: 'Failed to post property. Please try again.', timeout: 400 },
  play: async ({ args, canvasElement }) => {
    window.dispatchEvent(new Event('blur'));
    // Raised by code, not a click: a click would bring the window back.
    toast.error(args.title, { timeout: args.timeout });
    const shown = await bodyOf(canvasElement).findByRole('alertdialog');
    await expectStillShown(shown);
    window.dispatchEvent(new Event('focus'));
    await expectClosesAfter(canvasElement, 400);
  },
};

/** Leaving the hovered toast while the window is still blurred must not restart the timer. */
export const HoverEndWhileWindowBlurred: Story = {
  args: { timeout: 400 },
  play: async ({ canvas, canvasElement }) => {
    const shown = await showToast(canvas, canvasElement);
    await userEvent.hover(shown);
    window.dispatchEvent(new Event('blur'));
    await userEvent.unhover(shown);
    await expectStillShown(shown);
    window.dispatchEvent(new Event('focus'));
    await expectClosesAfter(canvasElement, 400);
  },
};

/** Window focus coming back while the toast is hovered must not restart the timer either. */
export const WindowFocusWhileHovered: Story = {
  args: { timeout: 400 },
  play: async ({ canvas, canvasElement }) => {
    const shown = await showToast(canvas, canvasElement);
    window.dispatchEvent(new Event('blur'));
    await userEvent.hover(shown);
    window.dispatchEvent(new Event('focus'));
    await expectStillShown(shown);
    await userEvent.unhover(shown);
    await expectClosesAfter(canvasElement, 400);
  },
};

/** A window focus event without a blur before it (it happens) must not leave a second timer running. */
export const FocusEventWhileRunning: Story = {
  args: { timeout: 400 },
  play: async ({ canvas, canvasElement }) => {
    const shown = await showToast(canvas, canvasElement);
    window.dispatchEvent(new Event('focus'));
    await userEvent.hover(shown);
    await expectStillShown(shown);
    await userEvent.unhover(shown);
    await expectClosesAfter(canvasElement, 400);
  },
};
