import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { MenuButton } from './MenuButton';

const meta = {
  title: 'Components/Menu Button',
  component: MenuButton,
  args: {
    trigger: 'Asha Rao',
    'aria-label': 'Profile menu for Asha Rao',
    items: [
      { id: 'profile', label: 'My Profile' },
      { id: 'logout', label: 'Logout', separatorBefore: true },
    ],
    onAction: fn(),
  },
  parameters: { ...docsWithUsage(usageNotes.menuButton), layout: 'centered' },
} satisfies Meta<typeof MenuButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Profile menu for Asha Rao' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const OpenAndChoose: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Profile menu for Asha Rao' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await expect(args.onAction).toHaveBeenCalledWith('logout');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('menu')).toBeNull());
  },
};

export const ByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'My Profile' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Logout' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('logout');
  },
};

export const ClosesOnOutsideClick: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Profile menu for Asha Rao' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('menu')).toBeVisible();
    await userEvent.click(canvasElement.ownerDocument.body, { skipPointerEventsCheck: true } as never);
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};
