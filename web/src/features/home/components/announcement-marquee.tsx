import { Alert } from 'antd';
import { NotificationOutlined } from '@ant-design/icons';
import { useMarquee } from '../hooks/use-marquee';

/** The marquee: one announcement line at a time, the next every 3.6 s. */
export function AnnouncementMarquee({ lines }: { lines: string[] }) {
  const index = useMarquee(lines.length);
  if (lines.length === 0) return null;
  return (
    <Alert
      type="info"
      icon={<NotificationOutlined />}
      showIcon
      message={
        <span aria-live="polite" data-testid="marquee">
          {lines[index]}
        </span>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
