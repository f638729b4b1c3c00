import { createHmac, timingSafeEqual } from 'node:crypto';

/** Who made a preview link: the link works only while this account may act in this session. */
export interface PreviewMaker {
  uid: number;
  /** The session (refresh-token family) of the access token that asked for the link. */
  sid?: string | undefined;
}

/**
 * What a preview link lets its holder see: one item, in any language, until it expires or the
 * session of the staff member who made it ends.
 */
export interface PreviewGrant extends PreviewMaker {
  resource: string;
  id: number;
  /** Seconds since the epoch. */
  exp: number;
}

/**
 * Short-lived signed preview links. They are not access tokens (the API's bearer check does not
 * know their key, which is derived from the JWT secret for this one purpose): a leaked link shows
 * one draft for a while and can change nothing. The preview plugin also checks, on each use, that
 * the link's maker may still act in that session.
 */
export function previewTokens(secret: string, ttlSeconds: number) {
  const key = createHmac('sha256', secret).update('preview links').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  return {
    ttlSeconds,
    issue(
      resource: string,
      id: number,
      maker: PreviewMaker,
      now = Date.now(),
    ): { token: string; expiresAt: string } {
      const exp = Math.floor(now / 1000) + ttlSeconds;
      const grant: PreviewGrant = { resource, id, uid: maker.uid, sid: maker.sid, exp };
      const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
      return { token: `${payload}.${sign(payload)}`, expiresAt: new Date(exp * 1000).toISOString() };
    },
    /** The grant of a genuine, unexpired token; undefined for anything else. */
    verify(token: string, now = Date.now()): PreviewGrant | undefined {
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length) return undefined;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      try {
        const grant = JSON.parse(Buffer.from(payload, 'base64url').toString()) as PreviewGrant;
        // Links from before they named their maker are refused: they could outlive any account.
        return grant.exp * 1000 > now && Number.isInteger(grant.uid) ? grant : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

export type PreviewTokens = ReturnType<typeof previewTokens>;
