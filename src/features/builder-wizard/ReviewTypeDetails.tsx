import { useId } from 'react';
import styled from 'styled-components';
import type { BuilderProjectFields, CommercialUnit } from '@/api/contract';
import { Badge } from '@/components/Badge';
import { formatArea } from '@/lib/area';
import { formatPrice } from '@/lib/price';
import { WrapList } from '@/components/PageLayout';
import { amenitiesOf, bhkTypeLabel, kindOf } from '@/entities/project';
import { stepHeading } from './projectSummary';
import { Facts, ReviewSection } from './reviewParts';

const count = (value: number | null) => (value === null ? null : String(value));
const price = (value: number | null) => (value ? formatPrice(value) : '—');
const area = (value: number | null) => formatArea(value) || '—';
const parts = (...items: Array<string | null>) => items.filter(Boolean).join(' · ');
const bathrooms = (value: number | null) => (value ? `${value} ${value === 1 ? 'bathroom' : 'bathrooms'}` : null);

/** A titled list of entries; the list is named by its title. */
function Entries({ title, lines }: { title: string; lines: string[] }) {
  const titleId = useId();
  return (
    <div>
      <ListTitle id={titleId}>{title}</ListTitle>
      <Lines aria-labelledby={titleId}>
        {lines.map((line, index) => (
          // Entries have no identity of their own; their position is what the person sees too.
          <li key={index}>{line}</li>
        ))}
      </Lines>
    </div>
  );
}

const unitLines = (units: CommercialUnit[]) =>
  units.map((unit) => parts(unit.type.trim() || '—', area(unit.area), price(unit.price)));

/** The kind's totals and entries (docs/wizard.md#wizard-review: type-specific details with configurations). */
function KindDetails({ fields }: { fields: BuilderProjectFields }) {
  switch (kindOf(fields)) {
    case 'villa': {
      const d = fields.villaDetails;
      return (
        <>
          <Facts
            items={[
              ['Total Villas', count(d.totalVillas)],
              ['Floors per Villa', count(d.totalFloors)],
            ]}
          />
          <Entries
            title="Configurations"
            lines={d.configurations.map((c) =>
              parts(c.bhkType ? bhkTypeLabel(c.bhkType) : '—', bathrooms(c.bathrooms), area(c.area), price(c.price)),
            )}
          />
        </>
      );
    }
    case 'flat': {
      const d = fields.flatDetails;
      return (
        <>
          <Facts
            items={[
              ['Total Apartments', count(d.totalApartments)],
              ['Total Floors', count(d.totalFloors)],
              ['Flats per Floor', count(d.flatsPerFloor)],
            ]}
          />
          <Entries
            title="Configurations"
            lines={d.configurations.map((c) =>
              parts(
                c.bhkType ? bhkTypeLabel(c.bhkType) : '—',
                bathrooms(c.bathrooms),
                `Carpet ${area(c.carpetArea)}`,
                `Built-up ${area(c.builtUpArea)}`,
                `Super built-up ${area(c.superBuiltUpArea)}`,
                price(c.price),
              ),
            )}
          />
        </>
      );
    }
    case 'shops':
      return (
        <>
          <Facts items={[['Total Floors', count(fields.shopDetails.totalFloors)]]} />
          <Entries title="Shop Types" lines={unitLines(fields.shopDetails.types)} />
        </>
      );
    case 'office':
      return (
        <>
          <Facts items={[['Total Floors', count(fields.officeDetails.totalFloors)]]} />
          <Entries title="Office Types" lines={unitLines(fields.officeDetails.types)} />
        </>
      );
    case 'mixed':
      return (
        <>
          <Facts items={[['Total Floors', count(fields.mixedUseDetails.totalFloors)]]} />
          <Entries title="Shop Types" lines={unitLines(fields.mixedUseDetails.shopTypes)} />
          <Entries title="Office Types" lines={unitLines(fields.mixedUseDetails.officeTypes)} />
        </>
      );
    default:
      return null;
  }
}

export function ReviewTypeDetails({ fields }: { fields: BuilderProjectFields }) {
  const amenities = amenitiesOf(fields);
  return (
    <>
      <ReviewSection title={stepHeading(3, fields)}>
        <KindDetails fields={fields} />
      </ReviewSection>
      {amenities && (
        <ReviewSection title="Amenities">
          {amenities.length === 0 ? (
            <Muted>No amenities selected</Muted>
          ) : (
            <WrapList aria-label="Amenities">
              {amenities.map((label) => (
                <li key={label}>
                  <Badge tone="info">{label}</Badge>
                </li>
              ))}
            </WrapList>
          )}
        </ReviewSection>
      )}
    </>
  );
}

const ListTitle = styled.h4`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Lines = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;
