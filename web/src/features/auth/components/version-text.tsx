import { Typography } from 'antd';
import { useVersion } from '@/api/get-version';

/** The core system's version under the login form (`/login?v`). */
export function VersionText() {
  const { data } = useVersion(true);
  if (!data) return null;
  return (
    <Typography.Paragraph type="secondary" style={{ textAlign: 'center', margin: '16px 0 0' }}>
      版本：{data}
    </Typography.Paragraph>
  );
}
