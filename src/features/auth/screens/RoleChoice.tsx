import { Label, Radio, RadioGroup } from 'react-aria-components';
import styled from 'styled-components';
import { roles, type Role } from '@/api/contract';

export interface RoleChoiceProps {
  value: Role | '';
  onChange: (role: Role) => void;
  label?: string;
  errorMessage?: string;
}

/** The four roles of docs/auth.md#roles as one radio group (arrow keys move between them). */
export function RoleChoice({ value, onChange, label = 'I am a', errorMessage }: RoleChoiceProps) {
  return (
    <Group
      value={value || null}
      onChange={(next) => onChange(next as Role)}
      isRequired
      isInvalid={Boolean(errorMessage)}
      orientation="horizontal"
    >
      <Label>{label}</Label>
      <Options>
        {roles.map((role) => (
          <Option key={role} value={role}>
            {role}
          </Option>
        ))}
      </Options>
      {errorMessage && <Error role="alert">{errorMessage}</Error>}
    </Group>
  );
}

const Group = styled(RadioGroup)`
  display: flex;
  flex-direction: column;
  gap: 6px;
  > label {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const Option = styled(Radio)`
  padding: ${({ theme }) => theme.space(2)};
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  &[data-selected] {
    color: ${({ theme }) => theme.color.primaryHover};
    background: ${({ theme }) => theme.color.primarySoft};
    border-color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const Error = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.danger};
`;
