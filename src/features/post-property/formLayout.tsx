import type { Dispatch, ReactNode } from 'react';
import { useId } from 'react';
import styled from 'styled-components';
import { cardPanel } from '@/components/Card';
import type { ListingFieldKey, ListingFields } from '@/api/contract';
import type { FieldMessages } from '@/lib/fieldMessages';
import type { ListingFormAction } from './listingForm';

/** What every section of the listing form receives. */
export interface SectionProps {
  fields: ListingFields;
  /** The messages shown beside the fields (after a submit attempt). */
  errors: FieldMessages<ListingFieldKey>;
  dispatch: Dispatch<ListingFormAction>;
}

/** A titled part of the form (Basics, Details, Location...): a region named by its heading. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Section>
  );
}

/**
 * Marks where a field sits, so that a failed submit can move focus to the first field with a
 * message in the order the form shows them.
 */
export function FieldSlot({ name, wide, children }: { name: ListingFieldKey; wide?: boolean; children: ReactNode }) {
  return (
    <Slot data-field={name} $wide={wide}>
      {children}
    </Slot>
  );
}

/** Two columns on a desktop, one on a phone. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Slot = styled.div<{ $wide?: boolean | undefined }>`
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
`;

const Section = styled.section`
  ${cardPanel(4, 6)}
  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => theme.space(4)};
  }
`;
