/**
 * Toasts, callable from anywhere: `toast.success(text)`. The antd notification machinery that
 * draws them is loaded only when the first toast is asked for (see toast-host.tsx), so pages
 * that never toast do not pay for it. Until it is there, toasts wait in a queue.
 */

export type ToastKind = "success" | "error" | "info" | "warning";

export interface ToastRequest {
  kind: ToastKind;
  text: string;
  /** A second line under the text (a push's body under its title). */
  description?: string;
}

type Listener = (request: ToastRequest) => void;

let listener: Listener | null = null;
const queue: ToastRequest[] = [];
const demandListeners = new Set<() => void>();

function show(kind: ToastKind, text: string, description?: string) {
  const request: ToastRequest = description ? { kind, text, description } : { kind, text };
  if (listener) {
    listener(request);
    return;
  }
  queue.push(request);
  for (const notify of demandListeners) notify();
}

export const toast = {
  success: (text: string, description?: string) => show("success", text, description),
  error: (text: string, description?: string) => show("error", text, description),
  info: (text: string, description?: string) => show("info", text, description),
  warning: (text: string, description?: string) => show("warning", text, description),
};

/** The outlet that draws toasts registers here; queued toasts are handed over at once. */
export function connectToastOutlet(outlet: Listener): () => void {
  listener = outlet;
  for (const request of queue.splice(0)) outlet(request);
  return () => {
    if (listener === outlet) listener = null;
  };
}

/** True once a toast has been asked for and the outlet should be loaded. */
export function hasPendingToasts(): boolean {
  return queue.length > 0;
}

/** Tells the host that a toast is waiting for an outlet. */
export function onToastDemand(notify: () => void): () => void {
  demandListeners.add(notify);
  return () => demandListeners.delete(notify);
}
