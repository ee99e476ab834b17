import { apiClient, unwrap } from '@/lib/api-client';

/** Whether phones and tablets are blocked (the cellphone switch is not N). */
export async function getPhoneSwitch(): Promise<boolean> {
  const { blockMobile } = await unwrap(apiClient.GET('/api/public/phone-switch'));
  return blockMobile;
}
