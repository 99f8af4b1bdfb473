import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { AsyncContent, type Loadable } from './AsyncContent';

const describe = (error: unknown) => (error instanceof Error ? error.message : 'An unexpected error occurred');

/** A stand-in for an SWR answer: a retry succeeds. */
function Demo({ initial, onRetry }: { initial: Omit<Loadable<string[]>, 'mutate'>; onRetry: () => void }) {
  const [load, setLoad] = useState(initial);
  return (
    <AsyncContent
      load={{
        ...load,
        mutate: () => {
          onRetry();
          setLoad({ data: ['Skyline Heights', 'Skyline Central'], isValidating: false });
        },
      }}
      loadingLabel="Loading your projects"
      errorTitle="Unable to Load Your Projects"
      describe={describe}
    >
      {(names) => (
        <ul>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </AsyncContent>
  );
}

const meta = {
  title: 'Components/Async Content',
  component: Demo,
  parameters: docsWithUsage(usageNotes.asyncContent),
  args: { initial: { isValidating: true }, onRetry: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading your projects' })).toBeVisible();
  },
};

export const Loaded: Story = {
  args: { initial: { data: ['Skyline Palm Villas'], isValidating: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Skyline Palm Villas');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const LoadFailsThenRetries: Story = {
  args: { initial: { error: new Error('Internal server error'), isValidating: false } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unable to Load Your Projects');
    await expect(canvas.getByText('Internal server error')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};
