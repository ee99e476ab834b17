import { theme } from 'antd';
import { useVersion } from '@/api/get-version';

/** The core system's version under the login form (`/login?v`). */
export function VersionText() {
  const { data } = useVersion(true);
  const { token } = theme.useToken();
  if (!data) return null;
  return (
    <p style={{ textAlign: 'center', margin: '16px 0 0', color: token.colorTextSecondary }}>版本：{data}</p>
  );
}
