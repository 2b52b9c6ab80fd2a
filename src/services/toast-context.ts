/**
 * The toaster's context: what a component or a service hook calls to show a toast. The toaster
 * itself (the live region and its timers) is ToastProvider in src/components/toast, which
 * provides this context; keeping the context here lets services raise toasts without importing
 * components.
 */
import { createContext, useContext } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'success' | 'error';
  durationMs?: number;
}

export interface ToastApi {
  toast(input: ToastInput): void;
  dismiss(id: number): void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast needs ToastProvider');
  return value;
}
