import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/components/Button';
import { DEFAULT_TOAST_TIMEOUT_MS, toast, toastQueue, type ToastTone } from './index';

interface ToastDemoProps {
  tone: ToastTone;
  title: string;
  description?: string;
  timeout?: number;
}

/** A button that raises a toast, as a screen does after a save or a failure. */
function ToastDemo({ tone, title, description, timeout }: ToastDemoProps) {
  return (
    <Button variant="secondary" onPress={() => toast[tone](title, { description, timeout })}>
      Show {tone} toast
    </Button>
  );
}

const meta = {
  component: ToastDemo,
  args: { tone: 'success', title: 'Property posted successfully' },
  // The region is rendered once by the preview, like the app shell does; toasts live in document.body.
  beforeEach: () => () => {
    // Leave no paused window or open toast behind for the next story.
    window.dispatchEvent(new Event('focus'));
    toastQueue.clear();
  },
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Success: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success toast' }));
    const shown = await bodyOf(canvasElement).findByRole('alertdialog');
    await expect(shown).toHaveTextContent('Property posted successfully');
  },
};

export const ErrorWithDescription: Story = {
  args: { tone: 'error', title: 'Failed to post property. Please try again.', description: 'Your entries are kept on the form.' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show error toast' }));
    const shown = await bodyOf(canvasElement).findByRole('alertdialog', { name: 'Failed to post property. Please try again.' });
    await expect(shown).toHaveAccessibleDescription('Your entries are kept on the form.');
  },
};

/** SPEC 2: the toast area sits at the top-right. */
export const AtTopRight: Story = {
  args: { tone: 'info', title: 'Saved' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show info toast' }));
    const region = await bodyOf(canvasElement).findByRole('region', { name: 'Notifications (Alt+T)' });
    await expect(getComputedStyle(region).position).toBe('fixed');
    const box = region.getBoundingClientRect();
    const view = canvasElement.ownerDocument.documentElement;
    await expect(box.top).toBe(16);
    await expect(view.clientWidth - box.right).toBe(16);
    await expect(box.left).toBeGreaterThan(view.clientWidth / 2);
  },
};

/** SPEC 2: newest on top. */
export const NewestOnTop: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <ToastDemo tone="info" title="Draft saved" />
      <ToastDemo tone="error" title="Failed to update property. Please try again." />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show info toast' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show error toast' }));
    await waitFor(() => expect(bodyOf(canvasElement).getAllByRole('alertdialog')).toHaveLength(2));
    const [top, below] = bodyOf(canvasElement).getAllByRole('alertdialog');
    await expect(top).toHaveTextContent('Failed to update property. Please try again.');
    await expect(below).toHaveTextContent('Draft saved');
    await expect(top!.getBoundingClientRect().top).toBeLessThan(below!.getBoundingClientRect().top);
  },
};

/** SPEC 9: toasts close after 5000 ms unless the caller asks otherwise. */
export const DefaultTimeout: Story = {
  beforeEach: () => {
    const add = spyOn(toastQueue, 'add');
    return () => add.mockRestore();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success toast' }));
    await expect(toastQueue.add).toHaveBeenCalledWith({ title: 'Property posted successfully', tone: 'success' }, { timeout: DEFAULT_TOAST_TIMEOUT_MS });
    await expect(DEFAULT_TOAST_TIMEOUT_MS).toBe(5000);
  },
};

/** SPEC 8: 'Property updated successfully' and the permission toast ask for 4000 ms. */
export const FourSecondTimeout: Story = {
  args: { title: 'Property updated successfully', timeout: 4000 },
  beforeEach: () => {
    const add = spyOn(toastQueue, 'add');
    return () => add.mockRestore();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success toast' }));
    await expect(toastQueue.add).toHaveBeenCalledWith({ title: 'Property updated successfully', tone: 'success' }, { timeout: 4000 });
  },
};

/** The timeout really closes the toast (a short one here, so the story stays fast). */
export const ClosesByItself: Story = {
  args: { timeout: 400 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success toast' }));
    await expect(await bodyOf(canvasElement).findByRole('alertdialog')).toBeVisible();
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 1500 });
  },
};

export const ClosedByCloseButton: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success toast' }));
    const shown = await bodyOf(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(shown).getByRole('button', { name: 'Close notification' }));
    await expect(bodyOf(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** SPEC 9: Alt+T moves focus to the toasts, then Tab reaches the close button. */
export const AltTFocusesToasts: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Show success toast' });
    await userEvent.click(trigger);
    const shown = await bodyOf(canvasElement).findByRole('alertdialog');
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Alt>}t{/Alt}');
    await expect(shown).toHaveFocus();
    await userEvent.tab();
    await expect(within(shown).getByRole('button', { name: 'Close notification' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(bodyOf(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** SPEC 9: a hovered toast waits; it closes once the pointer leaves. */
export const HoverPauses: Story = {
  args: { timeout: 400 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success toast' }));
    const shown = await bodyOf(canvasElement).findByRole('alertdialog');
    await userEvent.hover(shown);
    await sleep(900);
    await expect(shown).toBeInTheDocument();
    await userEvent.unhover(shown);
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 1500 });
  },
};

/** SPEC 9: while the window has lost focus the toast waits; it closes once the window is back. */
export const WindowBlurPauses: Story = {
  args: { timeout: 400 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success toast' }));
    const shown = await bodyOf(canvasElement).findByRole('alertdialog');
    window.dispatchEvent(new Event('blur'));
    await sleep(900);
    await expect(shown).toBeInTheDocument();
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 1500 });
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
    await sleep(900);
    await expect(shown).toBeInTheDocument();
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 1500 });
  },
};

/** Leaving the hovered toast while the window is still blurred must not restart the timer. */
export const HoverEndWhileWindowBlurred: Story = {
  args: { timeout: 400 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success toast' }));
    const shown = await bodyOf(canvasElement).findByRole('alertdialog');
    await userEvent.hover(shown);
    window.dispatchEvent(new Event('blur'));
    await userEvent.unhover(shown);
    await sleep(900);
    await expect(shown).toBeInTheDocument();
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 1500 });
  },
};

/** Window focus coming back while the toast is hovered must not restart the timer either. */
export const WindowFocusWhileHovered: Story = {
  args: { timeout: 400 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success toast' }));
    const shown = await bodyOf(canvasElement).findByRole('alertdialog');
    window.dispatchEvent(new Event('blur'));
    await userEvent.hover(shown);
    window.dispatchEvent(new Event('focus'));
    await sleep(900);
    await expect(shown).toBeInTheDocument();
    await userEvent.unhover(shown);
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 1500 });
  },
};

/** A window focus event without a blur before it (it happens) must not leave a second timer running. */
export const FocusEventWhileRunning: Story = {
  args: { timeout: 400 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success toast' }));
    const shown = await bodyOf(canvasElement).findByRole('alertdialog');
    window.dispatchEvent(new Event('focus'));
    await userEvent.hover(shown);
    await sleep(900);
    await expect(shown).toBeInTheDocument();
    await userEvent.unhover(shown);
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 1500 });
  },
};

/** All three tones stacked, for the visual baseline. */
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <ToastDemo tone="info" title="Draft saved" />
      <ToastDemo tone="success" title="Property posted successfully" />
      <ToastDemo tone="error" title="You don't have permission to edit this property" />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    for (const tone of ['info', 'success', 'error']) await userEvent.click(canvas.getByRole('button', { name: `Show ${tone} toast` }));
    await waitFor(() => expect(bodyOf(canvasElement).getAllByRole('alertdialog')).toHaveLength(3));
  },
};
