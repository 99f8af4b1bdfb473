import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { askBuilder } from '@/api';
import { SignedOutOnly, useAuth } from '@/features/auth';
import { ScheduleVisit } from '@/features/site-visits';
import { ASK_THE_BUILDER_HASH, paths } from '@/lib/paths';

// Only a signed-in buyer fills it: a visitor's page (the server's HTML) never loads the form.
const InquiryForm = lazy(() => import('@/features/ask-owner').then((module) => ({ default: module.InquiryForm })));

export interface AskTheBuilderProps {
  projectId: string;
  projectName: string;
  builderName: string;
}

/**
 * docs/leads.md#ask-the-builder: a signed-in buyer asks the builder about the project, in the
 * listings' consent thread (their number only if they tick the box; the builder's office number stays
 * public); a visitor gets a sign-in link that comes back here, other roles a note. The page leaves
 * it out for the project's own builder.
 */
export function AskTheBuilder({ projectId, projectName, builderName }: AskTheBuilderProps) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  if (user?.role === 'Buyer')
    return (
      <Suspense fallback={<Heading>Ask the builder</Heading>}>
        <InquiryForm
          send={(request) => askBuilder(projectId, request)}
          name={user.name}
          phone={user.phone ?? ''}
          posterName={builderName}
          posterWord="builder"
          heading={`Ask the builder about ${projectName}`}
        />
        {/* docs/leads.md#site-visits: beside the inquiry. */}
        <ScheduleVisit kind="builder-project" propertyId={projectId} />
      </Suspense>
    );
  return (
    <>
      <Heading>Ask the builder</Heading>
      {user ? (
        <Note>Inquiries are sent from buyer accounts.</Note>
      ) : (
        // docs/auth.md#first-paint: hidden from the first paint for a visitor whose session is stored.
        <SignedOutOnly>
          <p>
            <Link to={paths.login} state={{ from: `${pathname}${ASK_THE_BUILDER_HASH}` }}>
              Sign in to ask {builderName}
            </Link>{' '}
            through Nivaas: your number stays private unless you share it.
          </p>
        </SignedOutOnly>
      )}
    </>
  );
}

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;
