import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { seeToast } from '@/testing/formSteps';
import { ShareButton } from './ShareButton';

/** Stands in for the browser's share sheet and clipboard (`share` undefined: a browser without one). */
function stubNavigator(share: Navigator['share'] | undefined) {
  const writeText = fn(async (_text: string) => {});
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return {
    writeText,
    restore: () => {
      Reflect.deleteProperty(navigator, 'share');
      Reflect.deleteProperty(navigator, 'clipboard');
    },
  };
}

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
    const { writeText, restore } = stubNavigator(undefined);
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
      await seeToast('Link copied', 4000);
      await expect(writeText).toHaveBeenCalledWith(window.location.href);
    } finally {
      restore();
    }
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
