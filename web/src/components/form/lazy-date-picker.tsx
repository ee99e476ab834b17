import { CalendarOutlined } from '@ant-design/icons';
import type { DatePickerProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { lazyWidget } from '../lazy-widget';
import { WidgetPlaceholder } from './widget-placeholder';

/**
 * antd's DatePicker, fetched with the first one drawn (lazyWidget): the list's criteria and the wizard's dates are on
 * pages whose first paint needs none of its code (rc-picker, its panels and locale).
 */
export const DatePicker = lazyWidget<DatePickerProps, unknown>(
  () => import('antd/es/date-picker').then((m) => m.default as React.ComponentType<DatePickerProps>),
  (props) => {
    const value = props.value as Dayjs | null | undefined;
    const format = typeof props.format === 'string' ? props.format : 'YYYY-MM-DD';
    return (
      <WidgetPlaceholder
        text={value ? value.format(format) : (props.placeholder ?? '')}
        empty={!value}
        suffix={<CalendarOutlined />}
        style={props.style}
        disabled={props.disabled === true}
      />
    );
  },
);
