import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { aProject } from '@mocks/factories';
import { type Canvas } from '@/testing/formSteps';
import { ReviewPanel } from './ReviewPanel';
import { chosenPhotos, fieldsOf } from '@/testing/wizardFixtures';
import { imagesLoaded } from '@/testing/wizardSteps';
import { mediaFromSaved } from './wizardMedia';

const savedMedia = (kind: Parameters<typeof aProject>[0]) => mediaFromSaved(aProject(kind).media);

const meta = {
  title: 'Patterns/Project Wizard/Review Panel',
  component: ReviewPanel,
  args: { fields: fieldsOf('villa'), media: savedMedia('villa') },
} satisfies Meta<typeof ReviewPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvas: Canvas, title: string) => within(canvas.getByRole('region', { name: title }));
/** The value shown for a term of the review. */
const fact = (canvas: Canvas, term: string) => canvas.getByRole('definition', { name: term });
const lines = (canvas: Canvas, title: string) =>
  within(canvas.getByRole('list', { name: title }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const chips = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Amenities' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

export const Villa: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByText(
        'Please review all the information before submitting. After submission, your property will be reviewed by our team before going live.',
      ),
    ).toBeVisible();
    const overview = section(canvas, 'Project Overview');
    await expect(fact(overview, 'Project Name')).toHaveTextContent('Skyline Palm Villas');
    await expect(fact(overview, 'Property Type')).toHaveTextContent('Residential Villa');
    await expect(fact(overview, 'Project Status')).toHaveTextContent('Under Construction');
    await expect(fact(overview, 'Expected Completion')).toHaveTextContent('Within 1 Year');
    await expect(fact(overview, 'Price Range')).toHaveTextContent('₹1.25 Cr - ₹1.80 Cr');
    const location = section(canvas, 'Location');
    await expect(fact(location, 'Address')).toHaveTextContent('12 Old Airport Road');
    await expect(fact(location, 'City')).toHaveTextContent('Bengaluru');
    await expect(fact(location, 'Landmark')).toHaveTextContent('Near the metro station');
    const details = section(canvas, 'Villa Details');
    await expect(fact(details, 'Total Villas')).toHaveTextContent('24');
    await expect(fact(details, 'Floors per Villa')).toHaveTextContent('2');
    await expect(lines(details, 'Configurations')).toEqual([
      '3 BHK · 3 bathrooms · 2,400 sq.ft · ₹1.25 Cr',
      '4 BHK · 4 bathrooms · 3,200 sq.ft · ₹1.80 Cr',
    ]);
    await expect(chips(canvas)).toEqual([
      '24/7 Security',
      'Parking',
      'Power Backup',
      'Private Garden',
      'Swimming Pool',
    ]);
    await expect(section(canvas, 'Description').getByText(/Thoughtfully planned homes/)).toBeVisible();
    const media = section(canvas, 'Media');
    await expect(media.getByRole('img', { name: 'Banner photo' })).toHaveAttribute('src', '/mock-media/villa.jpg');
    await expect(media.getByRole('heading', { name: 'Blueprint Photos (1)' })).toBeVisible();
    await expect(media.getByRole('heading', { name: 'Additional Photos (0)' })).toBeVisible();
    await expect(media.getByText('None added')).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

export const Flat: Story = {
  args: { fields: fieldsOf('flat'), media: savedMedia('flat') },
  play: async ({ canvas, canvasElement }) => {
    await expect(fact(canvas, 'Property Type')).toHaveTextContent('Residential Flat');
    // docs/formatting.md#price-range: a single value when lowest and highest are equal.
    await expect(fact(canvas, 'Price Range')).toHaveTextContent(/^₹78.00 Lakh$/);
    const details = section(canvas, 'Flat Details');
    await expect(fact(details, 'Total Apartments')).toHaveTextContent('120');
    await expect(fact(details, 'Flats per Floor')).toHaveTextContent('8');
    await expect(lines(details, 'Configurations')).toEqual([
      '2 BHK · 2 bathrooms · Carpet 950 sq.ft · Built-up 1,100 sq.ft · Super built-up 1,250 sq.ft · ₹78.00 Lakh',
    ]);
    await expect(chips(canvas)).toEqual([
      '24/7 Security',
      'Parking',
      'Power Backup',
      'Lift & Elevator',
      'Garden',
      'Swimming Pool',
      'Club House',
    ]);
    await imagesLoaded(canvasElement);
  },
};

export const Shops: Story = {
  args: { fields: fieldsOf('shops'), media: savedMedia('shops') },
  play: async ({ canvas, canvasElement }) => {
    await expect(fact(canvas, 'Property Type')).toHaveTextContent('Commercial Shops');
    await expect(fact(canvas, 'Project Status')).toHaveTextContent('Under Construction');
    const details = section(canvas, 'Shops Details');
    await expect(fact(details, 'Total Floors')).toHaveTextContent('3');
    await expect(lines(details, 'Shop Types')).toEqual(['Retail shop · 300 sq.ft · ₹45.00 Lakh']);
    // docs/wizard.md#commercial-details: shops carry no amenity flags.
    await expect(canvas.queryByRole('region', { name: 'Amenities' })).not.toBeInTheDocument();
    await imagesLoaded(canvasElement);
  },
};

export const Office: Story = {
  args: { fields: fieldsOf('office'), media: savedMedia('office') },
  play: async ({ canvas, canvasElement }) => {
    await expect(fact(canvas, 'Property Type')).toHaveTextContent('Commercial Office');
    await expect(fact(canvas, 'Price Range')).toHaveTextContent('₹95,000');
    await expect(lines(section(canvas, 'Office Details'), 'Office Types')).toEqual([
      'Office suite · 1,500 sq.ft · ₹95,000',
    ]);
    await imagesLoaded(canvasElement);
  },
};

export const MixedUse: Story = {
  args: { fields: fieldsOf('mixed'), media: savedMedia('mixed') },
  play: async ({ canvas, canvasElement }) => {
    await expect(fact(canvas, 'Property Type')).toHaveTextContent('Mixed Use (Shop/Office)');
    await expect(fact(canvas, 'Price Range')).toHaveTextContent('₹35.00 Lakh - ₹90.00 Lakh');
    const details = section(canvas, 'Mixed Use Details');
    await expect(lines(details, 'Shop Types')).toEqual(['Ground-floor shop · 400 sq.ft · ₹35.00 Lakh']);
    await expect(lines(details, 'Office Types')).toEqual(['Office floor · 1,000 sq.ft · ₹90.00 Lakh']);
    await expect(chips(canvas)).toEqual(['Reception', 'Parking', 'Security System']);
    await imagesLoaded(canvasElement);
  },
};

/** The timeline shows only when the project is not completed (docs/wizard.md#wizard-review). */
export const CompletedWithoutLandmark: Story = {
  args: {
    fields: {
      ...fieldsOf('villa', { projectStatus: 'completed', completionTimeline: undefined }),
      location: { ...fieldsOf('villa').location, landmark: '' },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(fact(canvas, 'Project Status')).toHaveTextContent('Completed');
    await expect(canvas.queryByText('Expected Completion')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Landmark')).not.toBeInTheDocument();
    await imagesLoaded(canvasElement);
  },
};

export const NoPricesAndNoAmenities: Story = {
  args: {
    fields: {
      ...fieldsOf('villa'),
      villaDetails: {
        ...fieldsOf('villa').villaDetails,
        configurations: [{ bhkType: '2BHK', bathrooms: 2, area: 1400, price: null }],
        basicAmenities: { security: false, parking: false, powerBackup: false, liftElevator: false },
        luxuryAmenities: { privateGarden: false, swimmingPool: false, clubHouse: false, homeTheater: false },
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(fact(canvas, 'Price Range')).toHaveTextContent('N/A');
    await expect(section(canvas, 'Amenities').getByText('No amenities selected')).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/** A new project: the chosen files, previewed with their counts. */
export const ChosenPhotos: Story = {
  args: { media: chosenPhotos() },
  play: async ({ canvas, canvasElement }) => {
    const media = section(canvas, 'Media');
    await expect(media.getByRole('heading', { name: 'Blueprint Photos (2)' })).toBeVisible();
    await expect(media.getByRole('img', { name: 'Blueprint photo 2' }).getAttribute('src')).toMatch(/^blob:/);
    await expect(media.getByRole('heading', { name: 'Additional Photos (1)' })).toBeVisible();
    await expect(media.getByRole('img', { name: 'Additional photo' })).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};
