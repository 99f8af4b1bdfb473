import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { aPhoto } from '@mocks/factories';
import { PhotoGallery } from './PhotoGallery';

const meta = {
  title: 'Components/Photo Gallery',
  component: PhotoGallery,
  parameters: docsWithUsage(usageNotes.photoGallery),
  args: {
    title: 'Skyline Palm Villas',
    photos: [aPhoto('/mock-media/villa.jpg'), aPhoto('/mock-media/flat.jpg'), aPhoto('/mock-media/office.jpg')],
  },
} satisfies Meta<typeof PhotoGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

const galleryIn = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('region', { name: 'Photos' }));

export const ByKeyboard: Story = {
  play: async ({ canvas }) => {
    const gallery = await galleryIn(canvas);
    await expect(gallery.getByRole('img', { name: 'Skyline Palm Villas (1 of 3)' })).toBeVisible();
    await expect(gallery.getByText('1 / 3')).toBeVisible();
    gallery.getByRole('button', { name: 'Next photo' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(gallery.getByRole('img', { name: 'Skyline Palm Villas (2 of 3)' })).toHaveAttribute(
      'src',
      '/mock-media/flat.jpg',
    );
    // The arrow keys move too, and wrap around at both ends.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(gallery.getByRole('img', { name: 'Skyline Palm Villas (1 of 3)' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(gallery.getByText('3 / 3')).toBeVisible();
    await expect(gallery.getByRole('button', { name: 'Show photo 3' })).toHaveAttribute('aria-current', 'true');
  },
};

export const ThumbnailChosen: Story = {
  play: async ({ canvas }) => {
    const gallery = await galleryIn(canvas);
    await userEvent.click(gallery.getByRole('button', { name: 'Show photo 2' }));
    await expect(gallery.getByRole('img', { name: 'Skyline Palm Villas (2 of 3)' })).toBeVisible();
    await expect(gallery.getByRole('button', { name: 'Show photo 2' })).toHaveAttribute('aria-current', 'true');
    await expect(gallery.getByRole('button', { name: 'Show photo 1' })).not.toHaveAttribute('aria-current');
  },
};

export const OnePhoto: Story = {
  args: { photos: [aPhoto('/mock-media/villa.jpg')] },
  play: async ({ canvas }) => {
    const gallery = await galleryIn(canvas);
    await expect(gallery.getByRole('img', { name: 'Skyline Palm Villas (1 of 1)' })).toBeVisible();
    // Nothing to move between; the photo still opens full screen.
    await expect(gallery.queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();
    await expect(gallery.getByRole('button', { name: /Skyline Palm Villas \(1 of 1\) Full screen/ })).toBeVisible();
  },
};

export const NoPhotos: Story = {
  args: { photos: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Photos coming soon')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const gallery = await galleryIn(canvas);
    await expect(gallery.getByRole('list', { name: 'Thumbnails' })).toBeVisible();
    await expect(gallery.getByRole('button', { name: 'Previous photo' })).toBeVisible();
  },
};

/** A sideways swipe on the large photo moves between photos; a swipe is not a tap, so it opens nothing. */
export const Swiped: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const gallery = await galleryIn(canvas);
    const photo = gallery.getByRole('button', { name: /\(1 of 3\) Full screen/ });
    const swipe = (fromX: number, toX: number) => {
      const y = photo.getBoundingClientRect().top + 50;
      fireEvent.pointerDown(photo, { clientX: fromX, clientY: y, pointerType: 'touch' });
      fireEvent.pointerUp(photo, { clientX: toX, clientY: y + 5, pointerType: 'touch' });
      fireEvent.click(photo);
    };
    swipe(300, 100);
    await expect(gallery.getByRole('img', { name: 'Skyline Palm Villas (2 of 3)' })).toBeVisible();
    swipe(100, 300);
    swipe(100, 300);
    await expect(gallery.getByRole('img', { name: 'Skyline Palm Villas (3 of 3)' })).toBeVisible();
    // A short move is a tap, not a swipe: it opens the photo full screen.
    swipe(200, 190);
    await expect(await within(document.body).findByRole('dialog', { name: /full screen/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/**
 * docs/listings.md#photo-gallery: on a phone the photo opens full screen, where the arrows, a
 * swipe and the keys move, zoom goes in and out, and Escape closes it on the photo last seen, the
 * focus back on the photo that opened it.
 */
export const FullScreenOnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, step }) => {
    const gallery = await galleryIn(canvas);
    const page = within(document.body);
    await step('the photo opens full screen', async () => {
      await userEvent.click(gallery.getByRole('button', { name: /\(1 of 3\) Full screen/ }));
      const dialog = await page.findByRole('dialog', { name: 'Photos of Skyline Palm Villas, full screen' });
      await expect(dialog).toBeVisible();
      await expect(within(dialog).getByRole('group', { name: '1 of 3' })).toBeVisible();
    });
    await step('Next and the arrow keys move between the photos', async () => {
      await userEvent.click(page.getByRole('button', { name: 'Next photo' }));
      // The lightbox shows a photo once it has loaded, which a busy machine takes its time over.
      const photo = await page.findByRole('img', { name: 'Skyline Palm Villas (2 of 3)' });
      await waitFor(() => expect(photo).toBeVisible());
    });
    await step('zoom in, then out', async () => {
      const zoomOut = page.getByRole('button', { name: 'Zoom out' });
      await expect(zoomOut).toBeDisabled();
      await userEvent.click(page.getByRole('button', { name: 'Zoom in' }));
      await waitFor(() => expect(zoomOut).toBeEnabled());
      await userEvent.click(zoomOut);
      await waitFor(() => expect(zoomOut).toBeDisabled());
    });
    await step('Escape closes it on the photo last seen, the focus back on the photo', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
      const photo = gallery.getByRole('button', { name: /\(2 of 3\) Full screen/ });
      await expect(photo).toHaveFocus();
      await expect(gallery.getByText('2 / 3')).toBeVisible();
    });
    await step('the keyboard opens it too, and it stays open for the shot', async () => {
      await userEvent.keyboard('{Enter}');
      const photo = await page.findByRole('img', { name: 'Skyline Palm Villas (2 of 3)' });
      await waitFor(() => expect(photo).toBeVisible());
    });
  },
};
