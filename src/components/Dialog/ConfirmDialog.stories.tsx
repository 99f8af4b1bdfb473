import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/components/Button';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Components/Confirm Dialog',
  component: ConfirmDialog,
  parameters: docsWithUsage(usageNotes.confirmDialog),
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Logout</Button>
      <ConfirmDialog {...args} />
    </DialogTrigger>
  ),
  args: {
    title: 'Logout',
    message: 'Are you sure you want to log out?',
    confirmLabel: 'Yes, Logout',
    confirmVariant: 'danger',
    onConfirm: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'Logout' });
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByText('Are you sure you want to log out?')).toBeVisible();
    // Focus moves into the dialog, so keyboard users land on its actions.
    await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
  },
};

export const CancelCloses: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Logout' });
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull());
  },
};

export const Confirm: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Yes, Logout' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(body.getByRole('button', { name: 'Yes, Logout' })).toHaveAttribute('data-pending', 'true');
  },
};
