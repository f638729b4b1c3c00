import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** What a key is derived for: a different purpose gets a different key from the same signing key. */
export interface SecretPurpose {
  salt: string;
  info: string;
}

/**
 * AES-256-GCM under a key derived from the signing key (HKDF-SHA-256), for secrets the server must
 * read back (an authenticator's secret, the mail server's password): a copy of the database alone
 * reveals none of them. A secret sealed under another signing key cannot be opened (it throws).
 */
export function secretBox(signingKey: string, purpose: SecretPurpose) {
  const key = Buffer.from(hkdfSync('sha256', signingKey, purpose.salt, purpose.info, 32));
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
    },
    open(stored: string): string {
      const [, iv = '', tag = '', sealed = ''] = stored.split('.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString();
    },
  };
}
