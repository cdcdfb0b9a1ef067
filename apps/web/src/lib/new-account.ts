/**
 * Whether this tab's signed-in account was created in it: the home page greets a brand-new
 * account with 'Welcome, …!' and a returning one with 'Welcome back, …!'. Tab-scoped
 * (sessionStorage), so a reload keeps the greeting and any later sign-in says 'Welcome back'.
 */
const KEY = 'petmitra:new-account';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: every greeting is 'Welcome back'
  }
}

export function markNewAccount(userId: string): void {
  storage()?.setItem(KEY, userId);
}

export function clearNewAccount(): void {
  storage()?.removeItem(KEY);
}

export function isNewAccount(userId: string | undefined): boolean {
  return userId !== undefined && storage()?.getItem(KEY) === userId;
}

/** The home page's greeting. */
export function welcomeTitle(firstName: string, isNew: boolean): string {
  const greeting = isNew ? 'Welcome' : 'Welcome back';
  return firstName ? `${greeting}, ${firstName}!` : `${greeting}!`;
}
