import { lexicographicSortSchema, printSchema, type GraphQLSchema } from "graphql";
import { validate, type ValidatorOptions } from "class-validator";
import { buildSchema, type ContainerType, type PubSub, type ResolverData } from "type-graphql";
import { controlCharacterError, findControlCharacter } from "../common/control-characters";
import { fieldErrors, validationFailed } from "../common/validation";
import { guardApiKeyOperations } from "../modules/api-keys/api-key-guard";
import { ApiKeyResolver } from "../modules/api-keys/api-key.resolver";
import { ApiKeyFieldsResolver } from "../modules/api-keys/api-key-fields.resolver";
import { AuthResolver } from "../modules/auth/auth.resolver";
import { AddressResolver } from "../modules/addresses/address.resolver";
import { CartResolver } from "../modules/cart/cart.resolver";
import { AdminOrderResolver } from "../modules/orders/admin-order.resolver";
import { OrderStatusChangeResolver } from "../modules/orders/order-status-change.resolver";
import { OrderResolver } from "../modules/orders/order.resolver";
import { RestaurantOrderResolver } from "../modules/kitchen/restaurant-order.resolver";
import { KitchenOrderResolver } from "../modules/kitchen/kitchen-order.resolver";
import { OrderSubscriptionResolver } from "../modules/orders/order-subscription.resolver";
import { BannerResolver } from "../modules/banners/banner.resolver";
import { PushSubscriptionResolver } from "../modules/notifications/push-subscription.resolver";
import { BroadcastResolver } from "../modules/notifications/broadcast.resolver";
import { UploadResolver } from "../modules/uploads/upload.resolver";
import { GeoResolver } from "../modules/geo/geo.resolver";
import { MenuAdminResolver } from "../modules/menu/menu-admin.resolver";
import { MenuItemResolver } from "../modules/menu/menu.resolver";
import { RestaurantMenuResolver } from "../modules/menu/restaurant-menu.resolver";
import { RestaurantAdminResolver } from "../modules/restaurants/restaurant-admin.resolver";
import { RestaurantResolver } from "../modules/restaurants/restaurant.resolver";
import { KitchenRestaurantResolver } from "../modules/restaurants/kitchen-restaurant.resolver";
import { RestaurantStaffResolver } from "../modules/restaurants/restaurant-staff.resolver";
import { PreferredLanguageResolver } from "../modules/users/preferred-language.resolver";
import { UserAdminResolver } from "../modules/users/user-admin.resolver";
import { WebhookResolver } from "../modules/webhooks/webhook.resolver";
import { MapSettingsResolver } from "../modules/geo/map-settings.resolver";
import { OrderDeliveryFieldsResolver } from "../modules/riders/order-delivery-fields.resolver";
import { RiderCashResolver } from "../modules/riders/rider-cash.resolver";
import { RiderResolver } from "../modules/riders/rider.resolver";
import type { Services } from "../services";
import { authChecker } from "./auth-checker";

export const resolverClasses = [AuthResolver, UploadResolver, BannerResolver, PushSubscriptionResolver, BroadcastResolver, CartResolver, AddressResolver, OrderResolver, AdminOrderResolver, OrderStatusChangeResolver, OrderSubscriptionResolver, RestaurantResolver, RestaurantMenuResolver, RestaurantAdminResolver, MenuItemResolver, MenuAdminResolver, GeoResolver, UserAdminResolver, PreferredLanguageResolver, ApiKeyResolver, ApiKeyFieldsResolver, RestaurantOrderResolver, WebhookResolver, KitchenOrderResolver, KitchenRestaurantResolver, RestaurantStaffResolver, RiderResolver, RiderCashResolver, OrderDeliveryFieldsResolver, MapSettingsResolver] as const;

/** Resolvers are built once with the services they call. */
function resolverContainer(services: Services): ContainerType {
  const instances = new Map<unknown, unknown>([
    [AuthResolver, new AuthResolver(services.auth)],
    [CartResolver, new CartResolver(services.cart)],
    [AddressResolver, new AddressResolver(services.addresses)],
    [OrderResolver, new OrderResolver(services.orders)],
    [AdminOrderResolver, new AdminOrderResolver(services.orders)],
    [OrderStatusChangeResolver, new OrderStatusChangeResolver(services.orders)],
    [OrderSubscriptionResolver, new OrderSubscriptionResolver()],
    [UploadResolver, new UploadResolver(services.uploads)],
    [BannerResolver, new BannerResolver(services.banners)],
    [PushSubscriptionResolver, new PushSubscriptionResolver(services.push)],
    [BroadcastResolver, new BroadcastResolver(services.broadcasts)],
    [RestaurantResolver, new RestaurantResolver(services.restaurants)],
    [RestaurantMenuResolver, new RestaurantMenuResolver(services.menu)],
    [RestaurantAdminResolver, new RestaurantAdminResolver(services.restaurants)],
    [MenuItemResolver, new MenuItemResolver(services.menu, services.menuSearch)],
    [MenuAdminResolver, new MenuAdminResolver(services.menu)],
    [GeoResolver, new GeoResolver(services.geo)],
    [UserAdminResolver, new UserAdminResolver(services.users)],
    [PreferredLanguageResolver, new PreferredLanguageResolver(services.users)],
    [ApiKeyResolver, new ApiKeyResolver(services.apiKeys)],
    [ApiKeyFieldsResolver, new ApiKeyFieldsResolver(services.apiKeys, services.apiKeyUsage)],
    [RestaurantOrderResolver, new RestaurantOrderResolver(services.restaurantOrders)],
    [WebhookResolver, new WebhookResolver(services.webhooks)],
    [KitchenOrderResolver, new KitchenOrderResolver(services.kitchenOrders)],
    [KitchenRestaurantResolver, new KitchenRestaurantResolver(services.restaurants, services.restaurantStaff)],
    [RestaurantStaffResolver, new RestaurantStaffResolver(services.restaurantStaff)],
    [RiderResolver, new RiderResolver(services.riders)],
    [RiderCashResolver, new RiderCashResolver(services.riderCash)],
    [OrderDeliveryFieldsResolver, new OrderDeliveryFieldsResolver(services.riders, services.deliveryView)],
    [MapSettingsResolver, new MapSettingsResolver(services.mapSettings)],
  ]);
  return {
    get(resolverClass: unknown) {
      const instance = instances.get(resolverClass);
      if (!instance) throw new Error(`No instance registered for resolver ${String(resolverClass)}`);
      return instance;
    },
  };
}

/** What type-graphql's own class-validator step used: unset fields of an update input are not judged. */
const INPUT_VALIDATION: ValidatorOptions = { forbidUnknownValues: false, skipMissingProperties: true };

const isInputObject = (value: unknown): value is object => value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * Every argument of every resolver, before the resolver runs: no control characters anywhere in
 * it (nested inputs, lists and plain String or ID arguments included), then the input class's
 * own rules. An input object's fields are named as its rules name them ("keys.auth"); any other
 * argument by its name ("keyword", "ids.2").
 */
async function validateArgument(value: unknown, _type: unknown, { args }: ResolverData): Promise<void> {
  const found = findControlCharacter(value);
  if (found !== null) {
    if (isInputObject(value)) throw controlCharacterError(found);
    const name = Object.keys(args).find((key) => !isInputObject(args[key]) && findControlCharacter(args[key]) !== null);
    throw controlCharacterError((name !== undefined && findControlCharacter(args[name], name)) || found);
  }
  const inputs = (Array.isArray(value) ? value : [value]).filter(isInputObject);
  const errors = (await Promise.all(inputs.map((input) => validate(input, INPUT_VALIDATION)))).flat();
  if (errors.length > 0) throw validationFailed(fieldErrors(errors));
}

const printOnly = () => {
  throw new Error("This schema was built without services: it can only be printed");
};

/** services and the event bus the subscriptions use; null: a schema that can only be printed. */
export async function buildAppSchema(running: { services: Services; pubSub: PubSub } | null): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: resolverClasses,
    authChecker,
    validateFn: validateArgument,
    container: running ? resolverContainer(running.services) : { get: printOnly },
    pubSub: running ? running.pubSub : { publish: printOnly, subscribe: printOnly },
  });
  return guardApiKeyOperations(schema);
}

/** The SDL committed as backend/schema.graphql. */
export async function printAppSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await buildAppSchema(null)))}\n`;
}
