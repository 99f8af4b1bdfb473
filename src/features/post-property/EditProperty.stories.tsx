import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { apiPaths, type Listing } from '@/api/contract';
import { db, requestsTo } from '@mocks/db';
import { stagedNames } from '@mocks/handlers/photoUploads';
import { aPhoto } from '@mocks/factories';
import { choosePhotos, fillIn, pngFile, seeToast, selectButton } from '@/testing/formSteps';
import { listings } from '@mocks/handlers';
import { storeSessionOf } from '@mocks/session';
import { formatPrice } from '@/lib/price';
import { atRoutes } from '@/testing/storyFrame';
import { listingDraft, listingDraftKey } from './draft';
import { formOfListing } from './listingForm';
import { submitButton } from '@/testing/listingSteps';
import { PostPropertyPage } from './PostPropertyPage';

/** The Seller's approved flat the stories edit: what LoadsTheListing reads back into the form. */
const flat = {
  title: '2 BHK Flat in Koramangala',
  propertyType: 'flat',
  bhk: 2,
  price: 9_500_000,
  // Lift among them, no gym.
  amenities: ['lift', 'parking', 'power backup', 'security', 'water supply 24x7'],
  photos: [aPhoto('/mock-media/flat.jpg'), aPhoto('/mock-media/villa.jpg')],
} satisfies Partial<Listing>;
/** Its location's city, which LoadsTheListing reads from the City choice. */
const flatCity = 'Bengaluru';

/** The flat as the mock db keeps it; its id is fixed after each db reset. */
const storedFlat = () => db.listings[0]!;
const flatId = storedFlat()._id;

const meta = {
  title: 'Pages/Listings/Edit Property',
  component: PostPropertyPage,
  decorators: [atRoutes('/edit-property/:id')],
  args: { now: new Date('2026-10-20T10:00:00.000Z') },
  parameters: { layout: 'fullscreen', router: { initialEntry: `/edit-property/${flatId}` } },
  beforeEach: () => {
    Object.assign(storedFlat(), flat);
    storedFlat().location.city = flatCity;
    storeSessionOf('Seller');
  },
} satisfies Meta<typeof PostPropertyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const photoList = (canvas: ReturnType<typeof within>) => canvas.getByRole('list', { name: /^Property Photos/ });

export const LoadsTheListing: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit Property' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue(flat.title);
    await expect(selectButton(canvas, 'Property Type')).toHaveTextContent('Flat');
    await expect(selectButton(canvas, 'BHK')).toHaveTextContent(`${flat.bhk} BHK`);
    await expect(selectButton(canvas, 'City')).toHaveTextContent(flatCity);
    // The price field's words: ₹95.00 Lakh.
    await expect(canvas.getByText(formatPrice(flat.price))).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Lift & Elevator', pressed: true })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Gym', pressed: false })).toBeVisible();
    await expect(
      within(photoList(canvas))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Remove flat.jpg', 'Remove villa.jpg']);
  },
};

export const UpdatesTheListing: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Edit Property' });
    await fillIn(canvas, 'Price (₹)', '9000000');
    await userEvent.click(within(photoList(canvas)).getByRole('button', { name: 'Remove villa.jpg' }));
    await choosePhotos(canvas, 'Property Photos', [pngFile('balcony.png')]);
    await userEvent.click(submitButton(canvas, 'Update Property'));
    // A live item's edit waits beside it (docs/review.md#revisions).
    await seeToast('Your changes are waiting for review. Buyers see the live version until then.', 4000);
    await expect(await canvas.findByText('Arrived at /seller')).toBeVisible();
    const [sent] = requestsTo(apiPaths.listing(flatId), 'PUT');
    const parts = sent!.parts!;
    await expect(parts.price).toEqual(['9000000']);
    await expect(parts.title).toEqual([flat.title]);
    // The saved photo kept comes first (the cover), the new one after it.
    await expect(JSON.parse(String(parts.keptPhotos![0]))).toEqual([flat.photos[0]!.url]);
    await expect(stagedNames(JSON.parse(String(parts.uploadedPhotos![0])))).toEqual(['balcony.png']);
    // The live version stays; the edit waits as its revision.
    await expect(storedFlat().reviewState).toBe('approved');
    await expect(storedFlat().revision?.state).toBe('pending_review');
  },
};

export const UpdateFailureKeepsTheForm: Story = {
  parameters: { msw: { handlers: [listings.update.serverError] } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Edit Property' });
    await fillIn(canvas, 'Title', '2 BHK Flat near Forum Mall');
    await userEvent.click(submitButton(canvas, 'Update Property'));
    await seeToast('Failed to update property. Please try again.', 5000);
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('2 BHK Flat near Forum Mall');
    await expect(photoList(canvas)).toHaveAccessibleName('Property Photos: 2 images');
    await expect(canvas.queryByText(/Arrived at/)).not.toBeInTheDocument();
  },
};

export const EditDraftRestored: Story = {
  beforeEach: () => {
    const seller = storeSessionOf('Seller');
    const form = formOfListing(storedFlat());
    form.fields.title = '2 BHK Flat near Forum Mall';
    form.photos.savedUrls = ['/mock-media/villa.jpg'];
    listingDraft.save(listingDraftKey(seller._id, flatId), { ...form, dirty: true });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Draft restored')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('2 BHK Flat near Forum Mall');
    await expect(photoList(canvas)).toHaveAccessibleName('Property Photos: 1 image');
  },
};

export const NotTheOwner: Story = {
  beforeEach: () => {
    storeSessionOf('Agent');
  },
  play: async ({ canvas }) => {
    await seeToast("You don't have permission to edit this property", 4000);
    await expect(await canvas.findByText('Arrived at /agent')).toBeVisible();
    await expect(requestsTo(apiPaths.listing(flatId), 'PUT')).toHaveLength(0);
  },
};

export const LoadFailure: Story = {
  parameters: { msw: { handlers: [listings.get.serverError] } },
  play: async ({ canvas }) => {
    await seeToast('Failed to load property data', 5000);
    await expect(await canvas.findByText('Arrived at /seller')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [listings.get.slow] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading property data' })).toBeVisible();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const title = await canvas.findByRole('textbox', { name: 'Title' });
    await expect(title).toHaveValue(flat.title);
    const update = submitButton(canvas, 'Update Property');
    await expect(update.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
