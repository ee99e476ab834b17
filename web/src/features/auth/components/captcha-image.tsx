import { Button, Tooltip, theme } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useCaptchaImage } from '../hooks/use-captcha-image';

interface CaptchaImageProps {
  stamp: number;
  onRefresh: () => void;
}

/** The captcha picture (the BFF asks the core for it) and a button for a new one. */
export function CaptchaImage({ stamp, onRefresh }: CaptchaImageProps) {
  const { src, error } = useCaptchaImage(stamp);
  const { token } = theme.useToken();
  return (
    <div style={{ marginTop: 30 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <div style={{ width: 120, height: 40, border: '1px solid #d9d9d9' }}>
          {src && <img src={src} alt="驗證碼圖片" width={118} height={38} />}
        </div>
        <Tooltip title="更換驗證碼">
          <Button aria-label="更換驗證碼" icon={<ReloadOutlined />} onClick={onRefresh} />
        </Tooltip>
      </div>
      {error && <span style={{ color: token.colorError }}>{error}</span>}
    </div>
  );
}
