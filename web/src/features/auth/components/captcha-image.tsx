import { Button, Tooltip } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { captchaUrl } from '../utils/captcha-url';

interface CaptchaImageProps {
  stamp: number;
  onRefresh: () => void;
}

/** The captcha picture (the BFF asks the core for it) and a button for a new one. */
export function CaptchaImage({ stamp, onRefresh }: CaptchaImageProps) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 30 }}>
      <img src={captchaUrl(stamp)} alt="驗證碼圖片" height={40} style={{ border: '1px solid #d9d9d9' }} />
      <Tooltip title="更換驗證碼">
        <Button aria-label="更換驗證碼" icon={<ReloadOutlined />} onClick={onRefresh} />
      </Tooltip>
    </div>
  );
}
