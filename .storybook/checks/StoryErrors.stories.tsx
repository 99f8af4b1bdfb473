import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '@/components/Button';

/**
 * Keeps the story-error watcher honest (src/testing/storyErrors.ts, .storybook/vitest.setup.ts): a
 * story whose page logs `console.error` or leaves a promise rejection unhandled fails, though its
 * play passes and its pixels look right. Each story here raises one; `parameters.expectedStoryError`
 * tells the setup's error hook to assert that the watcher fails the story with that message instead
 * of failing it (only stories in .storybook/checks may do so). A watcher that misses it fails the story.
 */
const meta = {
  title: 'Developer/Story Errors',
  // How the test bench checks itself: for engineers (.storybook/main.ts hides it when published).
  tags: ['dev-only'],
  // Nothing to see: what is checked is what the page logged.
  parameters: { visual: false },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const localities = ['Baner', 'Wakad', 'Kothrud'];

/** React's own warning, the commonest console.error: a list whose items have no key. */
export const ReactWarning: Story = {
  parameters: { expectedStoryError: /console\.error: Each child in a list should have a unique "key" prop/ },
  render: () => (
    <ul aria-label="Localities">
      {localities.map((locality) => (
        // No key: the error this story raises.
        <li>{locality}</li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** A failure caught and logged, as a page's error handler might: the page looks fine, the log does not. */
export const LoggedFailure: Story = {
  parameters: { expectedStoryError: /console\.error: Could not read the saved EMI rates/ },
  render: () => <LogsWhenPressed />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Estimate EMI' }));
    await expect(await canvas.findByText('Estimated')).toBeVisible();
  },
};

/** A promise that rejects with nobody to catch it. */
export const UnhandledRejection: Story = {
  parameters: { expectedStoryError: /unhandled rejection: Error: EMI rates unavailable/ },
  render: () => <RejectsWhenPressed />,
  play: async ({ canvas }) => {
    const rejected = nextUnhandledRejection();
    await userEvent.click(canvas.getByRole('button', { name: 'Load rates' }));
    // The browser reports it after the click's task: the story ends once it has.
    await rejected;
  },
};

function LogsWhenPressed() {
  const [estimated, setEstimated] = useState(false);
  const estimate = () => {
    console.error('Could not read the saved EMI rates');
    setEstimated(true);
  };
  return (
    <>
      <Button onPress={estimate}>Estimate EMI</Button>
      {estimated && <p>Estimated</p>}
    </>
  );
}

function RejectsWhenPressed() {
  return <Button onPress={() => void Promise.reject(new Error('EMI rates unavailable'))}>Load rates</Button>;
}

function nextUnhandledRejection() {
  return new Promise<void>((resolve) => {
    const seen = () => {
      window.removeEventListener('unhandledrejection', seen);
      resolve();
    };
    window.addEventListener('unhandledrejection', seen);
  });
}
