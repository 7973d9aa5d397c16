/** A phone without network: the banner, refused actions, an order waiting to be sent, a new version. */
export const offline = {
  banner: "You are offline. You can look around; ordering needs the network.",
  needsNetwork: "You are offline. Connect to the internet to change your cart.",
  orderWaiting: "No connection. Your order will be placed as soon as you are back online; keep this page open.",
  updateReady: "A new version of Ruchi is ready",
  reload: "Reload",
} as const;
