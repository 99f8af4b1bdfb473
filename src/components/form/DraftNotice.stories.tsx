import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { DraftNotice } from './DraftNotice';

// The notice a drafted form shows when what was typed came back after a reload (docs/wizard.md#wizard-draft).
const meta = {
  title: 'Components/Draft Notice',
  component: DraftNotice,
  parameters: docsWithUsage(usageNotes.draftNotice),
  args: { lostFiles: [], chooseAgainWhere: 'on the Media step', onStartOver: fn(), onDismiss: fn() },
} satisfies Meta<typeof DraftNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EverythingRestored: Story = {
  play: async ({ canvas, args }) => {
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent('Draft restored');
    await expect(notice).toHaveTextContent('Everything you entered before has been restored.');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(args.onStartOver).not.toHaveBeenCalled();
  },
};

/** A browser cannot keep chosen files across a reload: the notice names them, and where to choose them again. */
export const PhotosToChooseAgain: Story = {
  args: { lostFiles: ['banner.png', 'plan-ground.png', 'plan-first.png'] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your details are back, but photos cannot be kept after the page reloads. Please choose banner.png, plan-ground.png and plan-first.png again on the Media step.',
    );
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('button', { name: 'Start over' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStartOver).toHaveBeenCalledOnce();
  },
};
