import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { db, requestsTo } from '@mocks/db';
import { withRevision } from '@mocks/factories';
import { builderProjects } from '@mocks/handlers';
import { storeSessionOf } from '@mocks/session';
import { apiPaths, emptyProjectFields, type BuilderProfile, type BuilderProject } from '@/api/contract';
import { revisionTexts } from '@/entities/revision';
import { formatArea } from '@/lib/area';
import { formatPrice, formatPriceRange } from '@/lib/price';
import { narrowPhone } from '@/testing/narrowPhone';
import { shareCopiesTheLink, stubNavigator } from '@/testing/shareStub';
import { atRoutes } from '@/testing/storyFrame';
import { ProjectPage } from './ProjectPage';

// The mock db's projects, in order: villa, flat, shops, office, mixed use (ids are deterministic).
const ids = { villa: 'project-0006', flat: 'project-0007', shops: 'project-0008', mixed: 'project-0010' };
const at = (id: string) => ({ router: { initialEntry: `/builder-property-detail/${id}` } });

/** The builder behind every project: the page links to their portfolio by username. */
const skyline = { companyName: 'Skyline Developers', username: 'skyline-developers' } satisfies Partial<BuilderProfile>;

/** The completed villa project the stories open: what Villa reads back on the page. */
const palmVillas = {
  projectName: 'Skyline Palm Villas',
  projectStatus: 'completed',
  completionTimeline: undefined,
  villaDetails: {
    ...emptyProjectFields().villaDetails,
    totalVillas: 24,
    totalFloors: 2,
    configurations: [
      { bhkType: '3BHK', bathrooms: 3, area: 2400, price: 12_500_000 },
      { bhkType: '4BHK', bathrooms: 4, area: 3200, price: 18_000_000 },
    ],
    // Listed on the page by label, in alphabetical order.
    basicAmenities: { security: true, parking: true, powerBackup: true, liftElevator: false },
    luxuryAmenities: { privateGarden: true, swimmingPool: true, clubHouse: false, homeTheater: false },
  },
  location: {
    address: '12 Old Airport Road',
    state: 'Karnataka',
    city: 'Bengaluru',
    area: 'Indiranagar',
    pincode: '560038',
    landmark: 'Near the metro station',
  },
} satisfies Partial<BuilderProject>;

const twoBhkFlat = {
  bhkType: '2BHK',
  bathrooms: 2,
  carpetArea: 950,
  builtUpArea: 1100,
  superBuiltUpArea: 1250,
  price: 7_800_000,
};

/** The flat project under construction, due within a year. */
const heights = {
  projectName: 'Skyline Heights',
  projectStatus: 'under construction',
  completionTimeline: '1 year',
  flatDetails: {
    ...emptyProjectFields().flatDetails,
    totalApartments: 120,
    totalFloors: 15,
    flatsPerFloor: 8,
    configurations: [twoBhkFlat],
    basicAmenities: { security: true, parking: true, powerBackup: true, liftElevator: true },
    luxuryAmenities: { garden: true, swimmingPool: true, clubHouse: true, homeTheater: false },
  },
} satisfies Partial<BuilderProject>;

const groundFloorShop = { type: 'Ground-floor shop', area: 400, price: 3_500_000 };
const officeFloor = { type: 'Office floor', area: 1000, price: 9_000_000 };

/** The mixed-use project: one shop type, one office type, three commercial amenities. */
const central = {
  projectName: 'Skyline Central',
  mixedUseDetails: {
    totalFloors: 8,
    shopTypes: [groundFloorShop],
    officeTypes: [officeFloor],
    commercialAmenities: { reception: true, parking: true, securitySystem: true, conferenceRoom: false },
  },
} satisfies Partial<BuilderProject>;

const meta = {
  title: 'Pages/Builder/Project',
  component: ProjectPage,
  decorators: [atRoutes('/builder-property-detail/:id')],
  parameters: { layout: 'fullscreen', ...at(ids.villa) },
  beforeEach: () => {
    Object.assign(db.builders[0]!, skyline);
    Object.assign(db.projects[0]!, palmVillas);
    Object.assign(db.projects[1]!, heights);
    Object.assign(db.projects[4]!, central);
  },
} satisfies Meta<typeof ProjectPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole('region', { name })).getByRole('table');
const rowsOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
const unitRow = ({ type, area, price }: { type: string; area: number; price: number }) => [
  type,
  formatArea(area),
  formatPrice(price),
];

export const Villa: Story = {
  play: async ({ canvas }) => {
    const { villaDetails, location } = palmVillas;
    await expect(await canvas.findByRole('heading', { level: 1, name: palmVillas.projectName })).toBeVisible();
    await expect(canvas.getByText('Completed', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByText('Residential Villa', { selector: 'span' })).toBeVisible();
    // Lowest to highest configuration price: ₹1.25 Cr - ₹1.80 Cr.
    await expect(canvas.getByText(formatPriceRange(villaDetails.configurations.map((c) => c.price)))).toBeVisible();
    await expect(rowsOf(table(canvas, 'Villa configurations'))).toEqual([
      ['Configuration', 'Bathrooms', 'Area', 'Price'],
      // docs/formatting.md#bhk: the stored 3BHK and 4BHK read with a space.
      ...villaDetails.configurations.map((c, i) => [
        ['3 BHK', '4 BHK'][i],
        String(c.bathrooms),
        formatArea(c.area),
        formatPrice(c.price),
      ]),
    ]);
    const facts = within(canvas.getByRole('region', { name: 'Key facts' }));
    await expect(facts.getByRole('definition', { name: 'Total villas' })).toHaveTextContent(
      String(villaDetails.totalVillas),
    );
    // A completed project has no completion timeline.
    await expect(facts.queryByText('Expected completion')).not.toBeInTheDocument();
    const amenities = within(canvas.getByRole('region', { name: 'Amenities' }));
    await expect(amenities.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '24/7 Security',
      'Parking',
      'Power Backup',
      'Private Garden',
      'Swimming Pool',
    ]);
    const { address, area, city, state, pincode } = location;
    await expect(
      canvas.getByText(`${address}, ${area}, ${city}, ${state}, ${pincode}`, { exact: false }),
    ).toBeVisible();
    await expect(canvas.getByText(`Landmark: ${location.landmark}`)).toBeVisible();
    // docs/localities.md#locality-links: the project's area is its locality, a page of its own.
    await expect(canvas.getByRole('link', { name: `Asking prices and listings in ${area}, ${city}` })).toHaveAttribute(
      'href',
      `/locality/${city}/${area}`,
    );
    await expect(canvas.getByRole('link', { name: `View all projects by ${skyline.companyName}` })).toHaveAttribute(
      'href',
      `/builder/${skyline.username}`,
    );
    await expect(canvas.getByRole('img', { name: `Floor plan 1 of ${palmVillas.projectName}` })).toBeVisible();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const FlatWithTimeline: Story = {
  parameters: at(ids.flat),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: heights.projectName })).toBeVisible();
    await expect(rowsOf(table(canvas, 'Flat configurations'))[1]).toEqual([
      '2 BHK',
      String(twoBhkFlat.bathrooms),
      formatArea(twoBhkFlat.carpetArea),
      formatArea(twoBhkFlat.builtUpArea),
      formatArea(twoBhkFlat.superBuiltUpArea),
      formatPrice(twoBhkFlat.price),
      // docs/listings.md#carpet-first: ₹78 Lakh over 950 sq.ft of carpet, loaded 32 % to 1,250.
      '₹8,211',
      '32 %',
    ]);
    await expect(canvas.queryByText(/most homes add 20 to 35 %/)).not.toBeInTheDocument();
    const facts = within(canvas.getByRole('region', { name: 'Key facts' }));
    // completionTimeline '1 year', as the page words it.
    await expect(facts.getByRole('definition', { name: 'Expected completion' })).toHaveTextContent('Within 1 Year');
    await expect(facts.getByRole('definition', { name: 'Flats per floor' })).toHaveTextContent(
      String(heights.flatDetails.flatsPerFloor),
    );
  },
};

/** A configuration whose super built-up area is 38 % above its carpet: pointed out in the table and explained. */
export const FlatWithHighLoading: Story = {
  parameters: at(ids.flat),
  beforeEach: () => {
    const threeBhk = { bhkType: '3BHK', bathrooms: 3, carpetArea: 1000, builtUpArea: 1150, superBuiltUpArea: 1380 };
    db.projects[1]!.flatDetails = {
      ...heights.flatDetails,
      configurations: [twoBhkFlat, { ...threeBhk, price: 11_000_000 }],
    };
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: heights.projectName });
    const rows = rowsOf(table(canvas, 'Flat configurations'));
    await expect(rows[0]?.slice(-2)).toEqual(['Per sq.ft carpet', 'Loading']);
    await expect(rows[2]?.slice(-2)).toEqual(['₹11,000', 'High: 38 %']);
    await expect(canvas.getByText(/^3 BHK: The super built-up area adds 38 % to the carpet area/)).toBeVisible();
  },
};

/**
 * docs/routes.md#tables-on-phones: on a phone the flat configurations are cards, one per
 * configuration, each price in view and nothing scrolling sideways (issue #36: the table scrolled,
 * its prices off-screen).
 */
export const FlatConfigurationsOnAPhone: Story = {
  parameters: at(ids.flat),
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: heights.projectName });
    const configurations = within(canvas.getByRole('region', { name: 'Flat configurations' }));
    await expect(configurations.queryByRole('table')).not.toBeInTheDocument();
    const twoBhk = within(configurations.getByRole('heading', { name: '2 BHK' }).closest('li')!);
    const price = twoBhk.getByRole('definition', { name: 'Price' });
    await expect(price).toHaveTextContent(formatPrice(twoBhkFlat.price));
    await expect(price.getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(twoBhk.getByRole('definition', { name: 'Super built-up area' })).toHaveTextContent(
      formatArea(twoBhkFlat.superBuiltUpArea),
    );
    await expect(twoBhk.getByRole('definition', { name: 'Per sq.ft carpet' })).toHaveTextContent('₹8,211');
  },
};

/** docs/listings.md#photo-gallery: on a phone the project's photos open full screen, over the whole page. */
export const GalleryFullScreenOnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  beforeEach: () => {
    db.projects[0]!.media.additionalPhotos = ['/mock-media/flat.jpg', '/mock-media/office.jpg'];
  },
  play: async ({ canvas }) => {
    const gallery = within(await canvas.findByRole('region', { name: 'Photos' }));
    await userEvent.click(gallery.getByRole('button', { name: /\(1 of 3\) Full screen/ }));
    const page = within(document.body);
    const dialog = await page.findByRole('dialog', { name: `Photos of ${palmVillas.projectName}, full screen` });
    // The lightbox shows a photo once it has loaded, which a busy machine takes its time over.
    const photo = await within(dialog).findByRole('img', { name: `${palmVillas.projectName} (1 of 3)` });
    await waitFor(() => expect(photo).toBeVisible());
    const box = dialog.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([window.innerWidth, window.innerHeight]);
  },
};

export const MixedUse: Story = {
  parameters: at(ids.mixed),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: central.projectName })).toBeVisible();
    await expect(rowsOf(table(canvas, 'Shop types'))[1]).toEqual(unitRow(groundFloorShop));
    await expect(rowsOf(table(canvas, 'Office types'))[1]).toEqual(unitRow(officeFloor));
    // The cheapest shop to the dearest office.
    await expect(canvas.getByText(formatPriceRange([groundFloorShop.price, officeFloor.price]))).toBeVisible();
    const amenities = within(canvas.getByRole('region', { name: 'Amenities' }));
    // Reception, parking and a security system: the three the project has.
    await expect(amenities.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const ShopsWithoutAmenities: Story = {
  parameters: at(ids.shops),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Shop types' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Amenities' })).not.toBeInTheDocument();
  },
};

export const GalleryByKeyboard: Story = {
  beforeEach: () => {
    db.projects[0]!.media.additionalPhotos = ['/mock-media/flat.jpg', '/mock-media/office.jpg'];
  },
  play: async ({ canvas }) => {
    const gallery = within(await canvas.findByRole('region', { name: 'Photos' }));
    await expect(gallery.getByRole('img', { name: `${palmVillas.projectName} (1 of 3)` })).toBeVisible();
    gallery.getByRole('button', { name: 'Show photo 2' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(gallery.getByRole('button', { name: 'Show photo 2' })).toHaveAttribute('aria-current', 'true');
    await expect(gallery.getByRole('img', { name: `${palmVillas.projectName} (2 of 3)` })).toHaveAttribute(
      'src',
      '/mock-media/flat.jpg',
    );
  },
};

export const OwnerSeesPendingReview: Story = {
  beforeEach: () => {
    db.projects[0]!.reviewState = 'pending_review';
    storeSessionOf('Builder');
  },
  play: async ({ canvas }) => {
    // The notice is the page's one status (polite), found once the project has loaded.
    await canvas.findByRole('heading', { level: 1, name: palmVillas.projectName });
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent('Pending review');
    await expect(notice).toHaveTextContent(/Only you and the team can see this page/);
    await expect(within(notice).getByRole('link', { name: 'Edit the project' })).toHaveAttribute(
      'href',
      `/edit-builder-property/${ids.villa}`,
    );
  },
};

export const OwnerSeesWhyItWasRejected: Story = {
  beforeEach: () => {
    Object.assign(db.projects[0]!, { reviewState: 'rejected', reviewReason: 'The floor plan is unreadable.' });
    storeSessionOf('Builder');
  },
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent('Sent back by our team');
    await expect(notice).toHaveTextContent('The floor plan is unreadable.');
  },
};

/**
 * docs/review.md#revisions: the live villas read as buyers see them; on 27 Nov their builder renamed
 * the project and rewrote its description, which wait for review.
 */
const liveDescription = 'Twenty-four villas around a central park, handed over in 2025.';
const phaseTwo = {
  projectName: 'Skyline Palm Villas Phase 2',
  description: 'Now with a rooftop pool for every villa.',
};
function villasWithChanges() {
  db.projects[0]!.description = liveDescription;
  db.projects[0] = withRevision(db.projects[0]!, phaseTwo, { submittedAt: '2026-11-27T05:30:00.000Z' });
}
const changesOf = (id: string) => ({ router: { initialEntry: `/builder-property-detail/${id}?version=changes` } });

/** Asserts the preview: the banner with its way back, the changed text, none of the live text. */
async function expectPreviewOfChanges(canvas: ReturnType<typeof within>) {
  const title: HTMLElement = await canvas.findByText(revisionTexts.previewBanner);
  const banner = title.closest<HTMLElement>('[role]')!;
  await expect(banner).toBeVisible();
  await expect(within(banner).getByRole('link', { name: 'See the live page' })).toHaveAttribute(
    'href',
    `/builder-property-detail/${ids.villa}`,
  );
  await expect(canvas.getByRole('heading', { level: 1, name: phaseTwo.projectName })).toBeVisible();
  await expect(canvas.getByText(phaseTwo.description)).toBeVisible();
  await expect(canvas.queryByRole('heading', { level: 1, name: palmVillas.projectName })).not.toBeInTheDocument();
  await expect(canvas.queryByText(liveDescription)).not.toBeInTheDocument();
  return banner;
}

export const BuilderPreviewsTheirChanges: Story = {
  parameters: changesOf(ids.villa),
  beforeEach: () => {
    villasWithChanges();
    storeSessionOf('Builder');
  },
  play: async ({ canvas }) => {
    await expectPreviewOfChanges(canvas);
    // The builder's card stays: the changes carry the project, not its builder.
    await expect(canvas.getByRole('link', { name: `View all projects by ${skyline.companyName}` })).toBeVisible();
  },
};

export const BuilderPreviewsTheirChangesOnAPhone: Story = {
  parameters: { ...changesOf(ids.villa), ...narrowPhone.parameters },
  globals: narrowPhone.globals,
  beforeEach: () => {
    villasWithChanges();
    storeSessionOf('Builder');
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.clientWidth).toBe(320);
    const banner = await expectPreviewOfChanges(canvas);
    // Nothing of the banner runs past the screen's edge, nor does the page scroll sideways.
    await expect(banner.getBoundingClientRect().right).toBeLessThanOrEqual(320);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};

/** A signed-out visitor who asks for the changes gets the live page: the public answer has none. */
export const VisitorAsksForChangesAndSeesTheLivePage: Story = {
  parameters: changesOf(ids.villa),
  beforeEach: villasWithChanges,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: palmVillas.projectName })).toBeVisible();
    await expect(canvas.getByText(liveDescription)).toBeVisible();
    await expect(canvas.queryByText(revisionTexts.previewBanner)).not.toBeInTheDocument();
    await expect(canvas.queryByText(phaseTwo.description)).not.toBeInTheDocument();
  },
};

export const PendingIsNotPublic: Story = {
  beforeEach: () => {
    db.projects[0]!.reviewState = 'pending_review';
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Property Not Found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to Home' }));
    await expect(await canvas.findByText('Arrived at /')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [builderProjects.get.slow] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading the project' })).toBeVisible();
  },
};

export const LoadFailsThenRetries: Story = {
  parameters: { msw: { handlers: [builderProjects.get.serverErrorOnce] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Unable to Load the Project' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: palmVillas.projectName })).toBeVisible();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 });
    // One column: the location comes after the project's own sections, and nothing scrolls sideways.
    const about = canvas.getByRole('heading', { name: 'About the project' }).getBoundingClientRect();
    const location = canvas.getByRole('heading', { name: 'Location' }).getBoundingClientRect();
    await expect(location.top).toBeGreaterThan(about.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

const reraRegion = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('region', { name: 'RERA registration' }));

/** docs/portfolio.md#rera-on-pages: a Karnataka project's number, K-RERA and its site as text; no QR code there. */
export const ReraRegistered: Story = {
  beforeEach: () => {
    db.projects[0]!.reraNumber = 'PRM/KA/RERA/1251/446/PR/171015/000422';
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: palmVillas.projectName })).toBeVisible();
    const rera = reraRegion(canvas);
    await expect(rera.getByRole('definition', { name: 'Registration number' })).toHaveTextContent(
      'PRM/KA/RERA/1251/446/PR/171015/000422',
    );
    await expect(rera.getByRole('definition', { name: 'Authority' })).toHaveTextContent('K-RERA');
    await expect(rera.getByRole('definition', { name: 'Check it at' })).toHaveTextContent('rera.karnataka.gov.in');
    await expect(rera.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** docs/portfolio.md#rera-on-pages: a project whose builder gave no number says so. */
export const ReraNotProvided: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: palmVillas.projectName })).toBeVisible();
    await expect(reraRegion(canvas).getByText('Not provided by the builder')).toBeVisible();
    await expect(reraRegion(canvas).queryByRole('definition')).not.toBeInTheDocument();
  },
};

/** docs/portfolio.md#rera-qr: a Maharashtra project shows MahaRERA's number with a QR code, the number as text beside it. */
export const ReraQrCodeInMaharashtra: Story = {
  parameters: at(ids.flat),
  beforeEach: () => {
    Object.assign(db.projects[1]!, {
      reraNumber: 'P52100012345',
      location: { address: '7 Baner Road', state: 'Maharashtra', city: 'Pune', area: 'Baner', pincode: '411045' },
    });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: heights.projectName })).toBeVisible();
    const rera = reraRegion(canvas);
    const qr = await rera.findByRole('img', { name: 'QR code of RERA registration P52100012345' });
    await expect(qr).toBeVisible();
    await expect(rera.getByRole('definition', { name: 'Registration number' })).toHaveTextContent('P52100012345');
    await expect(rera.getByRole('definition', { name: 'Authority' })).toHaveTextContent('MahaRERA');
    await expect(rera.getByRole('definition', { name: 'Check it at' })).toHaveTextContent(
      'maharera.maharashtra.gov.in',
    );
  },
};

/** The villas' prices, lowest first: ₹1.25 Cr and ₹1.80 Cr. */
const villaPrices = palmVillas.villaDetails.configurations.map((c) => c.price);

/**
 * docs/listings.md#emi-estimate: a project's EMI starts from its lowest price (80 % of the ₹1.25 Cr
 * villa at 8.5 % over 20 years) and follows the figures a buyer types.
 */
export const EmiEstimateFromTheLowestPrice: Story = {
  play: async ({ canvas }) => {
    const emi = within(await canvas.findByRole('region', { name: 'EMI estimate' }));
    await expect(emi.getByText(`80 % of ${formatPrice(Math.min(...villaPrices))}`)).toBeVisible();
    await expect(emi.getByRole('textbox', { name: 'Loan amount (₹)' })).toHaveValue('10000000');
    await expect(emi.getByText('₹86,782 a month')).toBeVisible();
    await expect(emi.getByText('for ₹1.00 Cr over 20 years at 8.5 %')).toBeVisible();
    const tenure = emi.getByRole('textbox', { name: 'Tenure (years)' });
    await userEvent.clear(tenure);
    await userEvent.type(tenure, '25');
    await expect(emi.getByText('₹80,523 a month')).toBeVisible();
  },
};

/**
 * docs/listings.md#sticky-contact-bar: on a phone the price range and Contact stay at the foot of the
 * screen; Contact brings the builder's card into view above the bar, its first link focused.
 */
export const ContactFromTheBarOnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole('region', { name: 'Price and contact' });
    await expect(bar).toHaveTextContent(formatPriceRange(villaPrices));
    await expect(bar.getBoundingClientRect().bottom).toBe(window.innerHeight);
    await userEvent.click(within(bar).getByRole('button', { name: 'Contact' }));
    const portfolio = canvas.getByRole('link', { name: `View all projects by ${skyline.companyName}` });
    await waitFor(() => expect(portfolio).toHaveFocus());
    await expect(portfolio.getBoundingClientRect().bottom).toBeLessThan(bar.getBoundingClientRect().top);
  },
};

/** The project's own builder is not offered a way to contact themselves. */
export const NoContactBarForItsBuilder: Story = {
  globals: { viewport: { value: 'phone' } },
  beforeEach: () => {
    storeSessionOf('Builder');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: palmVillas.projectName })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Price and contact' })).toBeNull();
  },
};

/** docs/listings.md#share: without a share sheet, Share copies the project's link and says so. */
export const ShareCopiesTheLink: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: palmVillas.projectName })).toBeVisible();
    await shareCopiesTheLink(canvas);
  },
};

/** On a phone with a share sheet, Share opens it with the project's name and link; nothing is copied. */
export const ShareSheetOnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: palmVillas.projectName })).toBeVisible();
    const share = fn(async (_data?: ShareData) => {});
    const { writeText, restore } = stubNavigator(share);
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
      await expect(share).toHaveBeenCalledWith({ title: palmVillas.projectName, url: window.location.href });
      await expect(writeText).not.toHaveBeenCalled();
    } finally {
      restore();
    }
  },
};

/**
 * docs/leads.md#ask-the-builder: a buyer asks the builder in Nivaas, the number unticked by default;
 * the builder's office number stays public beside the form.
 */
export const AskTheBuilder: Story = {
  beforeEach: () => {
    storeSessionOf('Buyer');
  },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: `Ask the builder about ${palmVillas.projectName}` }));
    await expect(form.getByRole('checkbox', { name: 'Share my phone number with this builder' })).not.toBeChecked();
    await expect(form.getByText('Your number stays private. Replies come here in Nivaas.')).toBeVisible();
    const office = db.builders[0]!.phone!;
    await expect(canvas.getByRole('link', { name: office })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    await userEvent.type(form.getByRole('textbox', { name: /Message/ }), 'Is the show villa open on Sunday?');
    await userEvent.click(form.getByRole('button', { name: 'Send Inquiry' }));
    await expect(await canvas.findByText('Inquiry sent')).toBeVisible();
    const buyer = db.accounts.find((a) => a.role === 'Buyer')!;
    await expect(requestsTo(apiPaths.projectInquiries(ids.villa), 'POST').map((r) => r.body)).toEqual([
      { name: buyer.name, message: 'Is the show villa open on Sunday?', sharePhone: false },
    ]);
  },
};

/** A visitor signs in to ask, and comes back here. */
export const AskTheBuilderSignedOut: Story = {
  play: async ({ canvas }) => {
    const ask = within(await canvas.findByRole('region', { name: 'Ask the builder' }));
    await expect(ask.getByRole('link', { name: `Sign in to ask ${skyline.companyName}` })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(ask.queryByRole('form')).toBeNull();
  },
};

/** docs/leads.md#response-time: the builder's card says how soon they usually reply, when the server says it. */
export const ResponseTimeOnTheBuilderCard: Story = {
  beforeEach: () => {
    db.builders[0]!.responseTime = { medianMinutes: 95 };
  },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('region', { name: skyline.companyName }));
    await expect(card.getByText('Usually replies within 2 hours')).toBeVisible();
  },
};

/** docs/leads.md#ask-the-builder: from a portfolio card, the page opens at its Ask the builder panel. */
export const OpenedFromAPortfolioCard: Story = {
  parameters: { router: { initialEntry: `/builder-property-detail/${ids.villa}#ask-the-builder` } },
  beforeEach: () => {
    storeSessionOf('Buyer');
  },
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('region', { name: 'Ask the builder' });
    await waitFor(() => expect(panel).toHaveFocus());
    await expect(
      await within(panel).findByRole('form', { name: `Ask the builder about ${palmVillas.projectName}` }),
    ).toBeVisible();
  },
};
