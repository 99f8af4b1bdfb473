import { useId, useMemo, useState, type ContextType, type ReactNode } from 'react';
import { ButtonContext, DialogContext, OverlayTriggerStateContext, Provider } from 'react-aria-components';

export interface SheetTriggerProps {
  /** The Button that opens the sheet. */
  trigger: ReactNode;
  /** The Sheet, opened and shut by this trigger. */
  children: ReactNode;
}

type TriggerState = NonNullable<ContextType<typeof OverlayTriggerStateContext>>;

/**
 * What react-aria's DialogTrigger gives a Sheet: the button opens it and says so (aria-expanded,
 * aria-controls, pressed while open), the sheet is labelled by the button when it has no title.
 * Not DialogTrigger itself: it also hands its state to a Menu or Popover opened from it, and that
 * links react-aria's Dialog module to its Menu and Popover, so every page with any dialog would
 * download the menu and popover code too (bench/budgets.json).
 */
export function SheetTrigger({ trigger, children }: SheetTriggerProps) {
  const [isOpen, setOpen] = useState(false);
  // Where a context menu opens: part of the state's type, unused by a modal.
  const [point, setPoint] = useState<TriggerState['point']>(null);
  const state = useMemo<TriggerState>(
    () => ({
      isOpen,
      setOpen,
      open: () => setOpen(true),
      close: () => setOpen(false),
      toggle: () => setOpen((open) => !open),
      point,
      setPoint,
    }),
    [isOpen, point],
  );
  const triggerId = useId();
  const sheetId = useId();
  return (
    <Provider
      values={[
        [OverlayTriggerStateContext, state],
        [DialogContext, { id: sheetId, 'aria-labelledby': triggerId }],
      ]}
    >
      <ButtonContext.Provider
        value={{
          id: triggerId,
          'aria-expanded': isOpen,
          'aria-controls': isOpen ? sheetId : undefined,
          onPress: state.toggle,
          isPressed: isOpen,
        }}
      >
        {trigger}
      </ButtonContext.Provider>
      {children}
    </Provider>
  );
}
