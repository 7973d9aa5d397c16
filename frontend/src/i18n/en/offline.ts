/** A phone without network: the banner, refused actions, an order waiting to be sent, a new version. */
export const offline = {
  banner: "You are offline. You can look around; ordering needs the network.",
} as const;
