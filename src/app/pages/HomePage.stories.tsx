import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { listings } from '@mocks/handlers';
import { storeSessionOf } from '@mocks/session';
import { withFavourites } from '@/testing/browserFrame';
import { atRoutes } from '@/testing/storyFrame';
import { HomePage } from './HomePage';

const meta = {
  title: 'Pages/Home/Page',
  component: HomePage,
  decorators: [withFavourites, atRoutes('/')],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const titlesIn = async (canvas: Canvas, shelf: string) =>
  within(await canvas.findByRole('list', { name: shelf }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Find your nivaas' })).toBeVisible();
    // The newest approved projects and listings, four of each.
    await expect(await titlesIn(canvas, 'New projects')).toEqual([
      'Skyline Central',
      'Skyline Business Park',
      'Skyline Market Square',
      'Skyline Heights',
    ]);
    await expect(await titlesIn(canvas, 'Fresh listings')).toEqual([
      '4 BHK Villa for Rent in Whitefield',
      '2 BHK Flat in Koramangala',
      'Furnished Office Space in Bandra Kurla Complex',
      '3 BHK Independent House in Kothrud',
    ]);
    // The busiest locality first, each with its count of approved listings and projects.
    const bengaluru = within(canvas.getByRole('list', { name: 'Popular localities in Bengaluru' }));
    await expect(bengaluru.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Indiranagar (5 properties)',
      'Koramangala (1 property)',
      'Whitefield (1 property)',
    ]);
    await expect(canvas.getByRole('heading', { name: 'How Nivaas checks listings' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Post your property' })).toHaveAttribute('href', '/post_property');
  },
};

export const PopularLocalityOpensItsSearch: Story = {
  play: async ({ canvas }) => {
    const bengaluru = within(await canvas.findByRole('list', { name: 'Popular localities in Bengaluru' }));
    await userEvent.click(bengaluru.getByRole('link', { name: /^Koramangala/ }));
    await expect(await canvas.findByText('Arrived at /all-properties?city=Bengaluru&q=Koramangala')).toBeVisible();
  },
};

export const SeeAllNewProjects: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'See all: New projects' }));
    await expect(await canvas.findByText('Arrived at /all-properties?kind=builder-project')).toBeVisible();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const cards = [...(await canvas.findByRole('list', { name: 'New projects' })).children];
    // One card a row: the second sits under the first.
    await expect(cards[1]!.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      cards[0]!.getBoundingClientRect().bottom,
    );
    await expect(canvas.getByRole('link', { name: 'Post your property' })).toBeVisible();
  },
};

export const BuilderPostsAProject: Story = {
  beforeEach: () => {
    storeSessionOf('Builder');
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Post your property' }));
    await expect(await canvas.findByText('Arrived at /post_property_builder')).toBeVisible();
  },
};

export const BuyerIsToldWhoPosts: Story = {
  beforeEach: () => {
    storeSessionOf('Buyer');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Sellers, agents and builders post from their own accounts/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Post your property' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Register to post' })).toHaveAttribute('href', '/register');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [listings.search.slow, listings.popularLocalities.slow] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading new projects' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading fresh listings' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading popular localities' })).toBeVisible();
    // The search and what Nivaas checks do not wait for the data.
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'How Nivaas checks listings' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [listings.search.empty, listings.popularLocalities.empty] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No projects have been approved yet.')).toBeVisible();
    await expect(await canvas.findByText('No listings yet: the first approved ones will appear here.')).toBeVisible();
    await expect(await canvas.findByText('Localities appear here as properties are approved.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Post your property' })).toBeVisible();
  },
};

export const LoadFailure: Story = {
  parameters: { msw: { handlers: [listings.search.serverErrorOnce, listings.popularLocalities.serverError] } },
  play: async ({ canvas }) => {
    // The first shelf's read fails; the other shelf still shows its cards.
    await expect(await canvas.findByRole('heading', { name: 'Unable to Load New Projects' })).toBeVisible();
    await expect(await titlesIn(canvas, 'Fresh listings')).toHaveLength(4);
    await expect(await canvas.findByRole('heading', { name: 'Unable to Load Popular Localities' })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Try Again' })[0]!);
    await expect(await titlesIn(canvas, 'New projects')).toHaveLength(4);
  },
};
