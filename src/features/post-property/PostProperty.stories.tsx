import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiPaths } from '@/api/contract';
import { db, requestsTo } from '@mocks/db';
import { stagedNames } from '@mocks/handlers/photoUploads';
import { aListing } from '@mocks/factories';
import {
  choosePhotos,
  fillIn,
  fileInputOf,
  pick,
  pngFile,
  seeToast,
  selectButton,
  type Canvas,
  seeRateQuestion,
} from '@/testing/formSteps';
import { listings } from '@mocks/handlers';
import { storeSessionOf } from '@mocks/session';
import { atRoutes } from '@/testing/storyFrame';
import { listingDraft, listingDraftKey } from './draft';
import { formOfListing, newListingForm } from './listingForm';
import { fillFlat, submitAndSee, submitButton } from '@/testing/listingSteps';
import { PostPropertyPage } from './PostPropertyPage';
import { nudged } from '@/features/pin-picker';

const meta = {
  title: 'Pages/Listings/Post Property',
  component: PostPropertyPage,
  decorators: [atRoutes('/post_property')],
  args: { now: new Date('2026-10-20T10:00:00.000Z') },
  parameters: { layout: 'fullscreen', router: { initialEntry: '/post_property' } },
  beforeEach: () => {
    storeSessionOf('Seller');
  },
} satisfies Meta<typeof PostPropertyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const sellerDraftKey = () => listingDraftKey(storeSessionOf('Seller')._id);
/**
 * A Seller who filled everything but the photos before a reload: the draft brings the fields back,
 * the photo is chosen again. Quicker than filling the whole form for stories about what happens next.
 */
const filledDraft =
  (role: 'Seller' | 'Agent' = 'Seller') =>
  () => {
    const { fields } = formOfListing(aListing());
    listingDraft.save(listingDraftKey(storeSessionOf(role)._id), { ...newListingForm(), fields, dirty: true });
  };
async function addPhotoToDraft(canvas: Canvas) {
  await canvas.findByText('Draft restored');
  await choosePhotos(canvas, 'Property Photos', [pngFile('living-room.png')]);
}

export const EmptyForm: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Post Property' })).toBeVisible();
    for (const section of ['Basics', 'Details', 'Amenities', 'Location', 'Photos', 'Description'])
      await expect(canvas.getByRole('region', { name: section })).toBeVisible();
    await expect(canvas.getByText('Choose the property type above to see the details it needs.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /BHK$/ })).not.toBeInTheDocument();
    // City waits for a state.
    await expect(selectButton(canvas, 'City')).toBeDisabled();
    await expect(canvas.getByText('Choose a state first')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Pincode' })).toHaveAttribute('inputmode', 'numeric');
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toBeRequired();
  },
};

export const PostsAFlat: Story = {
  play: async ({ canvas }) => {
    await fillFlat(canvas);
    await expect(canvas.getByText('₹95.00 Lakh')).toBeVisible();
    await userEvent.click(submitButton(canvas));
    await seeToast('Property posted successfully', 4000);
    await expect(await canvas.findByText('Arrived at /seller')).toBeVisible();
    const [sent] = requestsTo(apiPaths.listings, 'POST');
    const parts = sent!.parts!;
    await expect(sent!.authorization).toMatch(/^Bearer /);
    await expect(parts.purpose).toEqual(['sale']);
    await expect(parts.propertyType).toEqual(['flat']);
    await expect(parts.title).toEqual(['2 BHK Flat in Koramangala']);
    await expect(parts.bhk).toEqual(['2']);
    await expect(parts.bathrooms).toEqual(['2']);
    await expect(parts.builtUpArea).toEqual(['1150']);
    await expect(parts.carpetArea).toEqual(['980']);
    await expect(parts.plotArea).toBeUndefined();
    await expect(parts.price).toEqual(['9500000']);
    await expect(parts.furnishing).toEqual(['semi-furnished']);
    await expect(parts.floor).toEqual(['4']);
    await expect(parts.totalFloors).toEqual(['12']);
    await expect(parts.facing).toEqual(['east']);
    await expect(parts.availability).toEqual(['ready to move']);
    await expect(parts.ageYears).toEqual(['5']);
    await expect(parts.possessionBy).toBeUndefined();
    await expect(JSON.parse(String(parts.amenities![0]))).toEqual(['lift', 'parking']);
    await expect(JSON.parse(String(parts.location![0]))).toEqual({
      state: 'Karnataka',
      city: 'Bengaluru',
      locality: 'Koramangala',
      pincode: '560095',
      landmark: 'Near Forum Mall',
    });
    // docs/listings.md#contact-details: how buyers reach the poster is not the listing's to choose.
    await expect(parts.contactPreference).toBeUndefined();
    await expect(parts.keptPhotos).toBeUndefined();
    // docs/api.md#photo-uploads: each photo went up on its own, made again as a WebP (its metadata
    // left behind); the save names them by their keys, in the order chosen: the first is the cover.
    await expect(parts.photos).toBeUndefined();
    await expect(stagedNames(JSON.parse(String(parts.uploadedPhotos![0])))).toEqual(['living-room.png', 'kitchen.png']);
    await expect([...db.stagedPhotos.values()].map((photo) => photo.type)).toEqual(['image/webp', 'image/webp']);
    // Posted: the draft has done its work.
    await expect(localStorage.getItem(sellerDraftKey())).toBeNull();
  },
};

/** docs/map.md#the-pin: the pin moved with the keyboard is what the listing sends as its place. */
export const SendsThePin: Story = {
  play: async ({ canvas }) => {
    await fillFlat(canvas);
    const centre = await canvas.findByText(/^Pincode centre /);
    await expect(centre).toHaveTextContent('Pincode centre 12.935200° N, 77.624500° E');
    await userEvent.click(canvas.getByRole('button', { name: 'Move the pin east' }));
    await userEvent.click(submitButton(canvas));
    await seeToast('Property posted successfully', 4000);
    const [sent] = requestsTo(apiPaths.listings, 'POST');
    await expect(JSON.parse(String(sent!.parts!.place![0]))).toEqual(nudged({ lat: 12.9352, lng: 77.6245 }, 'east'));
  },
};

export const AgentGoesToTheAgentDashboard: Story = {
  beforeEach: filledDraft('Agent'),
  play: async ({ canvas }) => {
    await addPhotoToDraft(canvas);
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText('Arrived at /agent')).toBeVisible();
    await expect(requestsTo(apiPaths.listings, 'POST')[0]?.parts?.title).toEqual(['2 BHK Flat in Koramangala']);
  },
};

/** Every message of an empty form shows beside its field, and focus goes to the first. */
export const EmptySubmit: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(submitButton(canvas));
    const messages: Array<[string, string]> = [
      ['Listing For', 'Please select sale or rent'],
      ['Property Type', 'Please select property type'],
      ['Title', 'Please enter a title'],
      ['Price (₹)', 'Please enter valid price'],
      ['State', 'Please select state'],
      ['City', 'Please select city'],
      ['Locality', 'Please enter locality'],
      ['Pincode', 'Please enter pincode'],
      ['Description', 'Please enter a description'],
    ];
    for (const [, message] of messages) await expect(await canvas.findByText(message)).toBeVisible();
    await expect(canvas.getByText('Please add at least one photo')).toBeVisible();
    await expect(selectButton(canvas, 'Listing For')).toHaveFocus();
    await expect(requestsTo(apiPaths.listings, 'POST')).toHaveLength(0);
    // Put right, a message goes away at once.
    await pick(canvas, 'Listing For', 'For Rent');
    await expect(canvas.queryByText('Please select sale or rent')).not.toBeInTheDocument();
    await expect(canvas.getByText('Please enter valid monthly rent')).toBeVisible();
  },
};

/** The messages of a home's details, one submit each, focus on the first wrong field. */
export const FlatDetailsMessages: Story = {
  play: async ({ canvas }) => {
    await pick(canvas, 'Property Type', 'Flat');
    await userEvent.click(submitButton(canvas));
    for (const message of [
      'Please select BHK',
      'Please enter valid number of bathrooms',
      'Please enter valid built-up area',
      'Please enter valid carpet area',
      'Please select furnishing',
      'Please enter valid floor',
      'Please enter valid number of floors',
      'Please select availability',
    ])
      await expect(await canvas.findByText(message)).toBeVisible();
    await fillIn(canvas, 'Bathrooms', '21');
    await fillIn(canvas, 'Built-up Area (sq ft)', '900');
    await fillIn(canvas, 'Carpet Area (sq ft)', '1000');
    await fillIn(canvas, 'Total Floors', '10');
    await fillIn(canvas, 'Floor', '11');
    await submitAndSee(canvas, 'Carpet area cannot be more than built-up area');
    await expect(canvas.getByText('Please enter valid number of bathrooms')).toBeVisible();
    await expect(canvas.getByText('Floor cannot be above the total floors')).toBeVisible();
    await fillIn(canvas, 'Carpet Area (sq ft)', '0');
    await submitAndSee(canvas, 'Please enter valid carpet area');
    await pick(canvas, 'Availability', 'Ready to Move');
    await submitAndSee(canvas, 'Please enter the age of the property in years');
    await pick(canvas, 'Availability', 'Under Construction');
    await submitAndSee(canvas, 'Please enter the possession month');
    await pick(canvas, 'Possession By', 'June 2027');
    await expect(canvas.queryByText('Please enter the possession month')).not.toBeInTheDocument();
  },
};

/** docs/listings.md#carpet-first: a home needs its carpet area; the super built-up area is optional, not below the built-up. */
export const CarpetAndSuperBuiltUpMessages: Story = {
  play: async ({ canvas }) => {
    await pick(canvas, 'Property Type', 'Independent House');
    await expect(canvas.getByRole('textbox', { name: 'Carpet Area (sq ft)' })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Super Built-up Area (sq ft)' })).not.toBeRequired();
    await fillIn(canvas, 'Built-up Area (sq ft)', '2000');
    await submitAndSee(canvas, 'Please enter valid carpet area');
    await fillIn(canvas, 'Carpet Area (sq ft)', '1700');
    await fillIn(canvas, 'Super Built-up Area (sq ft)', '1900');
    await submitAndSee(canvas, 'Super built-up area cannot be less than built-up area');
    await expect(canvas.queryByText('Please enter valid carpet area')).not.toBeInTheDocument();
    // A shop may leave its carpet area out.
    await pick(canvas, 'Property Type', 'Shop');
    await expect(canvas.getByRole('textbox', { name: 'Carpet Area (sq ft)' })).not.toBeRequired();
  },
};

export const PlotAndTextMessages: Story = {
  play: async ({ canvas }) => {
    await pick(canvas, 'Listing For', 'For Sale');
    await pick(canvas, 'Property Type', 'Plot');
    await fillIn(canvas, 'Title', 'x'.repeat(101));
    await fillIn(canvas, 'Pincode', '56009');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Description' }));
    await userEvent.paste('y'.repeat(4001));
    await submitAndSee(canvas, 'Please enter valid plot area');
    await expect(canvas.getByText('Please keep the title under 100 characters')).toBeVisible();
    await expect(canvas.getByText('Please keep the description under 4000 characters')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid 6-digit pincode')).toBeVisible();
    // The title is the first wrong field on screen.
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveFocus();
  },
};

/** docs/listings.md#listing-bounds: a slip that passes the spec's rules is still told, beside its field, before anything is sent. */
export const ImplausibleValues: Story = {
  play: async ({ canvas }) => {
    await fillFlat(canvas);
    await fillIn(canvas, 'Price (₹)', '1');
    await fillIn(canvas, 'Description', 'Nice.');
    await pick(canvas, 'State', 'Maharashtra');
    await pick(canvas, 'City', 'Mumbai');
    await fillIn(canvas, 'Pincode', '110001');
    await submitAndSee(canvas, 'A price under ₹1 Lakh is not plausible: please check it');
    await expect(canvas.getByText('Please describe the property in at least 20 characters')).toBeVisible();
    await expect(canvas.getByText('This pincode is not in Maharashtra: please check it')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Pincode' })).toHaveValue('110001');
    await expect(requestsTo(apiPaths.listings, 'POST')).toHaveLength(0);
  },
};

/** docs/formatting.md#pincode-state: a Delhi pincode for a Mumbai flat is told beside the pincode, on a phone too. */
export const PincodeOfAnotherStateOnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  beforeEach: () => {
    const { fields } = formOfListing(aListing());
    fields.location = {
      ...fields.location,
      state: 'Maharashtra',
      city: 'Mumbai',
      locality: 'Bandra West',
      pincode: '110001',
    };
    listingDraft.save(sellerDraftKey(), { ...newListingForm(), fields, dirty: true });
  },
  play: async ({ canvas }) => {
    await addPhotoToDraft(canvas);
    await submitAndSee(canvas, 'This pincode is not in Maharashtra: please check it');
    const pincode = canvas.getByRole('textbox', { name: 'Pincode' });
    await expect(pincode).toHaveValue('110001');
    await expect(pincode).toHaveAccessibleDescription(/This pincode is not in Maharashtra: please check it/);
    await expect(pincode).toHaveFocus();
    await expect(requestsTo(apiPaths.listings, 'POST')).toHaveLength(0);
  },
};

/** An office of 2,500 sq.ft in Baner, Pune, at ₹1.5 Lakh: ₹60 a sq.ft, far below what Pune's offices ask. */
const unusualPriceDraft = () => {
  const { fields } = formOfListing(
    aListing({
      propertyType: 'office',
      title: 'Office Space in Baner',
      bhk: null,
      bathrooms: 2,
      builtUpArea: 2500,
      carpetArea: 2100,
      superBuiltUpArea: null,
      price: 150_000,
      location: { state: 'Maharashtra', city: 'Pune', locality: 'Baner', pincode: '411045', address: '', landmark: '' },
    }),
  );
  listingDraft.save(sellerDraftKey(), { ...newListingForm(), fields, dirty: true });
};
/** docs/listings.md#plausible-rates: a price far from the city's usual rate is asked about before anything is sent. */
export const UnusualPriceAsked: Story = {
  beforeEach: unusualPriceDraft,
  play: async ({ canvas }) => {
    await addPhotoToDraft(canvas);
    await userEvent.click(submitButton(canvas));
    const question = await seeRateQuestion('₹1.50 Lakh');
    await expect(question).toHaveTextContent(
      '₹1.50 Lakh for 2,500 sq.ft is ₹60 a sq.ft, while offices in Pune usually ask ₹1,700 to ₹72,000 a sq.ft. Check for a missing or extra zero.',
    );
    await expect(within(question).getByRole('button', { name: 'Yes, send it' })).toBeVisible();
    await expect(requestsTo(apiPaths.listings, 'POST')).toHaveLength(0);
  },
};

export const UnusualPriceAskedOnAPhone: Story = { ...UnusualPriceAsked, globals: { viewport: { value: 'phone' } } };

/** 'Change the price' goes back to it with nothing sent; 'Yes, send it' sends the price as it is. */
export const UnusualPriceConfirmed: Story = {
  beforeEach: unusualPriceDraft,
  play: async ({ canvas }) => {
    await addPhotoToDraft(canvas);
    await userEvent.click(submitButton(canvas));
    await userEvent.click(
      within(await seeRateQuestion('₹1.50 Lakh')).getByRole('button', { name: 'Change the price' }),
    );
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Price (₹)' })).toHaveFocus());
    await expect(requestsTo(apiPaths.listings, 'POST')).toHaveLength(0);
    await userEvent.click(submitButton(canvas));
    await userEvent.click(within(await seeRateQuestion('₹1.50 Lakh')).getByRole('button', { name: 'Yes, send it' }));
    await seeToast('Property posted successfully', 4000);
    const [sent] = requestsTo(apiPaths.listings, 'POST');
    await expect(sent!.parts!.price).toEqual(['150000']);
    await expect(sent!.parts!.propertyType).toEqual(['office']);
    await expect(await canvas.findByText('Arrived at /seller')).toBeVisible();
  },
};

export const DetailsFollowTheType: Story = {
  play: async ({ canvas }) => {
    await pick(canvas, 'Property Type', 'Plot');
    await expect(canvas.getByRole('textbox', { name: 'Plot Area (sq ft)' })).toBeVisible();
    for (const hidden of ['Bathrooms', 'Built-up Area (sq ft)', 'Floor', 'Total Floors'])
      await expect(canvas.queryByRole('textbox', { name: hidden })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /BHK$/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Availability$/ })).not.toBeInTheDocument();
    await pick(canvas, 'Property Type', 'Shop');
    await expect(canvas.queryByRole('button', { name: /BHK$/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Floor' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Bathrooms' })).not.toBeRequired();
    await pick(canvas, 'Property Type', 'Villa');
    await expect(selectButton(canvas, 'BHK')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Floor' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Bathrooms' })).toBeRequired();
  },
};

export const PriceReadsInLakhAndCrore: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In rupees')).toBeVisible();
    await fillIn(canvas, 'Price (₹)', '12500000');
    await expect(canvas.getByText('₹1.25 Cr')).toBeVisible();
    await fillIn(canvas, 'Price (₹)', '4500000');
    await expect(canvas.getByText('₹45.00 Lakh')).toBeVisible();
    await pick(canvas, 'Listing For', 'For Rent');
    await fillIn(canvas, 'Monthly Rent (₹)', '35000');
    await expect(canvas.getByText('₹35,000 per month')).toBeVisible();
  },
};

export const StateThenCity: Story = {
  play: async ({ canvas }) => {
    await pick(canvas, 'State', 'Karnataka');
    await pick(canvas, 'City', 'Bengaluru');
    await expect(selectButton(canvas, 'City')).toHaveTextContent('Bengaluru');
    // Another state asks for the city again, from its own list.
    await pick(canvas, 'State', 'Maharashtra');
    await expect(selectButton(canvas, 'City')).not.toHaveTextContent('Bengaluru');
    await userEvent.click(selectButton(canvas, 'City'));
    const list = await within(document.body).findByRole('listbox');
    await expect(within(list).getByRole('option', { name: 'Pune' })).toBeVisible();
    await expect(within(list).queryByRole('option', { name: 'Bengaluru' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument());
    // A state without a city list takes the city as text.
    await pick(canvas, 'State', 'Kerala');
    await fillIn(canvas, 'City', 'Kochi');
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveValue('Kochi');
  },
};

export const PincodeTakesDigitsOnly: Story = {
  play: async ({ canvas }) => {
    const pincode = canvas.getByRole('textbox', { name: 'Pincode' });
    await userEvent.type(pincode, 'ab56-00951234');
    await expect(pincode).toHaveValue('560095');
  },
};

export const PhotosCoverFirstAndRemove: Story = {
  play: async ({ canvas }) => {
    await choosePhotos(canvas, 'Property Photos', [pngFile('front.png'), pngFile('hall.png')]);
    await expect(
      canvas.getByText('The first photo is the cover. Each photo uploads as soon as you choose it.'),
    ).toBeVisible();
    await expect(canvas.getByText(/Up to 20 photos\.$/)).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Property Photos: 2 images' });
    const removeButtons = () =>
      within(canvas.getByRole('list', { name: /^Property Photos/ }))
        .getAllByRole('button')
        .filter((button) => button.getAttribute('aria-label')?.startsWith('Remove'));
    await expect(removeButtons().map((b) => b.getAttribute('aria-label'))).toEqual([
      'Remove front.png',
      'Remove hall.png',
    ]);
    await userEvent.click(within(list).getByRole('button', { name: 'Remove front.png' }));
    await expect(canvas.getByRole('list', { name: 'Property Photos: 1 image' })).toBeVisible();
    await expect(removeButtons().map((b) => b.getAttribute('aria-label'))).toEqual(['Remove hall.png']);
    // Checked by its bytes: a PDF shows its reason in its own place.
    await userEvent.upload(
      fileInputOf(canvas, 'Property Photos'),
      new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' }),
      { applyAccept: false },
    );
    await expect(await canvas.findByText('This file must be a JPEG, PNG or WebP image')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Property Photos: 1 image' })).toHaveTextContent('plan.pdf');
  },
};

const failedPost = (handler: unknown, description: RegExp): Story => ({
  parameters: { msw: { handlers: [handler] } },
  beforeEach: filledDraft(),
  play: async ({ canvas }) => {
    await addPhotoToDraft(canvas);
    await userEvent.click(submitButton(canvas));
    await seeToast('Failed to post property. Please try again.', 5000);
    await expect(within(document.body).getByText(description)).toBeVisible();
    // Everything stays: the fields, the photos, and the draft.
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('2 BHK Flat in Koramangala');
    await expect(canvas.getByRole('list', { name: 'Property Photos: 1 image' })).toBeVisible();
    await expect(JSON.parse(localStorage.getItem(sellerDraftKey()) ?? '{}').fields.title).toBe(
      '2 BHK Flat in Koramangala',
    );
    await expect(submitButton(canvas)).toBeEnabled();
  },
});

export const ServerError = failedPost(listings.create.serverError, /Internal server error/);
export const NoConnection = failedPost(listings.create.networkError, /No response from server/);
export const RefusedByTheServer = failedPost(
  listings.create.answer(400, { message: 'Please enter a valid 6-digit pincode' }),
  /Please enter a valid 6-digit pincode/,
);

/** While the listing is on its way the button says so; a second press sends nothing more. */
export const Posting: Story = {
  parameters: { msw: { handlers: [listings.create.delayed(800)] } },
  beforeEach: filledDraft(),
  play: async ({ canvas }) => {
    await addPhotoToDraft(canvas);
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(submitButton(canvas)).toHaveAttribute('data-pending', 'true'));
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText('Arrived at /seller')).toBeVisible();
    await expect(requestsTo(apiPaths.listings, 'POST')).toHaveLength(1);
  },
};

export const DraftKeptAsYouType: Story = {
  play: async ({ canvas }) => {
    await fillIn(canvas, 'Title', 'Sea-facing 3 BHK');
    await pick(canvas, 'State', 'Maharashtra');
    const draft = JSON.parse(localStorage.getItem(sellerDraftKey()) ?? '{}');
    await expect(draft.fields.title).toBe('Sea-facing 3 BHK');
    await expect(draft.fields.location.state).toBe('Maharashtra');
  },
};

export const DraftRestoredAfterReload: Story = {
  beforeEach: () => {
    const form = newListingForm();
    form.fields.title = 'Sea-facing 3 BHK';
    form.fields.propertyType = 'flat';
    form.fields.location.state = 'Maharashtra';
    form.photos.files = [pngFile('balcony.png')];
    listingDraft.save(sellerDraftKey(), { ...form, dirty: true });
  },
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('status');
    await expect(banner).toHaveTextContent('Draft restored');
    await expect(banner).toHaveTextContent('Please choose balcony.png again in the Photos section.');
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('Sea-facing 3 BHK');
    await expect(selectButton(canvas, 'Property Type')).toHaveTextContent('Flat');
    await expect(selectButton(canvas, 'State')).toHaveTextContent('Maharashtra');
    await userEvent.click(canvas.getByRole('button', { name: 'Start over' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue(''));
    await expect(canvas.queryByText('Draft restored')).not.toBeInTheDocument();
    await expect(localStorage.getItem(sellerDraftKey())).toBeNull();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const purpose = selectButton(canvas, 'Listing For').getBoundingClientRect();
    const type = selectButton(canvas, 'Property Type').getBoundingClientRect();
    // One column on a phone.
    await expect(type.top).toBeGreaterThan(purpose.bottom);
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText('Please select sale or rent')).toBeVisible();
    // The message belongs to its field: a screen reader hears it with the field.
    await expect(selectButton(canvas, 'Listing For')).toHaveAccessibleDescription(/Please select sale or rent/);
  },
};
