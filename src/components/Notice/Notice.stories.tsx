import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '@/components/Button';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { NOTICE_DURATION_MS, Notice, type NoticeProps } from './Notice';
import { storyClock } from '@/testing/storyClock';

/** Shows the notice the way a screen does: rendered while open, raised again by a button. */
function NoticeHost({ onDismiss, ...props }: NoticeProps) {
  const [isOpen, setOpen] = useState(true);
  return isOpen ? (
    <Notice
      {...props}
      onDismiss={() => {
        setOpen(false);
        onDismiss();
      }}
    />
  ) : (
    <Button onPress={() => setOpen(true)}>Post Property</Button>
  );
}

const clock = storyClock();

const meta = {
  title: 'Components/Notice',
  component: Notice,
  render: (args) => <NoticeHost {...args} />,
  // Time moves only when a story moves it: the timing is checked without waiting it out.
  beforeEach: () => clock.reset(),
  decorators: [clock.provide],
  parameters: docsWithUsage(usageNotes.notice),
  // Long enough that a tone story's baseline shows the notice; the timing stories use the default.
  args: {
    message: 'Only Sellers, Agents, or Builders can post properties',
    tone: 'danger',
    onDismiss: fn(),
    durationMs: 60_000,
  },
} satisfies Meta<typeof Notice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only Sellers, Agents, or Builders can post properties');
    await expect(canvas.getByRole('button', { name: 'Dismiss notice' })).toBeVisible();
    await expect(args.onDismiss).not.toHaveBeenCalled();
  },
};

export const Info: Story = {
  args: { tone: 'info', message: 'Your draft is kept on this device' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your draft is kept on this device');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Success: Story = {
  args: { tone: 'success', message: 'Property updated successfully' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Property updated successfully');
  },
};

export const DismissedByClose: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notice' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const DismissedByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss notice' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The notice shows for 3000 ms, then goes; raising it again gives it a fresh 3000 ms (docs/routes.md#post-property-notice). */
export const HidesAfterThreeSeconds: Story = {
  args: { durationMs: undefined },
  play: async ({ canvas, args }) => {
    for (const raised of [1, 2]) {
      await expect(canvas.getByRole('alert')).toBeVisible();
      await clock.started();
      clock.advance(NOTICE_DURATION_MS - 1);
      await expect(canvas.getByRole('alert')).toBeVisible();
      await expect(args.onDismiss).toHaveBeenCalledTimes(raised - 1);
      clock.advance(1);
      await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
      await expect(args.onDismiss).toHaveBeenCalledTimes(raised);
      await userEvent.click(canvas.getByRole('button', { name: 'Post Property' }));
    }
  },
};

/** A duration given by the caller is honoured. */
export const CustomDuration: Story = {
  args: { durationMs: 300, tone: 'info', message: 'Saved' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved');
    await clock.started();
    clock.advance(299);
    await expect(canvas.getByRole('status')).toBeVisible();
    clock.advance(1);
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledTimes(1));
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Post Property' })).toBeVisible();
  },
};
