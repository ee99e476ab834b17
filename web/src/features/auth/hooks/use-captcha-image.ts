import { useEffect, useMemo } from 'react';
import { ApiError } from '@/lib/api-error';
import { useLoad } from '@/lib/use-load';
import { getCaptcha } from '../api/get-captcha';

/** The captcha picture as an object URL, fetched again whenever `stamp` changes. */
export function useCaptchaImage(stamp: number): { src?: string; error?: string } {
  // The picture shown stays until the next one arrives.
  const { data: blob, error } = useLoad(['captcha', stamp], getCaptcha, { keepPreviousData: true });
  const src = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob]);
  // The picture's URL is released when it is replaced or the form goes.
  useEffect(() => () => (src ? URL.revokeObjectURL(src) : undefined), [src]);
  if (error !== undefined && !(error instanceof ApiError)) throw error;
  if (error instanceof ApiError) return { error: error.body.message };
  return src ? { src } : {};
}
