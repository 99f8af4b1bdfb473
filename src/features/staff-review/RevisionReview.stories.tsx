import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { requestsTo } from '@mocks/db';
import { aListing, aPhoto, aProject } from '@mocks/factories';
import { listings, review } from '@mocks/handlers';
import { storeStaffSession } from '@mocks/session';
import { withListingRateFlag, type Listing, type ReviewQueueItem } from '@/api/contract';
import { atRoutes } from '@/testing/storyFrame';
import { ReviewQueuePage } from './ReviewQueuePage';

// docs/review.md#revisions: the queues hold edits of live items, the published item with its
// revision beside it. The queues answer these items here (the db's handlers know no revisions yet).

/** The live flat: ₹95 Lakh, two photos (the flat, then the villa). */
const liveFlat = aListing({
  _id: 'listing-koramangala',
  photos: [aPhoto('/mock-media/flat.jpg'), aPhoto('/mock-media/villa.jpg')],
});

/**
 * Its owner's edit, sent on 18 Nov and changed again on 20 Nov: a new title and description, ₹1.02 Cr,
 * the villa photo swapped for two others. 19 filled fields stay as they are.
 */
const flatEdit: Listing = {
  ...liveFlat,
  revision: {
    state: 'pending_review',
    submittedAt: '2026-11-18T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    version: {
      ...liveFlat,
      title: '2 BHK Flat in Koramangala, Newly Painted',
      description: 'Freshly painted, east-facing flat close to Forum Mall, with covered parking and 24/7 water.',
      price: 10_200_000,
      photos: [aPhoto('/mock-media/flat.jpg'), aPhoto('/mock-media/office.jpg'), aPhoto('/mock-media/mixed.jpg')],
    },
  },
};

/** A new listing (no live version): shown as it always was, without a comparison. */
const newFlat = aListing({
  _id: 'listing-new',
  title: '3 BHK Flat in HSR Layout',
  reviewState: 'pending_review',
  updatedAt: '2026-11-19T09:00:00.000Z',
});

/** The live Skyline Heights: one 2 BHK at ₹78 Lakh, in Indiranagar. */
const liveHeights = aProject('flat', { _id: 'project-heights', updatedAt: '2026-10-20T09:00:00.000Z' });

/** The builder's edit: the 2 BHK at ₹82 Lakh, a 3 BHK added, the address moved to Domlur. */
const heightsEdit: ReviewQueueItem = {
  ...liveHeights,
  builder: { name: 'Rohan Mehta', email: 'rohan@example.in', username: 'skyline' },
  rateFlag: null,
  revision: {
    state: 'pending_review',
    submittedAt: '2026-11-21T09:00:00.000Z',
    updatedAt: '2026-11-21T09:00:00.000Z',
    version: {
      ...liveHeights,
      expectedPrice: 8_200_000,
      location: { ...liveHeights.location, address: '4 Domlur Layout', area: 'Domlur', pincode: '560071' },
      flatDetails: {
        ...liveHeights.flatDetails!,
        configurations: [
          { ...liveHeights.flatDetails!.configurations[0]!, price: 8_200_000 },
          {
            bhkType: '3BHK',
            bathrooms: 3,
            carpetArea: 1300,
            builtUpArea: 1500,
            superBuiltUpArea: 1700,
            price: 11_500_000,
          },
        ],
      },
    },
  },
};

/** Each queue answers its one item; approve and reject answer as the server does and record the call. */
const queues = (items: { listings?: Listing[]; projects?: ReviewQueueItem[] }) => [
  review.queue.answer(200, items.projects ?? []),
  listings.queue.answer(200, (items.listings ?? []).map(withListingRateFlag)),
];
const decisions = [
  listings.approve.answer(200, liveFlat),
  listings.reject.answer(200, liveFlat),
  review.approve.answer(200, liveHeights),
];

/** docs/routes.md#mobile-layout: the narrowest phone we support. */
const narrowPhone = {
  parameters: {
    viewport: {
      options: { phone320: { name: 'Phone 320', styles: { width: '320px', height: '800px' }, type: 'mobile' } },
    },
  },
  globals: { viewport: { value: 'phone320' } },
};

const meta = {
  title: 'Pages/Staff/Review Queue/Revisions',
  component: ReviewQueuePage,
  decorators: [atRoutes('/staff/review')],
  parameters: {
    layout: 'fullscreen',
    router: { initialEntry: '/staff/review?queue=listings' },
    msw: { handlers: [...queues({ listings: [flatEdit] }), ...decisions] },
  },
  beforeEach: () => void storeStaffSession(),
} satisfies Meta<typeof ReviewQueuePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Toasts and dialogs render outside the story's canvas. */
const screen = () => within(document.body);

/** A comparison table's row, by the field it names, as its cells read: [field, live, edited]. */
const rowOf = (table: HTMLElement, field: string) =>
  Array.from(within(table).getByRole('rowheader', { name: field }).closest('tr')!.querySelectorAll('th, td')).map(
    (cell) => cell.textContent,
  );

export const ListingEdit: Story = {
  play: async ({ canvas }) => {
    const item = within(await canvas.findByRole('article', { name: liveFlat.title }));
    await expect(item.getByText('Edit of a live listing')).toBeVisible();
    await expect(item.getByText(/By Vikram Shah \(Seller\) · Sent 18 Nov 2026 · 2 photos/)).toBeVisible();
    await expect(item.getByText('Last changed 20 Nov 2026')).toBeVisible();
    const changed = item.getByRole('table', { name: 'What changed' });
    await expect(rowOf(changed, 'Title')).toEqual([
      'Title',
      liveFlat.title,
      '2 BHK Flat in Koramangala, Newly Painted',
    ]);
    await expect(rowOf(changed, 'Price')).toEqual(['Price', '₹95.00 Lakh', '₹1.02 Cr']);
    await expect(
      within(changed)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Title', 'Description', 'Price']);
    const added = within(item.getByRole('region', { name: '2 photos added' }));
    await expect(added.getAllByRole('figure').map((f) => f.textContent)).toEqual(['Photo 2', 'Photo 3']);
    const removed = within(item.getByRole('region', { name: '1 photo removed' }));
    await expect(removed.getAllByRole('figure').map((f) => f.textContent)).toEqual(['Photo 2']);
    // The rest is folded until asked for.
    const fold = item.getByRole('button', { name: '19 unchanged fields' });
    await expect(fold).toHaveAttribute('aria-expanded', 'false');
    await expect(item.queryAllByRole('definition')).toHaveLength(0);
    await userEvent.click(fold);
    await expect(fold).toHaveAttribute('aria-expanded', 'true');
    await expect(item.getAllByRole('definition')).toHaveLength(19);
    await expect(item.getByText('Locality').nextElementSibling).toHaveTextContent('Koramangala');
    await expect(item.getByText('Floor').nextElementSibling).toHaveTextContent('4 of 12');
    await expect(item.getByRole('link', { name: 'Open the live listing' })).toHaveAttribute(
      'href',
      `/property-detail/${liveFlat._id}`,
    );
  },
};

/** docs/map.md#the-pin: a moved pin is a change staff compare, and they can look at the new spot. */
const pinnedFlat = aListing({ _id: 'listing-pinned', place: { lat: 12.9352, lng: 77.6245, approximate: false } });
const pinMoved: Listing = {
  ...pinnedFlat,
  revision: {
    state: 'pending_review',
    submittedAt: '2026-11-18T09:00:00.000Z',
    updatedAt: '2026-11-18T09:00:00.000Z',
    version: { ...pinnedFlat, place: { lat: 12.9361, lng: 77.6262, approximate: false } },
  },
};

export const PinMoved: Story = {
  parameters: { msw: { handlers: [...queues({ listings: [pinMoved] }), ...decisions] } },
  play: async ({ canvas }) => {
    const item = within(await canvas.findByRole('article', { name: pinnedFlat.title }));
    await expect(rowOf(item.getByRole('table', { name: 'What changed' }), 'Map pin')).toEqual([
      'Map pin',
      '12.935200° N, 77.624500° E',
      '12.936100° N, 77.626200° E',
    ]);
    await expect(item.getByText(/^Map pin: 12.936100° N, 77.626200° E/)).toBeVisible();
    await expect(item.getByRole('link', { name: 'See it on OpenStreetMap (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=12.9361&mlon=77.6262#map=17/12.9361/77.6262',
    );
  },
};

export const ApproveListingEdit: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Approve ${liveFlat.title}` }));
    await expect(await screen().findByText(`Changes to ${liveFlat.title} are live`)).toBeVisible();
    await expect(requestsTo(`/api/staff/listings/${liveFlat._id}/approve`, 'POST')).toHaveLength(1);
    await waitFor(() => expect(canvas.queryByRole('article', { name: liveFlat.title })).not.toBeInTheDocument());
  },
};

export const RejectListingEdit: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Reject ${liveFlat.title}` }));
    const dialog = within(await screen().findByRole('dialog', { name: `Reject the changes to ${liveFlat.title}?` }));
    await expect(dialog.getByText(/The live listing stays as it is: buyers keep seeing it/)).toBeVisible();
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Reason for the poster/ }),
      'The new photos show another flat.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Reject changes' }));
    await expect(await screen().findByText(`Changes to ${liveFlat.title} were sent back to the poster`)).toBeVisible();
    const [sent] = requestsTo(`/api/staff/listings/${liveFlat._id}/reject`, 'POST');
    await expect(sent?.body).toEqual({ reason: 'The new photos show another flat.' });
  },
};

/** docs/review.md#status-said-once: the flat was sold since its owner sent the edit; approving it never says live. */
const soldFlatEdit: Listing = { ...flatEdit, status: 'sold' };

export const EditOfASoldListing: Story = {
  parameters: { msw: { handlers: [...queues({ listings: [soldFlatEdit] }), ...decisions] } },
  play: async ({ canvas }) => {
    const item = within(await canvas.findByRole('article', { name: liveFlat.title }));
    await expect(item.getByText('Edit of a sold listing')).toBeVisible();
    await expect(item.getByRole('link', { name: 'Open the published listing' })).toBeVisible();
    await userEvent.click(item.getByRole('button', { name: `Approve ${liveFlat.title}` }));
    await expect(
      await screen().findByText(
        `Changes to ${liveFlat.title} are approved. Sold: out of search, marked sold by its owner.`,
      ),
    ).toBeVisible();
    await expect(screen().queryByText(/is live|are live/)).not.toBeInTheDocument();
  },
};

export const ProjectEdit: Story = {
  parameters: {
    router: { initialEntry: '/staff/review' },
    msw: { handlers: [...queues({ projects: [heightsEdit] }), ...decisions] },
  },
  play: async ({ canvas }) => {
    const item = within(await canvas.findByRole('article', { name: liveHeights.projectName }));
    await expect(item.getByText('Edit of a live project')).toBeVisible();
    await expect(item.getByText(/Sent 21 Nov 2026 · 2 photos/)).toBeVisible();
    await expect(item.queryByText(/Last changed/)).not.toBeInTheDocument();
    const changed = item.getByRole('table', { name: 'What changed' });
    await expect(rowOf(changed, 'Starting price')).toEqual(['Starting price', '₹78.00 Lakh', '₹82.00 Lakh']);
    await expect(rowOf(changed, 'Locality')).toEqual(['Locality', 'Indiranagar', 'Domlur']);
    await expect(rowOf(changed, 'Address')).toEqual(['Address', '12 Old Airport Road', '4 Domlur Layout']);
    const configurations = item.getByRole('table', { name: 'Configurations' });
    await expect(rowOf(configurations, '2 BHK Changed')).toEqual([
      '2 BHK Changed',
      '2 bath · carpet 950 sq.ft · built-up 1,100 sq.ft · ₹78.00 Lakh',
      '2 bath · carpet 950 sq.ft · built-up 1,100 sq.ft · ₹82.00 Lakh',
    ]);
    await expect(rowOf(configurations, '3 BHK Added')).toEqual([
      '3 BHK Added',
      '–',
      '3 bath · carpet 1,300 sq.ft · built-up 1,500 sq.ft · ₹1.15 Cr',
    ]);
    await expect(item.queryByRole('region', { name: /photos? (added|removed)/ })).not.toBeInTheDocument();
    await userEvent.click(item.getByRole('button', { name: /unchanged fields/ }));
    await expect(item.getByText('Project name').nextElementSibling).toHaveTextContent(liveHeights.projectName);
  },
};

export const ApproveProjectEdit: Story = {
  parameters: ProjectEdit.parameters,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Approve ${liveHeights.projectName}` }));
    await expect(await screen().findByText(`Changes to ${liveHeights.projectName} are live`)).toBeVisible();
    await expect(requestsTo(`/api/staff/projects/${liveHeights._id}/approve`, 'POST')).toHaveLength(1);
  },
};

/** A new listing reads as it always has: no mark, no comparison, its description. */
export const NewListing: Story = {
  parameters: { msw: { handlers: [...queues({ listings: [newFlat] }), ...decisions] } },
  play: async ({ canvas }) => {
    const item = within(await canvas.findByRole('article', { name: newFlat.title }));
    await expect(item.getByText(/Sent 19 Nov 2026/)).toBeVisible();
    await expect(item.getByText(newFlat.description)).toBeVisible();
    await expect(item.queryByText(/Edit of a live/)).not.toBeInTheDocument();
    await expect(item.queryByRole('table')).not.toBeInTheDocument();
    await expect(item.queryByRole('button', { name: /unchanged/ })).not.toBeInTheDocument();
  },
};

/** Nothing reaches past a 320 px screen: the page scrolls down, never sideways. */
const fitsTheScreen = async () =>
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);

export const ListingEditOnAPhone: Story = {
  ...narrowPhone,
  play: async (context) => {
    await ListingEdit.play!(context);
    await fitsTheScreen();
  },
};

export const ProjectEditOnAPhone: Story = {
  ...narrowPhone,
  parameters: { ...ProjectEdit.parameters, ...narrowPhone.parameters },
  play: async (context) => {
    await ProjectEdit.play!(context);
    await fitsTheScreen();
  },
};

export const NewListingOnAPhone: Story = {
  ...narrowPhone,
  parameters: { ...NewListing.parameters, ...narrowPhone.parameters },
  play: async (context) => {
    await NewListing.play!(context);
    await fitsTheScreen();
  },
};
