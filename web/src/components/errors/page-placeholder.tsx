import type { ReactNode } from 'react';
import { Result } from 'antd';

interface PagePlaceholderProps {
  title: string;
  subTitle?: string;
  extra?: ReactNode;
  status?: 'info' | 'warning' | 'error' | '404';
}

/** A page whose content comes with a later issue. */
export function PagePlaceholder({
  title,
  subTitle = '此功能建置中',
  extra,
  status = 'info',
}: PagePlaceholderProps) {
  return <Result status={status} title={title} subTitle={subTitle} extra={extra} />;
}
