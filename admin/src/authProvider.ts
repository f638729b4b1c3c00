import type { Tokens } from '@industrial/api/schemas/auth';
import type { SecondStep } from '@industrial/api/schemas/two-factor';
import { type AuthProvider, HttpError } from 'react-admin';
import { apiFetch } from './apiClient.ts';
import { translate } from './i18n/translate.ts';
import { signInProof } from './login/signInProof.ts';
import { clearSession, currentUser, storedTokens, storeTokens } from './session.ts';

/** The API's sign-in refusals, which it words in English, as the login form shows them. */
const LOGIN_REFUSALS: Record<number, string> = {
  401: 'admin.login.invalid_credentials',
  429: 'admin.login.throttled',
};

/** Sign-in, the guard and sign-out over the API's token pair (an access and a refresh token). */
export const authProvider: AuthProvider = {
  /** Signs in, or answers the second step the account still has to take (a code, or its set-up). */
  async login({ email, password }: { email: string; password: string }): Promise<SecondStep | undefined> {
    clearSession();
    try {
      // After failed sign-ins the API asks for a proof of work: solved here, then sent again.
      let proof: object | undefined;
      for (let round = 0; ; round++) {
        try {
          const { json } = await apiFetch<Tokens | SecondStep>('/auth/login', {
            method: 'POST',
            body: JSON.stringify({ email, password, proof }),
            anonymous: true,
          });
          if ('secondFactor' in json) return json;
          storeTokens(json);
          return undefined;
        } catch (error) {
          const asked = error instanceof HttpError && error.body?.code === 'sign_in.proof_required';
          if (!asked || round === 3) throw error;
          proof = await signInProof(email);
        }
      }
    } catch (error) {
      const refusal = error instanceof HttpError && LOGIN_REFUSALS[error.status];
      if (!refusal) throw error;
      throw new HttpError(translate(refusal), error.status, error.body);
    }
  },

  async logout() {
    const tokens = storedTokens();
    if (tokens) {
      try {
        await apiFetch('/auth/logout', {
          method: 'POST',
          body: JSON.stringify({ refreshToken: tokens.refreshToken }),
        });
      } catch (error) {
        console.error('Logout request failed', error);
      }
    }
    clearSession();
  },

  async checkAuth() {
    if (!currentUser()) throw new Error('ra.auth.auth_check_error');
  },

  async checkError(error: { status?: number }) {
    if (error.status === 401) {
      clearSession();
      throw error;
    }
  },

  async getPermissions() {
    return currentUser()?.role;
  },

  async getIdentity() {
    const user = currentUser();
    if (!user) throw new Error('ra.auth.auth_check_error');
    return { id: user.uid, fullName: user.role };
  },
};
