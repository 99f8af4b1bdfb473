import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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
    // Nothing to move between.
    await expect(gallery.queryByRole('button')).not.toBeInTheDocument();
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
