import { Select } from '@/components/Select';
import type { Choice } from './projectChoices';

export interface ChoiceSelectProps<Id extends string> {
  label: string;
  choices: readonly Choice<Id>[];
  /** '' while nothing is chosen. */
  value: Id | '';
  onChange: (id: Id) => void;
  placeholder?: string;
  description?: string;
  isDisabled?: boolean;
}

/** A required dropdown over typed choices: the form only ever hears one of `choices`. */
export function ChoiceSelect<Id extends string>({ choices, value, onChange, ...props }: ChoiceSelectProps<Id>) {
  const choose = (id: string) => {
    const choice = choices.find((candidate) => candidate.id === id);
    if (choice) onChange(choice.id);
  };
  return <Select {...props} options={choices} value={value} onChange={choose} isRequired />;
}
