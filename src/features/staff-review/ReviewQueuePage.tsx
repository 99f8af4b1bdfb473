import { useSearchParams } from 'react-router';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import styled from 'styled-components';
import { PageLayout } from '@/components/PageLayout';
import { useReviewQueue } from './api';
import { ListingReviewItem } from './ListingReviewItem';
import { ProjectReviewItem } from './ProjectReviewItem';
import { ReportsQueue } from './ReportsQueue';
import { ReviewQueue } from './ReviewQueue';
import { listingReview, projectReview, reportReview } from './reviewTargets';

const queues = ['projects', 'listings', 'reports'] as const;
type QueueName = (typeof queues)[number];
const isQueueName = (value: unknown): value is QueueName => queues.includes(value as QueueName);

/**
 * /staff/review: the team's queues (builder projects, seller and agent listings, longest waiting first)
 * and the reported listings (docs/review.md#reported-listings).
 */
export function ReviewQueuePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('queue');
  const selected: QueueName = isQueueName(asked) ? asked : 'projects';
  // The same SWR keys as the queues below: the counts cost no extra request.
  const counts: Record<QueueName, number | undefined> = {
    projects: useReviewQueue(projectReview).data?.length,
    listings: useReviewQueue(listingReview).data?.length,
    reports: useReviewQueue(reportReview).data?.length,
  };
  const label = (name: string, count: number | undefined) => (count === undefined ? name : `${name} (${count})`);

  return (
    <PageLayout
      title="Review Queue"
      subtitle="New and edited projects and listings go live only after a decision here. Longest waiting first."
    >
      <Tabs
        selectedKey={selected}
        onSelectionChange={(key) =>
          isQueueName(key) && setSearchParams(key === 'projects' ? {} : { queue: key }, { replace: true })
        }
      >
        <QueueTabs aria-label="Queues">
          <Tab id="projects">{label('Builder projects', counts.projects)}</Tab>
          <Tab id="listings">{label('Listings', counts.listings)}</Tab>
          <Tab id="reports">{label('Reports', counts.reports)}</Tab>
        </QueueTabs>
        <TabPanel id="projects">
          <ReviewQueue
            target={projectReview}
            noun="projects"
            renderItem={(project, actions) => <ProjectReviewItem project={project} actions={actions} />}
          />
        </TabPanel>
        <TabPanel id="listings">
          <ReviewQueue
            target={listingReview}
            noun="listings"
            renderItem={(listing, actions) => <ListingReviewItem listing={listing} actions={actions} />}
          />
        </TabPanel>
        <TabPanel id="reports">
          <ReportsQueue />
        </TabPanel>
      </Tabs>
    </PageLayout>
  );
}

const QueueTabs = styled(TabList)`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  [role='tab'] {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
    margin-bottom: -1px;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.textMuted};
    border-bottom: 2px solid transparent;
    cursor: pointer;
    &[data-selected] {
      color: ${({ theme }) => theme.color.primaryHover};
      border-bottom-color: ${({ theme }) => theme.color.primary};
    }
    &[data-focus-visible] {
      outline: 2px solid ${({ theme }) => theme.color.focusRing};
      outline-offset: 2px;
    }
  }
`;
