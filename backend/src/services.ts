import type { DataSource } from "typeorm";
import type { Logger } from "./common/logger";
import type { Mailer } from "./common/mailer";
import type { RateLimitStore } from "./common/rate-limiter";
import { ApiKeyService } from "./modules/api-keys/api-key.service";
import { ApiKeyRequestCounter } from "./modules/api-keys/api-key-request-counter";
import { ApiKeyUsageService } from "./modules/api-keys/api-key-usage.service";
import { AuthService } from "./modules/auth/auth.service";
import { AddressService } from "./modules/addresses/address.service";
import { CartService } from "./modules/cart/cart.service";
import { apiKeyOrderProcess } from "./modules/api-keys/api-key-order-process";
import { kitchenOrderProcess } from "./modules/kitchen/kitchen-order-process";
import { riderOrderProcess } from "./modules/riders/rider-order-process";
import { KitchenOrderService } from "./modules/kitchen/kitchen-order.service";
import { OrderService } from "./modules/orders/order.service";
import { RestaurantOrdersService } from "./modules/kitchen/restaurant-orders.service";
import { UserService } from "./modules/users/user.service";
import { GeoService } from "./modules/geo/geo.service";
import { MenuSearchService } from "./modules/menu/menu-search.service";
import { MenuService } from "./modules/menu/menu.service";
import { RestaurantStaffService } from "./modules/restaurants/restaurant-staff.service";
import { RestaurantService } from "./modules/restaurants/restaurant.service";
import { BannerService } from "./modules/banners/banner.service";
import { PushSubscriptionService } from "./modules/notifications/push-subscription.service";
import { BroadcastService } from "./modules/notifications/broadcast.service";
import { orderPushes, riderPushes } from "./modules/notifications/order-pushes";
import { PushSender } from "./modules/notifications/push-sender";
import type { VapidDetails } from "./modules/notifications/vapid-keys";
import { UploadService } from "./modules/uploads/upload.service";
import type { WebhookDeliverySettings } from "./modules/webhooks/webhook-retry-schedule";
import { WebhookService } from "./modules/webhooks/webhook.service";
import { JobQueue } from "./db/job-queue";
import type { OrderEffectSettings } from "./modules/orders/order-effects";
import type { MapSettings } from "./modules/geo/map-settings";
import { DeliveryViewService } from "./modules/riders/delivery-view.service";
import { RiderCashService } from "./modules/riders/rider-cash.service";
import { RiderService } from "./modules/riders/rider.service";

export interface ServiceDeps {
  dataSource: DataSource;
  mailer: Mailer;
  logger: Logger;
  rateLimitStore: RateLimitStore;
  publicUrl: string;
  secret: string;
  /** Where uploaded pictures are stored (served at /uploads). */
  uploadDir: string;
  /** null: Web Push is off (no VAPID keys). */
  vapid: VapidDetails | null;
  /** PUSH_ALLOW_HTTP_ENDPOINTS: accept http:// push endpoints on local addresses (a local test push service). */
  pushAllowHttpEndpoints: boolean;
  /** PUSH_SERVICE_HOSTS: the hosts push endpoints may point at; null or absent: the browsers' push services. */
  pushServiceHosts?: readonly string[] | null;
  sessionUserCacheMs?: number;
  /** A Nominatim-compatible reverse geocoder (GEOCODER_URL); null or absent: the built-in gazetteer. */
  geocoderUrl?: string | null;
  /** GEOCODER_MAX_PER_SECOND: requests all nodes together may send the geocoder; absent: 1. */
  geocoderMaxPerSecond?: number;
  /** AUTH_IP_LIMIT_FACTOR: multiplies every per-IP sign-in limit; absent: 1. */
  authIpLimitFactor?: number;
  /** The database (DATABASE_URL or the embedded one): the job queue's home. */
  databaseUrl: string;
  /** WEBHOOK_ALLOW_LOCAL: webhooks may use http and local addresses. */
  webhookAllowLocal: boolean;
  /** Shorter webhook timings (tests); absent: 10 s to answer, retries for 24 hours. */
  webhookDelivery?: Partial<WebhookDeliverySettings>;
  /** Shorter safety-net timings for the order effects (tests); absent: 30 s, polled every 2 s. */
  orderEffects?: Partial<OrderEffectSettings>;
  /** MAP_TILE_URL and MAP_TILE_ATTRIBUTION; absent: no map. */
  mapSettings?: MapSettings;
}

/**
 * Every service, built once per process; resolvers and REST routes call these. Each service takes
 * one dependencies object (its own XServiceDeps): the process-wide deps plus the services it uses.
 */
export function createServices(deps: ServiceDeps) {
  const uploads = new UploadService(deps);
  const restaurants = new RestaurantService({ ...deps, images: uploads });
  const users = new UserService(deps);
  const pushSender = new PushSender(deps);
  // Durable jobs (webhook attempts, order effects left over): started by the server.
  const jobs = new JobQueue({ databaseUrl: deps.databaseUrl, logger: deps.logger });
  const orders = new OrderService({ ...deps, jobs });
  orders.extend({ name: "pushes", afterCommit: orderPushes(pushSender) });
  const apiKeyRequests = new ApiKeyRequestCounter(deps);
  const menu = new MenuService({ ...deps, restaurants, images: uploads });
  const webhooks = new WebhookService({ ...deps, jobs });
  orders.extend({ name: "webhooks", afterCommit: webhooks.orderEvents });
  menu.onItemChanged(webhooks.menuItemChanges);
  restaurants.alsoRemovePicturesOf(menu.restaurantPictures);
  // The modules' parts of the order process, asked in this order (order-process.ts).
  orders.extend(riderOrderProcess);
  orders.extend(kitchenOrderProcess);
  orders.extend(apiKeyOrderProcess);
  const riders = new RiderService({ ...deps, orders });
  riders.onLiveUpdate(riderPushes(pushSender));
  return {
    jobs,
    users,
    auth: new AuthService({ ...deps, users }),
    cart: new CartService(deps),
    addresses: new AddressService(deps),
    orders,
    kitchenOrders: new KitchenOrderService(orders),
    restaurantStaff: new RestaurantStaffService(deps),
    uploads,
    banners: new BannerService({ ...deps, uploads }),
    push: new PushSubscriptionService({ ...deps, vapidPublicKey: deps.vapid?.publicKey ?? null }),
    pushSender,
    broadcasts: new BroadcastService({ ...deps, pushSender }),
    restaurants,
    menu,
    menuSearch: new MenuSearchService(deps),
    apiKeys: new ApiKeyService(deps),
    apiKeyRequests,
    apiKeyUsage: new ApiKeyUsageService({ apiKeyRequests }),
    restaurantOrders: new RestaurantOrdersService(deps),
    webhooks,
    riders,
    riderCash: new RiderCashService(deps),
    deliveryView: new DeliveryViewService(),
    mapSettings: deps.mapSettings ?? { tileUrl: null, attribution: null },
    geo: new GeoService({ ...deps, geocoderUrl: deps.geocoderUrl ?? null, geocoderMaxPerSecond: deps.geocoderMaxPerSecond ?? 1 }),
  };
}

export type Services = ReturnType<typeof createServices>;
