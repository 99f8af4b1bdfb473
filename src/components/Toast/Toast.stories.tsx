import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { bodyOf, resetToasts, ToastDemo } from '@/testing/ToastDemo';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';

const meta = {
  title: 'Components/Toast',
  component: ToastDemo,
  args: { tone: 'success', title: 'Property posted successfully' },
  parameters: docsWithUsage(usageNotes.toast),
  // The region is rendered once by the preview, as the app shell does.
  beforeEach: () => resetToasts,
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success toast' }));
    const shown = await bodyOf(canvasElement).findByRole('alertdialog');
    await expect(shown).toHaveTextContent('Property posted successfully');
  },
};

export const ErrorWithDescription: Story = {
  args: {
    tone: 'error',
    title: 'Failed to post property. Please try again.',
    description: 'Your entries are kept on the form.',
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show error toast' }));
    const shown = await bodyOf(canvasElement).findByRole('alertdialog', {
      name: 'Failed to post property. Please try again.',
    });
    await expect(shown).toHaveAccessibleDescription('Your entries are kept on the form.');
  },
};

/** The toast area sits at the top-right (docs/routes.md#toast-region). */
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

/** Newest on top (docs/routes.md#toast-region). */
export const NewestFirst: Story = {
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

export const DismissedByClose: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success toast' }));
    const shown = await bodyOf(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(shown).getByRole('button', { name: 'Close notification' }));
    await expect(bodyOf(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** Alt+T moves focus to the toasts, then Tab reaches the close button (docs/routes.md#toast-region). */
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
    for (const tone of ['info', 'success', 'error'])
      await userEvent.click(canvas.getByRole('button', { name: `Show ${tone} toast` }));
    await waitFor(() => expect(bodyOf(canvasElement).getAllByRole('alertdialog')).toHaveLength(3));
  },
};
