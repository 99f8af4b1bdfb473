import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuthProvider } from '@/features/auth';
import { db, requestsTo } from '@mocks/db';
import { aSession } from '@mocks/factories';
import { favourites } from '@mocks/handlers';
import { FavouritesDemo } from './FavouritesDemo';
import { FavouritesProvider } from './FavouritesProvider';

const newHome = { _id: 'property-new', title: 'Plot in Mysuru', price: 3_200_000 };

const meta = {
  title: 'Pages/Favourites',
  component: FavouritesDemo,
  args: { candidates: [newHome] },
  decorators: [
    (Story) => (
      <AuthProvider>
        <FavouritesProvider>
          <Story />
        </FavouritesProvider>
      </AuthProvider>
    ),
  ],
  beforeEach: () => {
    const session = aSession({ role: 'Buyer' });
    localStorage.setItem('token', session.token);
    localStorage.setItem('user', JSON.stringify(session));
  },
} satisfies Meta<typeof FavouritesDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvas: ReturnType<typeof within>) => canvas.getByRole('list', { name: 'Favourites' });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const villaPath = () => `/api/users/me/favorites/${db.favourites.find((p) => p.title === 'Villa in Sarjapur')?._id}`;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 BHK Flat in Whitefield')).toBeVisible();
    await expect(within(list(canvas)).getAllByRole('listitem')).toHaveLength(2);
    await expect(requestsTo('/api/users/me/favorites', 'GET')).toHaveLength(1);
  },
};

export const NotLoadedWithoutToken: Story = {
  beforeEach: () => localStorage.clear(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('My favourites (0)')).toBeVisible();
    await expect(requestsTo('/api/users/me/favorites')).toHaveLength(0);
  },
};

export const LoadFailure: Story = {
  parameters: { msw: { handlers: [favourites.list.serverError] } },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('Failed to load your favorite properties')).toBeVisible();
  },
};

export const AddIsOptimistic: Story = {
  parameters: { msw: { handlers: [favourites.add.delayed(400)] } },
  play: async ({ canvas }) => {
    await canvas.findByText('3 BHK Flat in Whitefield');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Plot in Mysuru' }));
    // Visible before the server has answered.
    await expect(within(list(canvas)).getByText('Plot in Mysuru')).toBeVisible();
    await waitFor(() =>
      expect(requestsTo('/api/users/me/favorites', 'POST')[0]?.body).toEqual({ propertyId: 'property-new' }),
    );
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save Plot in Mysuru' })).toBeDisabled());
    // The server's answer replaces the optimistic list; the story ends once it has arrived.
    await waitFor(() => expect(db.favourites).toHaveLength(3));
    await waitFor(() => expect(within(list(canvas)).getAllByRole('listitem')).toHaveLength(3));
  },
};

export const AddFailureRollsBack: Story = {
  parameters: { msw: { handlers: [favourites.add.serverError] } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('3 BHK Flat in Whitefield');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Plot in Mysuru' }));
    await expect(await body(canvasElement).findByText('Failed to add property to favorites')).toBeVisible();
    await waitFor(() => expect(within(list(canvas)).queryByText('Plot in Mysuru')).toBeNull());
    // The list was reloaded from the server.
    await waitFor(() => expect(requestsTo('/api/users/me/favorites', 'GET')).toHaveLength(2));
  },
};

export const AddWithoutIdSendsNothing: Story = {
  args: { candidates: [{ title: 'Unsaved draft listing' }] },
  play: async ({ canvas }) => {
    await canvas.findByText('3 BHK Flat in Whitefield');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Unsaved draft listing' }));
    await expect(requestsTo('/api/users/me/favorites', 'POST')).toHaveLength(0);
    await expect(within(list(canvas)).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const RemoveIsOptimistic: Story = {
  parameters: { msw: { handlers: [favourites.remove.delayed(400)] } },
  play: async ({ canvas }) => {
    const path = villaPath();
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Villa in Sarjapur' }));
    await expect(within(list(canvas)).queryByText('Villa in Sarjapur')).toBeNull();
    await waitFor(() => expect(requestsTo(path, 'DELETE')).toHaveLength(1));
    await waitFor(() => expect(db.favourites).toHaveLength(1));
  },
};

export const RemoveNotFoundCountsAsRemoved: Story = {
  parameters: { msw: { handlers: [favourites.remove.notFound] } },
  play: async ({ canvas, canvasElement }) => {
    const path = villaPath();
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Villa in Sarjapur' }));
    await waitFor(() => expect(requestsTo(path, 'DELETE')).toHaveLength(1));
    await expect(within(list(canvas)).queryByText('Villa in Sarjapur')).toBeNull();
    await expect(body(canvasElement).queryByText('Failed to remove property from favorites')).toBeNull();
    await expect(requestsTo('/api/users/me/favorites', 'GET')).toHaveLength(1);
  },
};

export const RemoveFailureRollsBack: Story = {
  parameters: { msw: { handlers: [favourites.remove.serverError] } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Villa in Sarjapur' }));
    await expect(await body(canvasElement).findByText('Failed to remove property from favorites')).toBeVisible();
    await expect(await within(list(canvas)).findByText('Villa in Sarjapur')).toBeVisible();
  },
};
