import type { ComponentType } from 'react';
import type { shellPaths } from '@undangin/contracts';

type LazyPage = () => Promise<{ Component: ComponentType }>;

/** The sign-in screens the shell owns, each its own lazy chunk. */
export const shellPages: Record<keyof typeof shellPaths, LazyPage> = {
  login: () => import('./LoginPage').then((m) => ({ Component: m.LoginPage })),
  register: () => import('./RegisterPage').then((m) => ({ Component: m.RegisterPage })),
  forgotPassword: () => import('./ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })),
  resetPassword: () => import('./ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
};
