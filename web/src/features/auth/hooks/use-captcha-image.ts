import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { getCaptcha } from '../api/get-captcha';

/** The captcha picture as an object URL, fetched again whenever `stamp` changes. */
export function useCaptchaImage(stamp: number): { src?: string; error?: string } {
  const [state, setState] = useState<{ src?: string; error?: string }>({});

  useEffect(() => {
    let cancelled = false;
    let url: string | undefined;
    getCaptcha().then(
      (blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setState({ src: url });
      },
      (e: unknown) => {
        if (!(e instanceof ApiError)) throw e;
        if (!cancelled) setState({ error: e.body.message });
      },
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [stamp]);

  return state;
}
