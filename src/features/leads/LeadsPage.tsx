import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { describeError } from '@/api';
import { indiaDay, type LeadFilter, type LeadList } from '@/api/contract/leads';
import { AsyncContent } from '@/components/AsyncContent';
import { Button } from '@/components/Button';
import { ButtonLink } from '@/components/ButtonLink';
import { paths } from '@/lib/paths';
import { EmptyState } from '@/components/EmptyState';
import { PageLayout, StackList } from '@/components/PageLayout';
import { toast } from '@/components/Toast';
import { useAuth } from '@/features/auth';
import { downloadLeads, useMyLeads, useReplyInLead, useSaveLead } from './api';
import { LeadCard } from './LeadCard';
import { LeadFilters } from './LeadFilters';
import { filterFromParams, hasFilter, paramsOfFilter } from './leadFilters';

/**
 * docs/leads.md#leads-page: /builder/leads (and /seller/leads, /agent/leads): every buyer who asked
 * the owner anything, one lead each, with the filters in the address, the due follow-ups a click
 * away and the export of what is shown.
 */
export function LeadsPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const leads = useMyLeads(filter);
  const save = useSaveLead(filter);
  const reply = useReplyInLead(filter);
  const what = user?.role === 'Builder' ? 'projects' : 'listings';
  const choose = (next: LeadFilter) => setParams(paramsOfFilter(next), { replace: true });

  async function exportShown() {
    try {
      await downloadLeads(filter, `nivaas-leads-${indiaDay(new Date())}.csv`);
    } catch (error) {
      toast.error('The leads were not exported. Please try again.', { description: describeError(error) });
    }
  }

  return (
    <PageLayout
      title="Leads"
      subtitle={`Every buyer who asked about your ${what}, once each. Stages, notes and follow-ups are yours alone.`}
      actions={
        <>
          {/* docs/leads.md#site-visits: where the owner sets when buyers may visit. */}
          {user && (
            <ButtonLink variant="secondary" to={paths.visitingHours(user.role)}>
              Visiting hours
            </ButtonLink>
          )}
          <Button variant="secondary" onPress={() => void exportShown()} isDisabled={!leads.data?.leads.length}>
            Export CSV
          </Button>
        </>
      }
    >
      <AsyncContent
        load={leads}
        loadingLabel="Loading your leads"
        errorTitle="Unable to Load Your Leads"
        describe={describeError}
      >
        {(list) =>
          list.properties.length === 0 ? (
            <EmptyState
              title="No leads yet"
              message={`When a buyer asks about one of your ${what}, they appear here, with every ${what.slice(0, -1)} they asked about.`}
            />
          ) : (
            <Leads
              list={list}
              filter={filter}
              onFilter={choose}
              propertyWord={what === 'projects' ? 'Project' : 'Listing'}
              onSave={async (lead, change) => {
                await save(lead, change);
                toast.success('Lead saved', { timeout: 4000 });
              }}
              onReplied={reply}
            />
          )
        }
      </AsyncContent>
    </PageLayout>
  );
}

interface LeadsProps extends Pick<React.ComponentProps<typeof LeadCard>, 'onSave' | 'onReplied'> {
  list: LeadList;
  filter: LeadFilter;
  onFilter: (filter: LeadFilter) => void;
  propertyWord: string;
}

function Leads({ list, filter, onFilter, propertyWord, onSave, onReplied }: LeadsProps) {
  return (
    <>
      <LeadFilters
        filter={filter}
        properties={list.properties}
        dueCount={list.dueCount}
        propertyWord={propertyWord}
        onFilter={onFilter}
      />
      {list.leads.length === 0 ? (
        <Note>
          {filter.due ? 'No follow-ups are due.' : 'No leads match these filters.'}{' '}
          {hasFilter(filter) && (
            <Button variant="ghost" size="sm" onPress={() => onFilter({})}>
              Show all leads
            </Button>
          )}
        </Note>
      ) : (
        <StackList aria-label="Leads">
          {list.leads.map((lead) => (
            <li key={lead._id}>
              <LeadCard lead={lead} onSave={onSave} onReplied={onReplied} />
            </li>
          ))}
        </StackList>
      )}
    </>
  );
}

const Note = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;
