/** A captcha image address; a new `t` makes the browser fetch a new image. */
export function captchaUrl(t: number): string {
  return `/api/auth/captcha?t=${t}`;
}
