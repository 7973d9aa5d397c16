import { graphql } from "../gql";

/**
 * The GraphQL operations several test files send, each written once. Every document is typed by
 * `npm run codegen` (backend/test/gql/, from backend/schema.graphql): a schema change that breaks
 * one fails the backend's type-check. Operations only one file sends live in that file; every
 * operation name is unique across backend/test.
 */

// Accounts

export const REGISTER = graphql(`
  mutation Register($i: RegisterInput!) {
    register(input: $i) { message user { id email userName phone role isVerified } }
  }
`);

export const VERIFY_OTP = graphql(`
  mutation VerifyOtp($i: VerifyOtpInput!) { verifyOtp(input: $i) { message } }
`);

export const RESEND_OTP = graphql(`
  mutation ResendOtp($i: EmailInput!) { resendOtp(input: $i) { message } }
`);

export const LOGIN = graphql(`
  mutation Login($i: LoginInput!) { login(input: $i) { message user { id email phone role } } }
`);

export const LOGOUT = graphql(`
  mutation Logout { logout { message } }
`);

export const ME = graphql(`
  query Me { me { id email userName role } }
`);

export const FORGOT_PASSWORD = graphql(`
  mutation ForgotPassword($i: EmailInput!) { forgotPassword(input: $i) { message } }
`);

export const RESET_PASSWORD = graphql(`
  mutation ResetPassword($i: ResetPasswordInput!) { resetPassword(input: $i) { message } }
`);

export const SET_PREFERRED_LANGUAGE = graphql(`
  mutation SetPreferredLanguage($language: Language!) { setPreferredLanguage(language: $language) { id email preferredLanguage } }
`);

export const MY_LANGUAGE = graphql(`
  query MyLanguage { me { id preferredLanguage } }
`);

export const SET_USER_ROLE = graphql(`
  mutation SetUserRole($id: ID!, $role: UserRole!) { setUserRole(id: $id, role: $role) { id email role } }
`);

// Addresses

export const ADDRESS_FIELDS = graphql(`
  fragment AddressFields on Address { id address city pincode phone notes latitude longitude createdAt updatedAt }
`);

export const ADDRESSES = graphql(`
  query Addresses { addresses { ...AddressFields } }
`);

export const ADD_ADDRESS = graphql(`
  mutation AddAddress($i: AddressInput!) { addAddress(input: $i) { ...AddressFields } }
`);

export const UPDATE_ADDRESS = graphql(`
  mutation UpdateAddress($id: ID!, $i: UpdateAddressInput!) { updateAddress(id: $id, input: $i) { ...AddressFields } }
`);

export const DELETE_ADDRESS = graphql(`
  mutation DeleteAddress($id: ID!) { deleteAddress(id: $id) }
`);

// The catalogue

export const RESTAURANT_FIELDS = graphql(`
  fragment RestaurantFields on Restaurant {
    id name description image email phone address category openingTime closingTime priceForTwo discount
    deliveryTime rating isOpen latitude longitude deliveryRadiusKm
  }
`);

export const RESTAURANTS_NEAR = graphql(`
  query RestaurantsNear(
    $lat: Float!, $lng: Float!, $filter: RestaurantFilterInput, $sort: RestaurantSort, $limit: Int, $offset: Int
  ) {
    restaurantsNear(latitude: $lat, longitude: $lng, filter: $filter, sort: $sort, limit: $limit, offset: $offset) {
      total limit offset items { ...RestaurantFields isOpenNow distanceKm nextOpensAt openingHours { day opens closes } }
    }
  }
`);

export const SEARCH_MENU_ITEMS = graphql(`
  query SearchMenuItems($keyword: String!, $lat: Float!, $lng: Float!, $limit: Int) {
    searchMenuItems(keyword: $keyword, latitude: $lat, longitude: $lng, limit: $limit) {
      id name price isAvailable restaurant { id name isOpenNow }
    }
  }
`);

export const REVERSE_GEOCODE = graphql(`
  query ReverseGeocode($lat: Float!, $lng: Float!) { reverseGeocode(latitude: $lat, longitude: $lng) { town district state } }
`);

// Running restaurants and menus (admins)

export const ADMIN_RESTAURANTS = graphql(`
  query AdminRestaurants($search: String, $limit: Int, $offset: Int) {
    adminRestaurants(search: $search, limit: $limit, offset: $offset) { total items { id name } }
  }
`);

export const CREATE_RESTAURANT = graphql(`
  mutation CreateRestaurant($i: RestaurantInput!) { createRestaurant(input: $i) { ...RestaurantFields } }
`);

export const UPDATE_RESTAURANT = graphql(`
  mutation UpdateRestaurant($id: ID!, $i: RestaurantUpdateInput!) { updateRestaurant(id: $id, input: $i) { ...RestaurantFields } }
`);

export const DELETE_RESTAURANT = graphql(`
  mutation DeleteRestaurant($id: ID!) { deleteRestaurant(id: $id) { id message } }
`);

export const MENU_ITEM_FIELDS = graphql(`
  fragment MenuItemFields on MenuItem {
    id restaurantId name description image originalPrice offerPrice price discount isVeg category ingredients
    preparationTime rating isAvailable
  }
`);

export const CREATE_MENU_ITEM = graphql(`
  mutation CreateMenuItem($r: ID!, $i: MenuItemInput!) { createMenuItem(restaurantId: $r, input: $i) { ...MenuItemFields } }
`);

export const UPDATE_MENU_ITEM = graphql(`
  mutation UpdateMenuItem($r: ID!, $id: ID!, $i: MenuItemUpdateInput!) {
    updateMenuItem(restaurantId: $r, id: $id, input: $i) { ...MenuItemFields }
  }
`);

export const DELETE_MENU_ITEM = graphql(`
  mutation DeleteMenuItem($r: ID!, $id: ID!) { deleteMenuItem(restaurantId: $r, id: $id) { id message } }
`);

// Banners

export const BANNERS = graphql(`
  query Banners { banners { id image position createdAt updatedAt } }
`);

export const ADD_BANNER = graphql(`
  mutation AddBanner($image: String!) { addBanner(image: $image) { id image position } }
`);

export const DELETE_BANNER = graphql(`
  mutation DeleteBanner($id: ID!) { deleteBanner(id: $id) }
`);

export const REORDER_BANNERS = graphql(`
  mutation ReorderBanners($ids: [ID!]!) { reorderBanners(ids: $ids) { id position } }
`);

// The cart

export const CART_FIELDS = graphql(`
  fragment CartFields on Cart {
    id restaurantId restaurantName restaurantIsOpenNow itemCount itemsTotal deliveryCharge total hasUnavailableItems canCheckout
    items { id menuItemId name image isVeg restaurantId restaurantName offerPrice originalPrice price quantity lineTotal isAvailable }
  }
`);

export const CART = graphql(`
  query Cart { cart { ...CartFields } }
`);

export const ADD_TO_CART = graphql(`
  mutation AddToCart($id: ID!, $q: Int, $replace: Boolean) {
    addToCart(menuItemId: $id, quantity: $q, replaceCart: $replace) { ...CartFields }
  }
`);

// Orders

/** The fields of an Order the tests read. */
export const ORDER_FIELDS = graphql(`
  fragment OrderFields on Order {
    id shortId status restaurantId restaurantName paymentMethod itemsTotal deliveryCharge total rejectionReason
    createdAt updatedAt allowedNextStatuses
    lines { menuItemId name image price originalPrice quantity lineTotal }
    address { addressId address city pincode phone notes }
    statusHistory { fromStatus toStatus reason changedAt changedByName }
  }
`);

export const PLACE_ORDER = graphql(`
  mutation PlaceOrder($i: PlaceOrderInput!) { placeOrder(input: $i) { ...OrderFields } }
`);

export const MY_ORDERS = graphql(`
  query MyOrders($limit: Int, $offset: Int) { myOrders(limit: $limit, offset: $offset) { total limit offset items { ...OrderFields } } }
`);

export const ORDER = graphql(`
  query Order($id: ID!) { order(id: $id) { ...OrderFields } }
`);

export const CANCEL_ORDER = graphql(`
  mutation CancelOrder($id: ID!) { cancelOrder(id: $id) { ...OrderFields } }
`);

/** A staff member's move of an order (admins' own view of the result: admin-orders.test.ts). */
export const UPDATE_ORDER_STATUS = graphql(`
  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!, $reason: String) {
    updateOrderStatus(id: $id, status: $status, reason: $reason) { status }
  }
`);

export const ADMIN_ORDERS = graphql(`
  query AdminOrders($f: AdminOrderFilter, $limit: Int, $offset: Int) {
    adminOrders(filter: $f, limit: $limit, offset: $offset) { total limit offset items { id shortId status total allowedNextStatuses } }
  }
`);

export const ADMIN_ORDER = graphql(`
  query AdminOrder($id: ID!) { adminOrder(id: $id) { ...OrderFields customer { id name email phone } } }
`);

export const DASHBOARD = graphql(`
  query Dashboard {
    dashboard {
      today ordersToday revenueToday waitingForAction days { date orders revenue }
      byStatus { status count } topItems { menuItemId name quantity revenue }
    }
  }
`);

// Push notifications

export const SAVE_PUSH_SUBSCRIPTION = graphql(`
  mutation SavePushSubscription($input: PushSubscriptionInput!) {
    savePushSubscription(input: $input) { id endpoint userAgent createdAt updatedAt }
  }
`);

export const BROADCAST_FIELDS = graphql(`
  fragment BroadcastFields on Broadcast { id title body audience url sentAt sentByName targeted delivered expired }
`);

export const SEND_BROADCAST = graphql(`
  mutation SendBroadcast($input: SendBroadcastInput!) { sendBroadcast(input: $input) { ...BroadcastFields } }
`);

export const BROADCASTS = graphql(`
  query Broadcasts($limit: Int, $offset: Int) { broadcasts(limit: $limit, offset: $offset) { total items { ...BroadcastFields } } }
`);

// Live orders (graphql-ws)

export const ORDER_STATUS_UPDATES = graphql(`
  subscription OrderStatusUpdates { orderUpdated { id status allowedNextStatuses } }
`);
