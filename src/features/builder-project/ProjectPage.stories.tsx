import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { db } from '@mocks/db';
import { builderProjects } from '@mocks/handlers';
import { storeSessionOf } from '@mocks/session';
import { atRoutes } from '@/testing/storyFrame';
import { ProjectPage } from './ProjectPage';

// The mock db's projects, in order: villa, flat, shops, office, mixed use (ids are deterministic).
const ids = { villa: 'project-0006', flat: 'project-0007', shops: 'project-0008', mixed: 'project-0010' };
const at = (id: string) => ({ router: { initialEntry: `/builder-property-detail/${id}` } });

const meta = {
  title: 'Pages/Builder/Project',
  component: ProjectPage,
  decorators: [atRoutes('/builder-property-detail/:id')],
  parameters: { layout: 'fullscreen', ...at(ids.villa) },
} satisfies Meta<typeof ProjectPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole('region', { name })).getByRole('table');
const rowsOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

export const Villa: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Skyline Palm Villas' })).toBeVisible();
    await expect(canvas.getByText('Completed', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByText('Residential Villa', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByText('₹1.25 Cr - ₹1.80 Cr')).toBeVisible();
    await expect(rowsOf(table(canvas, 'Villa configurations'))).toEqual([
      ['Configuration', 'Bathrooms', 'Area', 'Price'],
      ['3BHK', '3', '2,400 sq.ft', '₹1.25 Cr'],
      ['4BHK', '4', '3,200 sq.ft', '₹1.80 Cr'],
    ]);
    const facts = within(canvas.getByRole('region', { name: 'Key facts' }));
    await expect(facts.getByRole('definition', { name: 'Total villas' })).toHaveTextContent('24');
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
    await expect(canvas.getByText(/12 Old Airport Road, Indiranagar, Bengaluru, Karnataka, 560038/)).toBeVisible();
    await expect(canvas.getByText('Landmark: Near the metro station')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View all projects by Skyline Developers' })).toHaveAttribute(
      'href',
      '/builder/skyline-developers',
    );
    await expect(canvas.getByRole('img', { name: 'Floor plan 1 of Skyline Palm Villas' })).toBeVisible();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const FlatWithTimeline: Story = {
  parameters: at(ids.flat),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Skyline Heights' })).toBeVisible();
    await expect(rowsOf(table(canvas, 'Flat configurations'))[1]).toEqual([
      '2BHK',
      '2',
      '950 sq.ft',
      '1,100 sq.ft',
      '1,250 sq.ft',
      '₹78.00 Lakh',
    ]);
    const facts = within(canvas.getByRole('region', { name: 'Key facts' }));
    await expect(facts.getByRole('definition', { name: 'Expected completion' })).toHaveTextContent('Within 1 Year');
    await expect(facts.getByRole('definition', { name: 'Flats per floor' })).toHaveTextContent('8');
  },
};

export const MixedUse: Story = {
  parameters: at(ids.mixed),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Skyline Central' })).toBeVisible();
    await expect(rowsOf(table(canvas, 'Shop types'))[1]).toEqual(['Ground-floor shop', '400 sq.ft', '₹35.00 Lakh']);
    await expect(rowsOf(table(canvas, 'Office types'))[1]).toEqual(['Office floor', '1,000 sq.ft', '₹90.00 Lakh']);
    await expect(canvas.getByText('₹35.00 Lakh - ₹90.00 Lakh')).toBeVisible();
    const amenities = within(canvas.getByRole('region', { name: 'Amenities' }));
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
    await expect(gallery.getByRole('img', { name: 'Skyline Palm Villas (1 of 3)' })).toBeVisible();
    gallery.getByRole('button', { name: 'Show photo 2' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(gallery.getByRole('button', { name: 'Show photo 2' })).toHaveAttribute('aria-current', 'true');
    await expect(gallery.getByRole('img', { name: 'Skyline Palm Villas (2 of 3)' })).toHaveAttribute(
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
    // The notice is a status (polite), found once the project has loaded.
    const notice = (await canvas.findByText('Pending review')).closest<HTMLElement>('[role="status"]')!;
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
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Skyline Palm Villas' })).toBeVisible();
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
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Skyline Palm Villas' })).toBeVisible();
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
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Skyline Palm Villas' })).toBeVisible();
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
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Skyline Heights' })).toBeVisible();
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
