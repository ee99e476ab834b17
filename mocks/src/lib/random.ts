import { randomBytes, randomInt } from 'node:crypto';

export const randomToken = (bytes = 16): string => randomBytes(bytes).toString('hex');

export const randomDigits = (length: number): string =>
  Array.from({ length }, () => String(randomInt(10))).join('');
