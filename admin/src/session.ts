import type { Tokens } from '@industrial/api/schemas/auth';

/**
 * The signed-in session as the browser keeps it: both tokens in local storage (the spec's keys),
 * the user read from the access token's claims, and one shared refresh however many requests wait.
 */

const ACCESS_KEY = 'accessToken';
const REFRESH_KEY = 'refreshToken';

/** Refresh this long before the access token expires, so a request never leaves with a dead token. */
const EXPIRY_MARGIN_MS = 15_000;

export interface SessionUser {
  uid: number;
  role: string;
  /** Expiry of the access token, in milliseconds since the epoch. */
  expiresAt: number;
}

export function storedTokens(): Tokens | null {
  const accessToken = localStorage.getItem(ACCESS_KEY);
  const refreshToken = localStorage.getItem(REFRESH_KEY);
  return accessToken && refreshToken ? { accessToken, refreshToken } : null;
}

/** The API's reasons a session cannot go on that the sign-in screen explains. */
const ENDED_REASONS = new Set([
  'account.disabled',
  'session.ended',
  'session.expired',
  'two_factor.setup_required',
]);

let endedReason: string | null = null;

/**
 * Why the last session ended without the person signing out here (the API's code: disabled,
 * ended elsewhere, expired…), until the next sign-in; null when nothing needs saying.
 */
export function sessionEndedReason(): string | null {
  return endedReason;
}

export function storeTokens(tokens: Tokens): void {
  endedReason = null;
  localStorage.setItem(ACCESS_KEY, tokens.accessToken);
  localStorage.setItem(REFRESH_KEY, tokens.refreshToken);
}

export function clearSession(): void {
  localStorage.removeItem(ACCESS_KEY);
  localStorage.removeItem(REFRESH_KEY);
}

/** Reads uid, role and expiry from the middle part of a JWT; null when it is not a readable token. */
function decodeUser(accessToken: string): SessionUser | null {
  const payload = accessToken.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as {
      uid?: unknown;
      role?: unknown;
      exp?: unknown;
    };
    if (typeof claims.uid !== 'number' || typeof claims.role !== 'string' || typeof claims.exp !== 'number') {
      return null;
    }
    return { uid: claims.uid, role: claims.role, expiresAt: claims.exp * 1000 };
  } catch {
    return null;
  }
}

/** The user of the stored session, read from its access token; a session whose token cannot be read is removed. */
export function currentUser(): SessionUser | null {
  const tokens = storedTokens();
  if (!tokens) return null;
  const user = decodeUser(tokens.accessToken);
  if (!user) clearSession();
  return user;
}

export function isAboutToExpire(accessToken: string): boolean {
  const user = decodeUser(accessToken);
  return !user || user.expiresAt - Date.now() < EXPIRY_MARGIN_MS;
}

let refreshing: Promise<string> | null = null;

/**
 * Exchanges the refresh token for a new pair. Concurrent callers share one call: the server rotates
 * refresh tokens and treats a second use of the old one as theft, revoking the whole session.
 */
export function refreshSession(): Promise<string> {
  refreshing ??= exchangeRefreshToken().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function exchangeRefreshToken(): Promise<string> {
  const refreshToken = localStorage.getItem(REFRESH_KEY);
  if (!refreshToken) throw new Error('No refresh token available');
  try {
    const response = await fetch('/api/auth/refresh', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
    const body = (await response.json().catch(() => null)) as {
      data?: Partial<Tokens>;
      message?: string;
      code?: string;
    } | null;
    const accessToken = body?.data?.accessToken;
    if (!response.ok && body?.code && ENDED_REASONS.has(body.code)) endedReason = body.code;
    if (!response.ok || !accessToken) {
      throw new Error(body?.message ?? `HTTP error! status: ${response.status}`);
    }
    storeTokens({ accessToken, refreshToken: body.data?.refreshToken ?? refreshToken });
    return accessToken;
  } catch (error) {
    console.error('Session refresh failed', error);
    clearSession();
    throw error;
  }
}
