import { useCallback, useRef, useState } from 'react';
import { postTransCode } from '../api/post-trans-code';

/**
 * The case's transaction code: the one it was opened with, or one obtained when the first save needs it (spec 3
 * §7), once even if two saves ask together.
 */
export function useTransCode(initial: string | undefined, compCode: string, polInsureType: 'M' | 'R') {
  const [transCode, setTransCode] = useState(initial);
  // Read by the navigation that follows a save, before the state above has rendered.
  const latest = useRef(initial);
  const pending = useRef<Promise<string> | null>(null);

  const ensure = useCallback((): Promise<string> => {
    if (transCode) return Promise.resolve(transCode);
    pending.current ??= postTransCode({ compCode, polInsureType }).then((code) => {
      latest.current = code;
      setTransCode(code);
      return code;
    });
    const request = pending.current;
    // A failed request (shown by the api client) may be asked again by the next save.
    request.then(undefined, () => (pending.current = null));
    return request;
  }, [transCode, compCode, polInsureType]);

  const current = useCallback(() => latest.current, []);
  return { transCode, ensure, current };
}
