import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/components/Button';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { Sheet, SheetBody, SheetFooter } from './Sheet';

const onApply = fn();

// A phone's sheet: a long body that scrolls, actions that stay in view under it.
const meta = {
  title: 'Components/Sheet',
  component: Sheet,
  parameters: docsWithUsage(usageNotes.sheet),
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Sort and view</Button>
      <Sheet {...args} />
    </DialogTrigger>
  ),
  args: {
    title: 'Sort and view',
    children: (close) => (
      <>
        <SheetBody>
          {Array.from({ length: 20 }, (_, n) => (
            <p key={n}>
              <Button variant="ghost">{`Choice ${n + 1}`}</Button>
            </p>
          ))}
        </SheetBody>
        <SheetFooter>
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
          <Button
            onPress={() => {
              onApply();
              close();
            }}
          >
            Apply
          </Button>
        </SheetFooter>
      </>
    ),
  },
  globals: { viewport: { value: 'phone' } },
  beforeEach: () => onApply.mockClear(),
} satisfies Meta<typeof Sheet>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const sheet = () => page().getByRole('dialog', { name: 'Sort and view' });

/** Open from the bottom of the screen; its actions in view even though the body is long. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sort and view' }));
    const apply = within(sheet()).getByRole('button', { name: 'Apply' });
    await expect(apply).toBeVisible();
    await expect(apply.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(sheet().getBoundingClientRect().bottom).toBeCloseTo(window.innerHeight, 0);
    await expect(sheet()).toContainElement(document.activeElement as HTMLElement);
  },
};

export const ActionCloses: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sort and view' }));
    await userEvent.click(within(sheet()).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(onApply).toHaveBeenCalledOnce();
  },
};

/** Escape and the close button shut it without applying; focus goes back to what opened it. */
export const EscapeAndCloseButton: Story = {
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Sort and view' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
    await userEvent.click(opener);
    await userEvent.click(within(sheet()).getByRole('button', { name: 'Close sort and view' }));
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(onApply).not.toHaveBeenCalled();
  },
};
