import { useState, type ComponentType } from 'react';

/** An input whose onChange gives back a value it accepts again (a Select takes null, gives a key). */
interface ControlledProps {
  value: unknown;
  onChange: (value: never) => void;
}

/**
 * Stories of a controlled input: a story `render` that keeps the value in state, so typing shows,
 * while the `onChange` arg still records every call.
 */
export function renderControlled<Props extends ControlledProps>(Input: ComponentType<Props>) {
  function Controlled(props: Props) {
    const [value, setValue] = useState<Props['value']>(props.value);
    const onChange = (next: Props['value']) => {
      setValue(next);
      (props.onChange as (value: Props['value']) => void)(next);
    };
    return <Input {...props} value={value} onChange={onChange} />;
  }
  return (args: Props) => <Controlled {...args} />;
}
