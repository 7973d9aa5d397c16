import { Address } from "../modules/addresses/address.entity";
import { ApiKey } from "../modules/api-keys/api-key.entity";
import { ApiKeyDailyCount } from "../modules/api-keys/api-key-daily-count.entity";
import { PendingRegistration } from "../modules/auth/pending-registration.entity";
import { PasswordResetToken } from "../modules/auth/password-reset-token.entity";
import { Banner } from "../modules/banners/banner.entity";
import { CartItem } from "../modules/cart/cart-item.entity";
import { Cart } from "../modules/cart/cart.entity";
import { MenuItem } from "../modules/menu/menu-item.entity";
import { Broadcast } from "../modules/notifications/broadcast.entity";
import { PushSubscription } from "../modules/notifications/push-subscription.entity";
import { IdempotencyKey } from "../modules/orders/idempotency-key.entity";
import { OrderLine } from "../modules/orders/order-line.entity";
import { OrderStatusChange } from "../modules/orders/order-status-change.entity";
import { Order } from "../modules/orders/order.entity";
import { RestaurantInvitation } from "../modules/restaurants/restaurant-invitation.entity";
import { RestaurantMember } from "../modules/restaurants/restaurant-member.entity";
import { Restaurant } from "../modules/restaurants/restaurant.entity";
import { CashHandover } from "../modules/riders/cash-handover.entity";
import { DeliveryPosition } from "../modules/riders/delivery-position.entity";
import { RiderProfile } from "../modules/riders/rider-profile.entity";
import { User } from "../modules/users/user.entity";
import { WebhookDeliveryAttempt } from "../modules/webhooks/webhook-delivery-attempt.entity";
import { WebhookDelivery } from "../modules/webhooks/webhook-delivery.entity";
import { WebhookEventRecord } from "../modules/webhooks/webhook-event-record.entity";
import { Webhook } from "../modules/webhooks/webhook.entity";

export const entities = [
  User, PendingRegistration, PasswordResetToken, Restaurant, MenuItem, Cart, CartItem, Address,
  Order, OrderLine, OrderStatusChange, IdempotencyKey, Banner, PushSubscription,
  Broadcast, ApiKey, ApiKeyDailyCount, RestaurantMember, RestaurantInvitation,
  Webhook, WebhookEventRecord, WebhookDelivery, WebhookDeliveryAttempt,
  RiderProfile, CashHandover, DeliveryPosition,
];
