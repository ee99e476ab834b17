import { generateKeyPairSync } from 'node:crypto';
import NodeRSA from 'node-rsa';

let key: NodeRSA | undefined;

/**
 * One 1024-bit key pair per process, made on first use: by Node's crypto (native, milliseconds; node-rsa's own
 * pure-JS generation took a third of a second, paid by every test file's mock), then decrypted with node-rsa's
 * PKCS#1 v1.5, which Node 20's crypto refuses for private decryption.
 */
function keyPair(): NodeRSA {
  if (!key) {
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 1024,
      privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    key = new NodeRSA(privateKey);
    key.setOptions({ encryptionScheme: 'pkcs1', environment: 'browser' });
  }
  return key;
}

export function publicKeyPem(): string {
  return keyPair().exportKey('pkcs8-public-pem');
}

/** Decrypts a base64 RSA/PKCS#1 v1.5 value; undefined when it is not one (plaintext, wrong key, garbage). */
export function decrypt(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    return keyPair().decrypt(value, 'utf8');
  } catch {
    return undefined;
  }
}
