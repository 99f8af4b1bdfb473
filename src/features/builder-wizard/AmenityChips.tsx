import { ChipChoices } from '@/components/ChipChoices';

export interface AmenityChipsProps<Flags extends Record<string, boolean>> {
  title: string;
  flags: Flags;
  /** docs/wizard.md#amenity-labels: each flag's label, in the order shown. */
  labels: Record<keyof Flags, string>;
  onChange: (flags: Flags) => void;
}

/** A set of amenity flags as chips that are on or off, under the step's sub-heading. */
export function AmenityChips<Flags extends Record<string, boolean>>({
  title,
  flags,
  labels,
  onChange,
}: AmenityChipsProps<Flags>) {
  return (
    <ChipChoices
      label={title}
      labelAs="heading"
      options={Object.keys(labels) as Array<keyof Flags & string>}
      isSelected={(key) => flags[key] === true}
      textOf={(key) => labels[key]}
      onChange={(key, on) => onChange({ ...flags, [key]: on })}
    />
  );
}
