import type { ReactNode } from 'react';
import { Card, Form } from 'antd';

interface SearchCardProps {
  /** The filter fields and the 查詢 button, laid out inline. */
  children: ReactNode;
  /** Shown under the filters (e.g. an error alert). */
  footer?: ReactNode;
}

/** The card above a result table that holds a search page's filters. */
export function SearchCard({ children, footer }: SearchCardProps) {
  return (
    <Card style={{ marginBottom: 16 }}>
      <Form layout="inline" component="div">
        {children}
      </Form>
      {footer}
    </Card>
  );
}
