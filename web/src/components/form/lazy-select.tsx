import { DownOutlined } from '@ant-design/icons';
import type { SelectProps } from 'antd';
import type { RefSelectProps } from 'antd/es/select';
import { lazyWidget } from '../lazy-widget';
import { WidgetPlaceholder } from './widget-placeholder';

/** What the select shows for its value: the option's label, the value itself when no option has it yet. */
function shown({ value, options }: SelectProps) {
  if (value === undefined || value === null) return undefined;
  const option = options?.find((o) => o.value === value);
  return option ? (option.label ?? String(value)) : String(value);
}

/**
 * antd's Select, fetched with the first one drawn (lazyWidget): the criteria, the wizard's code lists and the table's
 * page-size changer (web/build-stubs) are on pages whose first paint needs none of its code.
 */
export const Select = lazyWidget<SelectProps, RefSelectProps>(
  () => import('antd/es/select').then((m) => m.default as React.ComponentType<SelectProps>),
  (props) => {
    const text = shown(props);
    return (
      <WidgetPlaceholder
        text={text ?? props.placeholder ?? ''}
        empty={text === undefined}
        suffix={<DownOutlined className="widget-placeholder-suffix-small" />}
        style={props.style}
        disabled={props.disabled}
      />
    );
  },
);
