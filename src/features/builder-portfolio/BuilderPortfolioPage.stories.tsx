import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db';
import { aProject } from '@mocks/factories';
import { builders } from '@mocks/handlers';
import type { BuilderProfile, ProjectStatus } from '@/api/contract';
import { BuilderPortfolioPage } from './BuilderPortfolioPage';

/** The builder's public profile: what the portfolio's header and About section read back. */
const skyline = {
  username: 'skyline-developers',
  companyName: 'Skyline Developers',
  tagline: 'Homes built to last generations',
  phone: '+91 98765 43210',
  email: 'hello@skyline.example.in',
  website: 'https://skyline.example.in',
  expertise: ['Villas', 'Apartments', 'Commercial'],
} satisfies Partial<BuilderProfile>;

/** The five projects' statuses, in order: one completed, two under construction, one soon, one not started. */
const projectStatuses: ProjectStatus[] = [
  'completed',
  'under construction',
  'complete soon',
  'not started',
  'under construction',
];

const meta = {
  title: 'Pages/Builder/Portfolio',
  component: BuilderPortfolioPage,
  parameters: {
    layout: 'fullscreen',
    router: { initialEntry: `/builder/${skyline.username}`, path: '/builder/:username' },
  },
  beforeEach: () => {
    Object.assign(db.builders[0]!, skyline);
    projectStatuses.forEach((status, index) => (db.projects[index]!.projectStatus = status));
  },
} satisfies Meta<typeof BuilderPortfolioPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvas: ReturnType<typeof within>, title: string) =>
  within(canvas.getByRole('region', { name: title }));

export const FullPortfolio: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: skyline.companyName })).toBeVisible();
    await expect(canvas.getByText('Verified Builder')).toBeVisible();
    await expect(canvas.getByText(skyline.tagline)).toBeVisible();
    await expect(canvas.getByRole('link', { name: skyline.email })).toHaveAttribute('href', `mailto:${skyline.email}`);
    // Dialled without the spaces.
    await expect(canvas.getByRole('link', { name: skyline.phone })).toHaveAttribute('href', 'tel:+919876543210');
    // The website's link text drops the scheme, and the page it opens gets no handle on this one.
    await expect(canvas.getByRole('link', { name: 'skyline.example.in' })).toHaveAttribute('href', skyline.website);
    await expect(canvas.getByRole('link', { name: 'skyline.example.in' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    const stats = within(canvas.getByRole('region', { name: 'Portfolio at a glance' }));
    const expected: Array<[string, string]> = [
      ['Total Projects', '5'],
      ['Completed', '1'],
      ['Under Construction', '2'],
      ['Completing Soon', '1'],
      ['Upcoming', '1'],
    ];
    for (const [label, value] of expected) {
      await expect(stats.getByRole('definition', { name: label })).toHaveTextContent(value);
    }
    // docs/portfolio.md#portfolio-stats: the statuses add up to the total (issue #36: 7 against 2 + 2 + 1).
    const [total, ...parts] = stats.getAllByRole('definition').map((figure) => Number(figure.textContent));
    await expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual([
      'About Us',
      'Why Choose Us',
      'Completed Projects',
      'Completing Soon',
      'Under Construction',
      'Upcoming Projects',
      'Interested in a project?',
    ]);
    await expect(canvas.getByText(skyline.expertise.join(', '))).toBeVisible();
    await expect(section(canvas, 'Under Construction').getByText('2 Properties')).toBeVisible();
    await expect(section(canvas, 'Completed Projects').getByText('1 Property')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', `mailto:${skyline.email}`);
  },
};

/** The facts the cards show, set here: the villa's price, areas and listing date, the office's price. */
const villaFacts = {
  projectName: 'Skyline Palm Villas',
  expectedPrice: 12_500_000,
  totalArea: 64_000,
  villaDetails: {
    ...aProject('villa').villaDetails!,
    totalVillas: 24,
    configurations: [
      { bhkType: '3BHK', bathrooms: 3, area: 2400, price: 12_500_000 },
      { bhkType: '4BHK', bathrooms: 4, area: 3200, price: 18_000_000 },
    ],
  },
  createdAt: '2026-10-05T10:00:00.000Z',
};
const officeFacts = {
  projectName: 'Skyline Business Park',
  expectedPrice: 95_000,
  officeDetails: { totalFloors: 4, types: [{ type: 'Co-working desk', area: 60, price: 95_000 }] },
};

export const ProjectCardFacts: Story = {
  beforeEach: () => {
    const [villa, , , office] = db.projects;
    Object.assign(villa!, villaFacts);
    Object.assign(office!, officeFacts);
  },
  play: async ({ canvas }) => {
    const villa = within(await canvas.findByRole('article', { name: 'Skyline Palm Villas' }));
    await expect(villa.getByText('Completed')).toBeVisible();
    // docs/localities.md#locality-links: the project's area opens its locality's page.
    const area = villa.getByRole('link', { name: 'Indiranagar' });
    await expect(area).toHaveAttribute('href', '/locality/Bengaluru/Indiranagar');
    await expect(area.parentElement).toHaveTextContent(/^Indiranagar, Bengaluru, Karnataka$/);
    await expect(villa.getByText('Residential Villa')).toBeVisible();
    // docs/portfolio.md#one-vocabulary: its units' price range and smallest unit, as search writes them,
    // and (docs/portfolio.md#project-card) how many homes it has, never the sum of one villa of each
    // configuration passed off as the project's area (issue #36).
    await expect(villa.getByText('₹1.25 Cr - ₹1.80 Cr')).toBeVisible();
    await expect(villa.getByRole('definition', { name: 'Unit sizes' })).toHaveTextContent('From 2,400 sq.ft');
    await expect(villa.getByRole('definition', { name: 'Homes' })).toHaveTextContent('24 villas');
    await expect(villa.queryByText(/Total area/)).not.toBeInTheDocument();
    await expect(villa.getByText('5 Oct 2026')).toBeVisible();
    const link = villa.getByRole('link', { name: 'View Details of Skyline Palm Villas' });
    await expect(link).toHaveAttribute('href', expect.stringMatching(/^\/builder-property-detail\//));
    const office = within(canvas.getByRole('article', { name: 'Skyline Business Park' }));
    await expect(office.getByText('₹95.00 K')).toBeVisible();
  },
};

/** docs/portfolio.md#project-card-rera: a registered project's card names its number, authority and site; others none. */
export const ProjectCardRera: Story = {
  beforeEach: () => {
    const villa = db.projects.find((project) => project.projectName === 'Skyline Palm Villas')!;
    villa.reraNumber = 'PRM/KA/RERA/1251/446/PR/171015/000422';
  },
  play: async ({ canvas }) => {
    const villa = within(await canvas.findByRole('article', { name: 'Skyline Palm Villas' }));
    await expect(villa.getByText('PRM/KA/RERA/1251/446/PR/171015/000422')).toBeVisible();
    await expect(villa.getByText('K-RERA · rera.karnataka.gov.in')).toBeVisible();
    const office = within(canvas.getByRole('article', { name: 'Skyline Business Park' }));
    await expect(office.queryByText(/RERA/)).not.toBeInTheDocument();
  },
};

/**
 * docs/portfolio.md#project-card: a saved price that is not a number touches its card alone, which
 * reads its units' prices instead, as search does (docs/portfolio.md#one-vocabulary).
 */
export const PriceNotANumber: Story = {
  beforeEach: () => {
    const villa = db.projects.find((project) => project.projectName === 'Skyline Palm Villas')!;
    Object.assign(villa, { villaDetails: villaFacts.villaDetails, expectedPrice: 'on request' });
  },
  play: async ({ canvas }) => {
    const villa = within(await canvas.findByRole('article', { name: 'Skyline Palm Villas' }));
    await expect(villa.getByText('₹1.25 Cr - ₹1.80 Cr')).toBeVisible();
    const office = within(canvas.getByRole('article', { name: 'Skyline Business Park' }));
    await expect(office.getByText('₹95.00 K')).toBeVisible();
  },
};

export const OnlyUpcoming: Story = {
  beforeEach: () => {
    db.projects = [
      aProject('flat', { postedBy: db.builders[0]?._id, projectStatus: undefined, completionTimeline: undefined }),
    ];
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Upcoming Projects' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Completed Projects' })).toBeNull();
    await expect(section(canvas, 'Upcoming Projects').getByText('Not Started Yet')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [builders.projects.empty] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No Properties Listed Yet' })).toBeVisible();
    await expect(canvas.getByRole('definition', { name: 'Total Projects' })).toHaveTextContent('0');
  },
};

export const MissingFields: Story = {
  beforeEach: () => {
    const builder = db.builders[0]!;
    db.builders = [{ _id: builder._id, username: builder.username, name: 'Rohan Mehta' }];
    db.projects = [
      aProject('villa', {
        postedBy: builder._id,
        location: undefined,
        media: { bannerPhoto: null, blueprintPhotos: [], additionalPhotos: [] },
        expectedPrice: undefined,
      }),
    ];
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Rohan Mehta' })).toBeVisible();
    await expect(canvas.getByText('Professional Builder & Developer')).toBeVisible();
    await expect(canvas.getByText(/Rohan Mehta builds homes and workplaces/)).toBeVisible();
    await expect(canvas.getByText('RM')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Contact Us' })).toBeNull();
    await expect(canvas.getByText('Location not specified')).toBeVisible();
    // No saved price: the units' range, as search reads it.
    await expect(canvas.getByText('₹1.25 Cr - ₹1.80 Cr')).toBeVisible();
  },
};

export const LongNames: Story = {
  beforeEach: () => {
    db.builders[0]!.companyName =
      'Shree Venkateshwara Lakshmi Narasimha Constructions and Infrastructure Developers Private Limited';
    db.projects[0]!.projectName = 'Prestige Sunrise Gardens Phase Two Tower B Premium Residences With Clubhouse';
  },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(/Private Limited$/);
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [builders.profile.slow] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading...')).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { router: { initialEntry: '/builder/nobody', path: '/builder/:username' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Builder Not Found' })).toBeVisible();
    await expect(canvas.getByText("The builder you're looking for doesn't exist or has been removed.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  },
};

export const NoConnection: Story = {
  parameters: { msw: { handlers: [builders.profile.networkError] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Unable to Load Portfolio' })).toBeVisible();
    await expect(canvas.getByText('Failed to load builder portfolio. Please try again later.')).toBeVisible();
  },
};

export const TryAgainReloads: Story = {
  parameters: { msw: { handlers: [builders.projects.serverErrorOnce] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: skyline.companyName })).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Unable to Load Portfolio')).toBeNull());
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 1, name: skyline.companyName });
    await expect(heading).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** docs/leads.md#response-time: how soon the builder usually replies, under the tagline. */
export const ResponseTimeShown: Story = {
  beforeEach: () => {
    db.builders[0]!.responseTime = { medianMinutes: 95 };
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: skyline.companyName })).toBeVisible();
    await expect(canvas.getByText('Usually replies within 2 hours')).toBeVisible();
  },
};

/** docs/leads.md#response-time: below 5 inquiries (or without a median) the server sends none, and none shows. */
export const ResponseTimeHidden: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: skyline.companyName })).toBeVisible();
    await expect(canvas.queryByText(/^Usually replies within/)).toBeNull();
  },
};

/** docs/leads.md#ask-the-builder: each card opens its project's page at the Ask the builder panel. */
export const AskTheBuilderFromACard: Story = {
  play: async ({ canvas }) => {
    const [villas] = db.projects;
    await expect(
      await canvas.findByRole('link', { name: `Ask the builder about ${villas!.projectName}` }),
    ).toHaveAttribute('href', `/builder-property-detail/${villas!._id}/skyline-palm-villas#ask-the-builder`);
    await expect(canvas.getAllByRole('link', { name: /^Ask the builder about / })).toHaveLength(db.projects.length);
  },
};
