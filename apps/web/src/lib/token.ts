// The session token lives in session storage (SPEC 6) under the contract's key.
import { TOKEN_STORAGE_KEY } from '@cv/contract/constants';

export function getToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  sessionStorage.setItem(TOKEN_STORAGE_KEY, token);
}

export function clearToken(): void {
  try {
    sessionStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // storage unavailable (private mode): nothing to clear
  }
}
