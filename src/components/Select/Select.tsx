import {
  Button as AriaButton,
  ListBox,
  ListBoxItem,
  Select as AriaSelect,
  SelectValue,
  type Key,
} from 'react-aria-components';
import styled from 'styled-components';
import { FieldDescription, FieldError, FieldLabel, fieldStackStyles, inputStyles } from '@/components/Field';
import { OptionPopover, optionListStyles, optionStyles } from './optionList';

export interface SelectOption {
  id: string;
  label: string;
}

export interface SelectProps {
  label: string;
  options: readonly SelectOption[];
  /** '' or null when nothing is chosen. */
  value: string | null;
  onChange: (value: string) => void;
  placeholder?: string;
  description?: string;
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
}

/** A labelled dropdown on react-aria: keyboard, typeahead and screen-reader support built in. */
export function Select({
  label,
  options,
  value,
  onChange,
  placeholder = 'Select',
  description,
  errorMessage,
  ...props
}: SelectProps) {
  return (
    <Stack
      {...props}
      placeholder={placeholder}
      selectedKey={value || null}
      onSelectionChange={(key: Key | null) => onChange(key === null ? '' : String(key))}
      isInvalid={Boolean(errorMessage)}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Trigger>
        <SelectValue />
        <Chevron aria-hidden="true">▾</Chevron>
      </Trigger>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
      <OptionPopover>
        <Options items={options}>{(option) => <Option id={option.id}>{option.label}</Option>}</Options>
      </OptionPopover>
    </Stack>
  );
}

const Stack = styled(AriaSelect)`
  ${fieldStackStyles}
`;

const Trigger = styled(AriaButton)`
  ${inputStyles}
  display: flex;
  align-items: center;
  justify-content: space-between;
  text-align: left;
  cursor: pointer;
  [data-placeholder] {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Chevron = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Options = styled(ListBox<SelectOption>)`
  ${optionListStyles}
`;

const Option = styled(ListBoxItem)`
  ${optionStyles}
`;
