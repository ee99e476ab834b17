import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';

interface ChoiceCardProps {
  label: string;
  selected: boolean;
  disabled?: boolean;
  onSelect: () => void;
  children?: ReactNode;
}

/**
 * A selectable card (insurer or case type): a button for assistive technology, pressed when chosen. Its name is
 * its whole visible text (the label and any note under it), so what is read is what is seen (axe's
 * label-content-name-mismatch).
 */
export function ChoiceCard({ label, selected, disabled = false, onSelect, children }: ChoiceCardProps) {
  const pick = () => !disabled && onSelect();
  return (
    <Card
      size="small"
      hoverable={!disabled}
      role="button"
      aria-pressed={selected}
      aria-disabled={disabled}
      tabIndex={disabled ? -1 : 0}
      onClick={pick}
      onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && pick()}
      style={{
        opacity: disabled ? 0.45 : 1,
        cursor: disabled ? 'not-allowed' : 'pointer',
        borderColor: selected ? '#1677ff' : undefined,
        boxShadow: selected ? '0 0 0 1px #1677ff' : undefined,
      }}
    >
      <Typography.Text strong>
        {selected && <CheckCircleFilled style={{ color: '#1677ff', marginRight: 6 }} />}
        {label}
      </Typography.Text>
      {children && <div>{children}</div>}
    </Card>
  );
}
