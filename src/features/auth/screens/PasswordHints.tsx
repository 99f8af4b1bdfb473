import styled from 'styled-components';

const rules = [
  { label: 'At least 8 characters', test: (p: string) => p.length >= 8 },
  { label: 'A letter', test: (p: string) => /[A-Za-z]/.test(p) },
  { label: 'A number', test: (p: string) => /\d/.test(p) },
  { label: 'A symbol (stronger)', test: (p: string) => /[^A-Za-z0-9]/.test(p) },
];

/** Live hints as the password is typed; the first three are required by the server. */
export function PasswordHints({ password }: { password: string }) {
  return (
    <List aria-label="Password requirements">
      {rules.map((rule) => {
        const met = rule.test(password);
        return (
          <Item key={rule.label} $met={met}>
            <span aria-hidden="true">{met ? '✓' : '○'}</span> {rule.label}
            <Hidden>{met ? ' (met)' : ' (not yet)'}</Hidden>
          </Item>
        );
      })}
    </List>
  );
}

const List = styled.ul`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Item = styled.li<{ $met: boolean }>`
  color: ${({ theme, $met }) => ($met ? theme.color.success : theme.color.textMuted)};
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
