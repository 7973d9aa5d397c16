import { resolver, type AppModule } from "../../common/app-module";
import { Broadcast } from "./broadcast.entity";
import { BroadcastResolver } from "./broadcast.resolver";
import { BroadcastService } from "./broadcast.service";
import { orderPushes, riderPushes } from "./order-pushes";
import { PushSender } from "./push-sender";
import { PushSubscription } from "./push-subscription.entity";
import { PushSubscriptionResolver } from "./push-subscription.resolver";
import { PushSubscriptionService } from "./push-subscription.service";
import type { VapidDetails } from "./vapid-keys";

declare module "../../common/app-module" {
  interface ServiceDeps {
    /** null: Web Push is off (no VAPID keys). */
    vapid: VapidDetails | null;
    /** PUSH_ALLOW_HTTP_ENDPOINTS: accept http:// push endpoints on local addresses (a local test push service). */
    pushAllowHttpEndpoints: boolean;
    /** PUSH_SERVICE_HOSTS: the hosts push endpoints may point at; null or absent: the browsers' push services. */
    pushServiceHosts?: readonly string[] | null;
  }
  interface AppServices {
    push: PushSubscriptionService;
    pushSender: PushSender;
    broadcasts: BroadcastService;
  }
}

/** Pushes the orders' and the riders' news, so it comes after both in the list (and before the webhooks, as ever). */
export const notificationsModule: AppModule = {
  name: "notifications",
  entities: [PushSubscription, Broadcast],
  services: (deps, { orders, riders, audit }) => {
    const pushSender = new PushSender(deps);
    orders.extend({ name: "pushes", afterCommit: orderPushes(pushSender) });
    riders.onLiveUpdate(riderPushes(pushSender));
    return {
      push: new PushSubscriptionService({ ...deps, vapidPublicKey: deps.vapid?.publicKey ?? null }),
      pushSender,
      broadcasts: new BroadcastService({ ...deps, pushSender, audit }),
    };
  },
  resolvers: [
    resolver(PushSubscriptionResolver, (services) => new PushSubscriptionResolver(services.push)),
    resolver(BroadcastResolver, (services) => new BroadcastResolver(services.broadcasts)),
  ],
  // Pushes still in flight finish (each has a timeout) before the database closes.
  start: ({ pushSender }, { onStop }) => onStop(() => pushSender.idle()),
};
