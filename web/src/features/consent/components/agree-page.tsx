import { useEffect, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { shellMessages } from '@agent-portal/contracts/messages';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { ApiError } from '@/lib/api-error';
import { postConsent } from '../api/post-consent';

type State = { kind: 'loading' } | { kind: 'ok'; url: string } | { kind: 'error'; message: string };

const PRAM = /^[A-Za-z0-9_-]{1,64}$/;

/** The customer consent landing (`/AGREE?pram=`, public): a link to the consent document, or an error page. */
export function AgreePage() {
  const [search] = useSearchParams();
  const pram = search.get('pram') ?? '';
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    if (!PRAM.test(pram)) {
      setState({ kind: 'error', message: shellMessages.CONSENT_NOT_FOUND });
      return undefined;
    }
    let cancelled = false;
    postConsent(pram).then(
      (url) =>
        !cancelled &&
        setState(url ? { kind: 'ok', url } : { kind: 'error', message: shellMessages.CONSENT_NOT_FOUND }),
      (e: unknown) => {
        if (!(e instanceof ApiError)) throw e;
        if (!cancelled)
          setState({ kind: 'error', message: e.body.message || shellMessages.CONSENT_NOT_FOUND });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [pram]);

  return (
    <AuthLayout title="個人資料同意書">
      {state.kind === 'loading' && <Spin />}
      {state.kind === 'ok' && (
        <Result
          status="success"
          title="同意書確認"
          subTitle="請點選下方按鈕開啟個人資料同意書，詳閱內容。"
          extra={
            <Button
              type="primary"
              icon={<FileTextOutlined />}
              href={state.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              開啟同意書
            </Button>
          }
        />
      )}
      {state.kind === 'error' && (
        <Result status="error" title="無法開啟同意書" subTitle={<span role="alert">{state.message}</span>} />
      )}
    </AuthLayout>
  );
}
