import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { shareCopiesTheLink, stubNavigator } from '@/testing/shareStub';
import { ShareButton } from './ShareButton';

const meta = {
  title: 'Patterns/Buyer Tools/Share Button',
  component: ShareButton,
  args: { title: '2 BHK Flat in Koramangala' },
} satisfies Meta<typeof ShareButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** docs/listings.md#share: without the Web Share API, the page's link is copied and a toast says so. */
export const CopiesTheLink: Story = {
  play: async ({ canvas }) => {
    await shareCopiesTheLink(canvas);
  },
};

/** Where the browser has a share sheet, it opens with the page's title and link; nothing is copied. */
export const WithTheShareSheet: Story = {
  play: async ({ canvas }) => {
    const share = fn(async (_data?: ShareData) => {});
    const { writeText, restore } = stubNavigator(share);
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
      await expect(share).toHaveBeenCalledWith({ title: '2 BHK Flat in Koramangala', url: window.location.href });
      await expect(writeText).not.toHaveBeenCalled();
    } finally {
      restore();
    }
  },
};

/** docs/listings.md#share: a clipboard that refuses (no permission) is said so, with the link to copy by hand. */
export const ClipboardRefused: Story = {
  play: async ({ canvas, canvasElement }) => {
    const { writeText, restore } = stubNavigator(undefined, { refuse: true });
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
      // An error stays until dismissed: read from the page's notifications, outside the story's root.
      const page = within(canvasElement.ownerDocument.body);
      const notifications = within(await page.findByRole('region', { name: /^Notifications/ }));
      const toast = await notifications.findByRole('alertdialog', { name: 'Could not copy the link' });
      await expect(toast).toBeVisible();
      await expect(toast).toHaveTextContent(
        `Your browser did not allow copying. Copy this address instead: ${window.location.href}`,
      );
      await expect(writeText).toHaveBeenCalledTimes(1);
    } finally {
      restore();
    }
  },
};
