import { useState } from 'react';
import styled from 'styled-components';
import { deleteSavedSearch, describeError, setSearchAlerts, type SavedSearch } from '@/api';
import { AsyncContent } from '@/components/AsyncContent';
import { Button } from '@/components/Button';
import { ButtonLink } from '@/components/ButtonLink';
import { Checkbox } from '@/components/Checkbox';
import { ConfirmDialog } from '@/components/Dialog';
import { EmptyState } from '@/components/EmptyState';
import { spreadRow, StackList } from '@/components/PageLayout';
import { toast } from '@/components/Toast';
import { describeSavedSearch } from '@/entities/search';
import { paths } from '@/lib/paths';
import { useSavedSearches } from './api';

/** The buyer dashboard's saved searches: open one, turn its alerts on or off, delete it (asked first). */
export function SavedSearchList() {
  const load = useSavedSearches();
  const [asked, setAsked] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState(false);
  const replace = (searches: SavedSearch[]) => load.mutate({ savedSearches: searches }, { revalidate: false });
  const current = () => load.data?.savedSearches ?? [];

  async function toggleAlerts(search: SavedSearch, alerts: boolean) {
    try {
      const saved = await setSearchAlerts(search._id, alerts);
      await replace(current().map((s) => (s._id === saved._id ? saved : s)));
    } catch (error) {
      toast.error(`Alerts for "${search.name}" were not changed`, { description: describeError(error) });
    }
  }

  async function confirmDelete() {
    if (!asked) return;
    setDeleting(true);
    try {
      await deleteSavedSearch(asked._id);
      await replace(current().filter((s) => s._id !== asked._id));
      toast.success(`"${asked.name}" was deleted`, { timeout: 4000 });
      setAsked(null);
    } catch (error) {
      toast.error(`"${asked.name}" was not deleted`, { description: describeError(error) });
    } finally {
      setDeleting(false);
    }
  }

  return (
    <AsyncContent
      load={load}
      loadingLabel="Loading your saved searches"
      errorTitle="Unable to Load Your Saved Searches"
      describe={describeError}
    >
      {({ savedSearches }) =>
        savedSearches.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title="No saved searches yet"
            message="Save a search on the property list to get an e-mail when new properties match."
            action={<ButtonLink to={paths.properties}>Search properties</ButtonLink>}
          />
        ) : (
          <>
            <StackList aria-label="Saved searches">
              {savedSearches.map((search) => (
                <Row key={search._id}>
                  <div>
                    <h3>{search.name}</h3>
                    <Muted>{describeSavedSearch(search.query)}</Muted>
                  </div>
                  <Actions>
                    <Checkbox
                      isSelected={search.alerts}
                      onChange={(alerts) => void toggleAlerts(search, alerts)}
                      aria-label={`E-mail alerts for ${search.name}`}
                    >
                      E-mail alerts
                    </Checkbox>
                    <ButtonLink
                      size="sm"
                      variant="secondary"
                      to={search.query ? `${paths.properties}?${search.query}` : paths.properties}
                      aria-label={`Open ${search.name}`}
                    >
                      Open
                    </ButtonLink>
                    <Button
                      size="sm"
                      variant="secondary"
                      onPress={() => setAsked(search)}
                      aria-label={`Delete ${search.name}`}
                    >
                      Delete
                    </Button>
                  </Actions>
                </Row>
              ))}
            </StackList>
            <ConfirmDialog
              isOpen={asked !== null}
              onOpenChange={(open) => !open && !deleting && setAsked(null)}
              title="Delete this saved search?"
              message={asked ? `"${asked.name}" and its e-mail alerts will be removed.` : ''}
              confirmLabel="Delete"
              confirmVariant="danger"
              onConfirm={() => void confirmDelete()}
              isPending={deleting}
            />
          </>
        )
      }
    </AsyncContent>
  );
}

const Row = styled.li`
  ${spreadRow(3)}
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;
