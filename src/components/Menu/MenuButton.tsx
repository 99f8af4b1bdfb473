import type { ReactNode } from 'react';
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover, Separator, type Key } from 'react-aria-components';
import styled from 'styled-components';
import { optionListStyles, optionStyles } from '@/components/Select/optionList';
import { triggerLook, triggerText } from './triggerLook';

export interface MenuEntry {
  id: string;
  label: string;
  /** Draw a line above this entry. */
  separatorBefore?: boolean;
}

export interface MenuButtonProps {
  /** What the trigger shows, e.g. the user's name. */
  trigger: ReactNode;
  /** The trigger's accessible name when its content is not enough. */
  'aria-label'?: string;
  items: readonly MenuEntry[];
  onAction: (id: string) => void;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/** A button that opens a menu; react-aria closes it on outside click, Escape and a choice. */
export function MenuButton({ trigger, items, onAction, isOpen, onOpenChange, ...props }: MenuButtonProps) {
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Trigger aria-label={props['aria-label']}>
        <TriggerText>{trigger}</TriggerText>
      </Trigger>
      <StyledPopover placement="bottom end">
        <StyledMenu onAction={(key: Key) => onAction(String(key))}>
          {items.flatMap((item) => [
            ...(item.separatorBefore ? [<Line key={`${item.id}-separator`} />] : []),
            <Item key={item.id} id={item.id}>
              {item.label}
            </Item>,
          ])}
        </StyledMenu>
      </StyledPopover>
    </MenuTrigger>
  );
}

const Trigger = styled(AriaButton)`
  ${triggerLook}
  cursor: pointer;
  &[data-hovered],
  &[data-pressed] {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const TriggerText = styled.span`
  ${triggerText}
`;

const StyledPopover = styled(Popover)`
  min-width: 12rem;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

// A menu's entries look like a list's options; with no selection mode, none is ever data-selected.
const StyledMenu = styled(Menu)`
  ${optionListStyles}
`;

const Item = styled(MenuItem)`
  ${optionStyles}
`;

const Line = styled(Separator)`
  height: 1px;
  margin: ${({ theme }) => theme.space(1)} 0;
  background: ${({ theme }) => theme.color.border};
  border: none;
`;
