import type { ReactNode } from 'react';
import { Button as AriaButton, Disclosure, DisclosurePanel } from 'react-aria-components';
import styled from 'styled-components';
import { Badge, type BadgeTone } from '@/components/Badge';
import { DataTable } from '@/components/DataTable';
import type { Changes, UnitChange } from '@/entities/revision';
import { ChangedPhotos } from './ChangedPhotos';

export interface RevisionChangesProps {
  changes: Changes;
  /** 'Configurations' for homes, 'Unit types' for commercial projects. */
  unitsTitle?: string;
}

const unitTones: Record<UnitChange['change'], BadgeTone> = { added: 'success', removed: 'danger', changed: 'info' };
const unitWords: Record<UnitChange['change'], string> = { added: 'Added', removed: 'Removed', changed: 'Changed' };

/**
 * docs/review.md#revisions: what an edit changes of the live item, the live text beside the edited
 * one, so a reviewer judges the edit without reading the whole item again; the rest is folded.
 */
export function RevisionChanges({ changes, unitsTitle = 'Configurations' }: RevisionChangesProps) {
  const { fields, units, photos, unchanged } = changes;
  const nothing = fields.length + units.length + photos.added.length + photos.removed.length === 0;
  return (
    <Changed>
      {nothing && <p>The edit changes nothing that is shown: it reads as the live version.</p>}
      {fields.length > 0 && (
        <ComparisonTable
          caption="What changed"
          rowsAre="Field"
          rows={fields.map((field) => ({ key: field.label, name: field.label, ...field }))}
        />
      )}
      {units.length > 0 && (
        <ComparisonTable
          caption={unitsTitle}
          rowsAre="Type"
          rows={units.map((unit, index) => ({
            key: `${unit.label}-${index}`,
            name: (
              <>
                {unit.label} <Badge tone={unitTones[unit.change]}>{unitWords[unit.change]}</Badge>
              </>
            ),
            before: unit.before ?? '–',
            after: unit.after ?? '–',
          }))}
        />
      )}
      <ChangedPhotos photos={photos} />
      {unchanged.length > 0 && (
        <Disclosure>
          {({ isExpanded }) => (
            <>
              <FoldTrigger slot="trigger">
                <Chevron aria-hidden="true" $open={isExpanded}>
                  ›
                </Chevron>
                {unchanged.length} unchanged {unchanged.length === 1 ? 'field' : 'fields'}
              </FoldTrigger>
              <DisclosurePanel>
                <Unchanged>
                  {unchanged.map((field, index) => (
                    <div key={`${field.label}-${index}`}>
                      <dt>{field.label}</dt>
                      <dd>{field.value}</dd>
                    </div>
                  ))}
                </Unchanged>
              </DisclosurePanel>
            </>
          )}
        </Disclosure>
      )}
    </Changed>
  );
}

interface ComparedRow {
  key: string;
  name: ReactNode;
  before: string;
  after: string;
}

/** Rows named in their first column, the live text beside the edited one. */
function ComparisonTable({ caption, rowsAre, rows }: { caption: string; rowsAre: string; rows: ComparedRow[] }) {
  return (
    <Comparison>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{rowsAre}</th>
          <th scope="col">Live</th>
          <th scope="col">Edited</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.name}</th>
            <Before>{row.before}</Before>
            <td>{row.after}</td>
          </tr>
        ))}
      </tbody>
    </Comparison>
  );
}

const Changed = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

const Comparison = styled(DataTable)`
  caption {
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
    vertical-align: top;
    border-top: 1px solid ${({ theme }) => theme.color.border};
    overflow-wrap: break-word;
  }
  thead th {
    border-top: none;
  }
  tbody th {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    width: 28%;
  }
  /* A phone has no room for three columns: the field on its line, the live and edited text below. */
  ${({ theme }) => theme.media.phone} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      border-top: 1px solid ${({ theme }) => theme.color.border};
    }
    th,
    td {
      border-top: none;
      padding: ${({ theme }) => `${theme.space(1)} ${theme.space(1)}`};
    }
    tbody th {
      grid-column: 1 / -1;
      width: auto;
    }
  }
`;

/** The live text, muted: the edited text beside it is what would go live. */
const Before = styled.td`
  color: ${({ theme }) => theme.color.textMuted};
  text-decoration: line-through;
`;

const FoldTrigger = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `${theme.space(1)} 0`};
  border: none;
  background: none;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.primaryHover};
  cursor: pointer;
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const Chevron = styled.span<{ $open: boolean }>`
  display: inline-block;
  transform: rotate(${({ $open }) => ($open ? 90 : 0)}deg);
`;

const Unchanged = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: ${({ theme }) => `${theme.space(1)} 0 0`};
  font-size: ${({ theme }) => theme.font.size.sm};
  div {
    display: grid;
    grid-template-columns: minmax(6rem, 28%) 1fr;
    gap: ${({ theme }) => theme.space(2)};
  }
  dt {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    overflow-wrap: break-word;
  }
  /* A phone has no room for two columns: each field's name above its value. */
  ${({ theme }) => theme.media.phone} {
    div {
      grid-template-columns: 1fr;
      gap: 0;
    }
  }
`;
