import { api, unwrap } from '@/lib/api-client';

/** A failed check lets the page through, silently. */
const client = api({ errors: 'silent' });

/** Whether phones and tablets are blocked (the cellphone switch is not N). */
export async function getPhoneSwitch(): Promise<boolean> {
  const { blockMobile } = await unwrap(client.GET('/api/public/phone-switch'));
  return blockMobile;
}
