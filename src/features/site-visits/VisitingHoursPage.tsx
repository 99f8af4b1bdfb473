import { useState } from 'react';
import useSWR from 'swr';
import { describeError } from '@/api';
import type { InterestKind } from '@/api/contract/leads';
import { getMyBuilderProjects } from '@/api/builders';
import { getMyListings } from '@/api/listings';
import { getVisitingHours, saveVisitingHours } from '@/api/visits';
import { AsyncContent } from '@/components/AsyncContent';
import { ButtonLink } from '@/components/ButtonLink';
import { EmptyState } from '@/components/EmptyState';
import { PageLayout } from '@/components/PageLayout';
import { Select } from '@/components/Select';
import { useAuth } from '@/features/auth';
import { paths } from '@/lib/paths';
import { VisitingHoursForm } from './VisitingHoursForm';

/** The owner's listings or projects, as the property choice names them. */
function useOwnProperties(kind: InterestKind) {
  return useSWR(`visiting-hours:${kind}`, async () =>
    kind === 'builder-project'
      ? (await getMyBuilderProjects()).map((p) => ({ id: p._id, label: p.projectName }))
      : (await getMyListings()).map((l) => ({ id: l._id, label: l.title })),
  );
}

function HoursOf({ kind, id }: { kind: InterestKind; id: string }) {
  const hours = useSWR(`visiting-hours:${kind}:${id}`, () => getVisitingHours(kind, id));
  return (
    <AsyncContent
      load={hours}
      loadingLabel="Loading the visiting hours"
      errorTitle="Unable to Load the Visiting Hours"
      describe={describeError}
    >
      {(answer) => (
        <VisitingHoursForm
          key={id}
          title={answer.title}
          hours={answer.hours}
          onSave={async (next) => hours.mutate(await saveVisitingHours(kind, id, next), { revalidate: false })}
        />
      )}
    </AsyncContent>
  );
}

/**
 * docs/leads.md#site-visits: /builder/visiting-hours (and /seller/…, /agent/…), linked from the Leads
 * page: one property at a time, its hours to set.
 */
export function VisitingHoursPage() {
  const { user } = useAuth();
  const kind: InterestKind = user?.role === 'Builder' ? 'builder-project' : 'listing';
  const properties = useOwnProperties(kind);
  const [chosen, setChosen] = useState<string | null>(null);
  const what = kind === 'builder-project' ? 'project' : 'listing';
  return (
    <PageLayout
      title="Visiting hours"
      subtitle={`When buyers may visit each ${what}. They book a slot; you see it on your Leads page.`}
      actions={
        user && (
          <ButtonLink variant="secondary" to={paths.leads(user.role)}>
            Leads
          </ButtonLink>
        )
      }
    >
      <AsyncContent
        load={properties}
        loadingLabel={`Loading your ${what}s`}
        errorTitle="Unable to Load Your Properties"
        describe={describeError}
      >
        {(list) => {
          const id = chosen ?? list[0]?.id;
          if (!id)
            return (
              <EmptyState
                title={`No ${what}s yet`}
                message={`Post a ${what} first; then set when buyers may visit it.`}
              />
            );
          return (
            <>
              {list.length > 1 && <Select label={`Which ${what}`} options={list} value={id} onChange={setChosen} />}
              <HoursOf kind={kind} id={id} />
            </>
          );
        }}
      </AsyncContent>
    </PageLayout>
  );
}

export default VisitingHoursPage;
