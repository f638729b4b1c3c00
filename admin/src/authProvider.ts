import type { AuthProvider } from 'react-admin';
import { apiFetch } from './apiClient.ts';
import { clearSession, currentUser, storedTokens, storeTokens, type Tokens } from './session.ts';

/** Sign-in, the guard and sign-out over the API's token pair (spec 4). */
export const authProvider: AuthProvider = {
  async login({ email, password }: { email: string; password: string }) {
    clearSession();
    const { json } = await apiFetch<Tokens>('/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email, password }),
      anonymous: true,
    });
    storeTokens(json);
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
