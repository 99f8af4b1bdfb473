import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { wholeText } from '@/testing/formSteps';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { FactLine, ReviewSummary } from './ReviewSummary';

const meta = {
  title: 'Components/Review Summary',
  component: ReviewSummary,
  parameters: docsWithUsage(usageNotes.reviewSummary),
  args: {
    titleId: 'row-title',
    title: '2 BHK Flat in Koramangala',
    href: '/property-detail/listing-1',
    state: 'approved',
    status: { label: 'Live', tone: 'success' },
    noun: 'listing',
    afterApproval: 'buyers see them',
    children: <FactLine>Flat · For Sale · Koramangala, Bengaluru</FactLine>,
  },
  decorators: [
    (Story) => (
      <article aria-labelledby="row-title">
        <Story />
      </article>
    ),
  ],
} satisfies Meta<typeof ReviewSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {
  play: async ({ canvas }) => {
    const row = canvas.getByRole('article', { name: '2 BHK Flat in Koramangala' });
    await expect(canvas.getByRole('heading', { level: 3, name: '2 BHK Flat in Koramangala' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '2 BHK Flat in Koramangala' })).toHaveAttribute(
      'href',
      '/property-detail/listing-1',
    );
    await expect(row).toHaveTextContent('Live');
    await expect(canvas.getByText('Flat · For Sale · Koramangala, Bengaluru')).toBeVisible();
    await expect(canvas.queryByText(/Sent back by our team/)).not.toBeInTheDocument();
  },
};

export const PendingReview: Story = {
  args: { state: 'pending_review', status: { label: 'Pending Review', tone: 'warning' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pending Review')).toBeVisible();
    await expect(
      canvas.getByText(
        'Our team reviews new and edited listings before buyers see them, usually within two working days.',
      ),
    ).toBeVisible();
  },
};

export const SentBackWithAReason: Story = {
  args: {
    state: 'rejected',
    status: { label: 'Rejected', tone: 'danger' },
    reason: 'The photos show a different building.',
    noun: 'project',
    afterApproval: 'they go live',
    headingLevel: 2,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.getByText('Rejected')).toBeVisible();
    await expect(
      canvas.getByText(
        wholeText('Sent back by our team: The photos show a different building. Edit the project and submit it again.'),
      ),
    ).toBeVisible();
  },
};

export const SentBackWithoutAReason: Story = {
  args: { state: 'rejected', status: { label: 'Rejected', tone: 'danger' }, reason: null },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(wholeText('Sent back by our team: No reason was given. Edit the listing and submit it again.')),
    ).toBeVisible();
  },
};
