/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation AdminMoveOrder($id: ID!, $status: OrderStatus!, $reason: String) {\n    updateOrderStatus(id: $id, status: $status, reason: $reason) {\n      id shortId status restaurantId restaurantName paymentMethod itemsTotal deliveryCharge total rejectionReason\n      createdAt updatedAt allowedNextStatuses\n      lines { menuItemId name image price originalPrice quantity lineTotal }\n      statusHistory { fromStatus toStatus reason changedAt changedByName }\n    }\n  }\n": typeof types.AdminMoveOrderDocument,
    "\n  query AdminOrdersWithCustomers($f: AdminOrderFilter, $limit: Int) {\n    adminOrders(filter: $f, limit: $limit) { total items { ...OrderFields customer { name email phone } } }\n  }\n": typeof types.AdminOrdersWithCustomersDocument,
    "\n  query AdminOrdersAddressAndCustomer { adminOrders(limit: 1) { items { id address { phone } customer { phone } } } }\n": typeof types.AdminOrdersAddressAndCustomerDocument,
    "\n  query AdminUsers($search: String, $role: UserRole, $limit: Int, $offset: Int) {\n    adminUsers(search: $search, role: $role, limit: $limit, offset: $offset) {\n      total limit offset items { id userName email phone role isVerified createdAt } } }\n": typeof types.AdminUsersDocument,
    "\n  query AdminUsersOrdersTotal { adminOrders { total } }\n": typeof types.AdminUsersOrdersTotalDocument,
    "\n  mutation KeyMoveOrder($id: ID!, $status: OrderStatus!, $reason: String) {\n    updateOrderStatus(id: $id, status: $status, reason: $reason) { status allowedNextStatuses }\n  }\n": typeof types.KeyMoveOrderDocument,
    "\n  query KeyOrderMoves($restaurantId: ID!) { restaurantOrders(restaurantId: $restaurantId) { items { id status allowedNextStatuses } } }\n": typeof types.KeyOrderMovesDocument,
    "\n  mutation OfficeMoveWithCash($id: ID!, $status: OrderStatus!, $cash: Float, $note: String) {\n    updateOrderStatus(id: $id, status: $status, cashCollected: $cash, note: $note) { status cashCollected cashNote allowedNextStatuses }\n  }\n": typeof types.OfficeMoveWithCashDocument,
    "\n  query ApiKeyUsage($days: Int) {\n    apiKeys {\n      id\n      requestsPerMinute\n      requestsToday\n      requestsPerDay(days: $days) { date requests rateLimited }\n      restaurants { id name }\n    }\n  }\n": typeof types.ApiKeyUsageDocument,
    "query KeyRestaurant($id: ID!) { restaurant(id: $id) { id name } }": typeof types.KeyRestaurantDocument,
    "query KeyMenuCategories { menuCategories { id label } }": typeof types.KeyMenuCategoriesDocument,
    "query KeyDeliverySlots($restaurantId: ID!) { deliverySlots(restaurantId: $restaurantId) }": typeof types.KeyDeliverySlotsDocument,
    "query KeyRestaurantCategories { restaurantCategories { id label } }": typeof types.KeyRestaurantCategoriesDocument,
    "query KeyTowns { towns { name } }": typeof types.KeyTownsDocument,
    "query KeyOrderInvoice($id: ID!) { orderInvoice(orderId: $id) { number } }": typeof types.KeyOrderInvoiceDocument,
    "query KeyLocatePincode($pincode: String!) { locatePincode(pincode: $pincode) { exact } }": typeof types.KeyLocatePincodeDocument,
    "query KeyPushConfig { pushConfig { vapidPublicKey } }": typeof types.KeyPushConfigDocument,
    "query KeyAdminUsers { adminUsers { total } }": typeof types.KeyAdminUsersDocument,
    "mutation KeyClearCart { clearCart { id } }": typeof types.KeyClearCartDocument,
    "mutation KeyRemoveFromCart($id: ID!) { removeFromCart(menuItemId: $id) { id } }": typeof types.KeyRemoveFromCartDocument,
    "mutation KeyUpdateCartItem($id: ID!) { updateCartItem(menuItemId: $id, quantity: 2) { id } }": typeof types.KeyUpdateCartItemDocument,
    "mutation KeyUpdateCartLine($id: ID!) { updateCartLine(lineId: $id, quantity: 2) { id } }": typeof types.KeyUpdateCartLineDocument,
    "mutation KeyRemoveCartLine($id: ID!) { removeCartLine(lineId: $id) { id } }": typeof types.KeyRemoveCartLineDocument,
    "mutation KeyReorder($id: ID!) { reorder(orderId: $id) { leftOut } }": typeof types.KeyReorderDocument,
    "mutation KeySetMenuItemOptions($id: ID!) { setMenuItemOptions(menuItemId: $id, groups: []) { id } }": typeof types.KeySetMenuItemOptionsDocument,
    "mutation KeySetMenuOptionAvailable($id: ID!) { setMenuOptionAvailable(optionId: $id, isAvailable: false) { id } }": typeof types.KeySetMenuOptionAvailableDocument,
    "mutation KeySetOpeningHours($id: ID!) { setOpeningHours(restaurantId: $id, periods: []) { id } }": typeof types.KeySetOpeningHoursDocument,
    "mutation KeySetFavouriteRestaurant($id: ID!) { setFavouriteRestaurant(restaurantId: $id, favourite: true) { id } }": typeof types.KeySetFavouriteRestaurantDocument,
    "query KeyFavouriteRestaurants { favouriteRestaurants { id } }": typeof types.KeyFavouriteRestaurantsDocument,
    "mutation KeyDeletePushSubscription($e: String!) { deletePushSubscription(endpoint: $e) }": typeof types.KeyDeletePushSubscriptionDocument,
    "mutation KeyUploadImage($file: Upload!) { uploadImage(file: $file, purpose: BANNER) { url } }": typeof types.KeyUploadImageDocument,
    "\n  query AppLists { restaurantCategories { id label } menuCategories { id label } towns { name latitude longitude } }\n": typeof types.AppListsDocument,
    "\n  mutation AuditSetOpeningHours($id: ID!, $periods: [OpeningPeriodInput!]!) {\n    setOpeningHours(restaurantId: $id, periods: $periods) { id openingHours { day opens closes } }\n  }\n": typeof types.AuditSetOpeningHoursDocument,
    "\n  query CartBill($addressId: ID) {\n    cart { itemsTotal deliveryCharge total tip canCheckout minimumOrderShortfall bill(addressId: $addressId) { ...BillFields } }\n  }\n": typeof types.CartBillDocument,
    "\n  mutation PlaceBilledOrder($i: PlaceOrderInput!) {\n    placeOrder(input: $i) { id itemsTotal deliveryCharge total tip bill { ...BillFields } }\n  }\n": typeof types.PlaceBilledOrderDocument,
    "\n  query OrderBill($id: ID!) { order(id: $id) { id total tip bill { ...BillFields } } }\n": typeof types.OrderBillDocument,
    "\n  query KeyOrdersBill($restaurantId: ID!) { restaurantOrders(restaurantId: $restaurantId) { items { id total bill { ...BillFields } } } }\n": typeof types.KeyOrdersBillDocument,
    "\n  mutation SetMinimumOrder($id: ID!, $i: RestaurantUpdateInput!) { updateRestaurant(id: $id, input: $i) { id minimumOrder } }\n": typeof types.SetMinimumOrderDocument,
    "\n  mutation ClearTippedCart { clearCart { tip total } }\n": typeof types.ClearTippedCartDocument,
    "\n  query RiderCardTip { riderOrders { id total tip } }\n": typeof types.RiderCardTipDocument,
    "\n  query CashWithTips($riderId: ID!, $date: String!) {\n    riderCashSummary(riderId: $riderId, date: $date) { deliveries expectedCash tips collected cashInHand difference }\n  }\n": typeof types.CashWithTipsDocument,
    "\n  fragment CartWithOptionsFields on Cart {\n    id itemsTotal total canCheckout hasUnavailableItems\n    items { id menuItemId name price offerPrice originalPrice quantity lineTotal isAvailable options { id name groupName extraPrice } }\n  }\n": typeof types.CartWithOptionsFieldsFragmentDoc,
    "\n  query CartWithOptions { cart { ...CartWithOptionsFields } }\n": typeof types.CartWithOptionsDocument,
    "\n  mutation AddWithOptions($id: ID!, $q: Int, $optionIds: [ID!]) {\n    addToCart(menuItemId: $id, quantity: $q, optionIds: $optionIds) { ...CartWithOptionsFields }\n  }\n": typeof types.AddWithOptionsDocument,
    "\n  mutation UpdateCartLine($lineId: ID!, $q: Int!) { updateCartLine(lineId: $lineId, quantity: $q) { ...CartWithOptionsFields } }\n": typeof types.UpdateCartLineDocument,
    "\n  mutation RemoveCartLine($lineId: ID!) { removeCartLine(lineId: $lineId) { ...CartWithOptionsFields } }\n": typeof types.RemoveCartLineDocument,
    "\n  mutation UpdateCartItemWithOptions($id: ID!, $q: Int!) { updateCartItem(menuItemId: $id, quantity: $q) { ...CartWithOptionsFields } }\n": typeof types.UpdateCartItemWithOptionsDocument,
    "\n  mutation PlaceOrderWithOptions($i: PlaceOrderInput!) {\n    placeOrder(input: $i) { id itemsTotal total lines { name price originalPrice quantity lineTotal options { id name groupName extraPrice } } }\n  }\n": typeof types.PlaceOrderWithOptionsDocument,
    "\n  query AdminOrderOptions($id: ID!) { adminOrder(id: $id) { id lines { name price options { name groupName extraPrice } } } }\n": typeof types.AdminOrderOptionsDocument,
    "\n  query KeyOrdersOptions($restaurantId: ID!) {\n    restaurantOrders(restaurantId: $restaurantId) { items { id lines { name price options { name groupName extraPrice } } } }\n  }\n": typeof types.KeyOrdersOptionsDocument,
    "\n  mutation UpdateCartItem($id: ID!, $q: Int!) { updateCartItem(menuItemId: $id, quantity: $q) { ...CartFields } }\n": typeof types.UpdateCartItemDocument,
    "\n  mutation RemoveFromCart($id: ID!) { removeFromCart(menuItemId: $id) { ...CartFields } }\n": typeof types.RemoveFromCartDocument,
    "\n  mutation ClearCart { clearCart { ...CartFields } }\n": typeof types.ClearCartDocument,
    "\n  query RestaurantCategories { restaurantCategories { id label } }\n": typeof types.RestaurantCategoriesDocument,
    "\n  query DemoDishChoices($id: ID!) {\n    restaurant(id: $id) {\n      menuItems { id name price optionGroups { name minChoices maxChoices options { id name extraPrice isAvailable } } }\n    }\n  }\n": typeof types.DemoDishChoicesDocument,
    "\n  mutation AddDemoDish($id: ID!, $optionIds: [ID!]) {\n    addToCart(menuItemId: $id, quantity: 1, replaceCart: true, optionIds: $optionIds) {\n      items { name price options { name groupName extraPrice } }\n    }\n  }\n": typeof types.AddDemoDishDocument,
    "\n  mutation SetFavourite($id: ID!, $favourite: Boolean!) { setFavouriteRestaurant(restaurantId: $id, favourite: $favourite) { id isFavourite } }\n": typeof types.SetFavouriteDocument,
    "\n  query Favourites($lat: Float, $lng: Float) { favouriteRestaurants(latitude: $lat, longitude: $lng) { id name isFavourite distanceKm } }\n": typeof types.FavouritesDocument,
    "\n  query IsFavourite($id: ID!) { restaurant(id: $id) { id isFavourite } }\n": typeof types.IsFavouriteDocument,
    "\n  query MyFavouriteIds { me { id favouriteRestaurantIds } }\n": typeof types.MyFavouriteIdsDocument,
    "\n  mutation LoginWithFavouriteIds($i: LoginInput!) { login(input: $i) { user { id favouriteRestaurantIds } } }\n": typeof types.LoginWithFavouriteIdsDocument,
    "\n  query OthersFavouriteIds { adminUsers(limit: 5) { items { id favouriteRestaurantIds } } }\n": typeof types.OthersFavouriteIdsDocument,
    "\n  query ListingHearts($lat: Float!, $lng: Float!) { restaurantsNear(latitude: $lat, longitude: $lng) { items { id isFavourite } } }\n": typeof types.ListingHeartsDocument,
    "\n  query Towns { towns { name district state latitude longitude pincode } }\n": typeof types.TownsDocument,
    "\n  query LocatePincode($p: String!) { locatePincode(pincode: $p) { pincode exact town { name district latitude longitude pincode } } }\n": typeof types.LocatePincodeDocument,
    "\n    query HostileInputRestaurant($id: ID!) { restaurant(id: $id) { id } }\n  ": typeof types.HostileInputRestaurantDocument,
    "\n  query OrderInvoiceDocument($orderId: ID!) {\n    orderInvoice(orderId: $orderId) {\n      orderId kind number financialYear issuedAt sacCode restaurantName\n      seller { legalName gstin address }\n      customer { name address city pincode }\n      lines { name options quantity unitPrice value }\n      itemsValue discount deliveryFee taxableFood taxableDelivery taxableValue\n      taxes { tax supply ratePercent amount }\n      taxTotal pricesIncludeTax invoiceValue tip total\n    }\n  }\n": typeof types.OrderInvoiceDocumentDocument,
    "\n  query OrderInvoiceNumber($id: ID!) { order(id: $id) { id invoiceNumber total bill { lines { kind amount } } } }\n": typeof types.OrderInvoiceNumberDocument,
    "\n  query MyInvoiceNumbers { myOrders { items { id invoiceNumber } } }\n": typeof types.MyInvoiceNumbersDocument,
    "\n  mutation CreateWindowedItem($r: ID!, $i: MenuItemInput!) { createMenuItem(restaurantId: $r, input: $i) { id name isAvailable availableFrom availableUntil isAvailableNow } }\n": typeof types.CreateWindowedItemDocument,
    "\n  mutation UpdateWindowedItem($r: ID!, $id: ID!, $i: MenuItemUpdateInput!) {\n    updateMenuItem(restaurantId: $r, id: $id, input: $i) { id name isAvailable availableFrom availableUntil isAvailableNow }\n  }\n": typeof types.UpdateWindowedItemDocument,
    "\n  query KitchenAdminHistory($f: AdminOrderFilter) {\n    adminOrders(filter: $f) { items { id status allowedNextStatuses statusHistory { fromStatus toStatus changedByName } } }\n  }\n": typeof types.KitchenAdminHistoryDocument,
    "\n  query KitchenRestaurantOpen($id: ID!) { restaurant(id: $id) { id isOpenNow closedForToday closedUntil } }\n": typeof types.KitchenRestaurantOpenDocument,
    "\n  query MenuWithOptions($id: ID!) {\n    restaurant(id: $id) { id isOpenNow menuItems { id name price restaurant { id } optionGroups { ...OptionGroupFields } } }\n  }\n": typeof types.MenuWithOptionsDocument,
    "\n  query MenuPage($id: ID!, $filter: MenuFilterInput, $sort: MenuItemSort) {\n    restaurant(id: $id) {\n      id name address category openingTime closingTime priceForTwo rating isOpenNow nextOpensAt openingHours { day opens closes }\n      menuItems(filter: $filter, sort: $sort) {\n        ...MenuItemFields availableFrom availableUntil isAvailableNow restaurant { id name isOpenNow }\n      }\n    }\n  }\n": typeof types.MenuPageDocument,
    "\n  query MenuCategories { menuCategories { id label } }\n": typeof types.MenuCategoriesDocument,
    "\n  query RestaurantsNearMenus($lat: Float!, $lng: Float!) {\n    restaurantsNear(latitude: $lat, longitude: $lng) {\n      items { name openingHours { day } nextOpensAt menuItems { name isAvailableNow restaurant { name } } }\n    }\n  }\n": typeof types.RestaurantsNearMenusDocument,
    "\n  subscription MetricsOrderUpdates { orderUpdated { id status } }\n": typeof types.MetricsOrderUpdatesDocument,
    "\n  query OrderWithProblems($id: ID!) { order(id: $id) { id problems { id kind status answer lines { name } } } }\n": typeof types.OrderWithProblemsDocument,
    "\n  query AdminOrderProblems { adminOrders(limit: 50) { items { id problems { id } } } }\n": typeof types.AdminOrderProblemsDocument,
    "query PickupInvoiceNumber($id: ID!) { order(id: $id) { id invoiceNumber } }": typeof types.PickupInvoiceNumberDocument,
    "\n  query PickupOrderForAdmin($id: String) { adminOrders(filter: { search: $id }) { items { id fulfilment allowedNextStatuses } } }\n": typeof types.PickupOrderForAdminDocument,
    "\n  query NearAndMe($lat: Float!, $lng: Float!) {\n    restaurantsNear(latitude: $lat, longitude: $lng) { total }\n    me { id }\n  }\n": typeof types.NearAndMeDocument,
    "\n  query PushConfig { pushConfig { vapidPublicKey } }\n": typeof types.PushConfigDocument,
    "\n  mutation DeletePushSubscription($endpoint: String!) { deletePushSubscription(endpoint: $endpoint) }\n": typeof types.DeletePushSubscriptionDocument,
    "\n  mutation QueryLimitsCreateMenuItem($restaurantId: ID!, $input: MenuItemInput!) {\n    createMenuItem(restaurantId: $restaurantId, input: $input) { id }\n  }\n": typeof types.QueryLimitsCreateMenuItemDocument,
    "\n  fragment ReorderCartFields on Cart {\n    id itemsTotal restaurantName\n    items { menuItemId name price quantity options { id name } }\n  }\n": typeof types.ReorderCartFieldsFragmentDoc,
    "\n  mutation Reorder($orderId: ID!) { reorder(orderId: $orderId) { leftOut cart { ...ReorderCartFields } } }\n": typeof types.ReorderDocument,
    "\n  query ReorderCart { cart { ...ReorderCartFields } }\n": typeof types.ReorderCartDocument,
    "\n  mutation ReorderAdd($id: ID!, $q: Int, $optionIds: [ID!]) { addToCart(menuItemId: $id, quantity: $q, optionIds: $optionIds) { id } }\n": typeof types.ReorderAddDocument,
    "\n  mutation ReorderPlace($i: PlaceOrderInput!) { placeOrder(input: $i) { id } }\n": typeof types.ReorderPlaceDocument,
    "\n  query OfficeOrdersWithRiders($statuses: [OrderStatus!]) {\n    adminOrders(filter: { statuses: $statuses }, limit: 50) {\n      total items { id status cashCollected rider { id name phone onShift cashInHand openDeliveries } riderPosition { latitude distanceKm } pickup { name } }\n    }\n  }\n": typeof types.OfficeOrdersWithRidersDocument,
    "\n  query ScheduledSlots($restaurantId: ID!) { deliverySlots(restaurantId: $restaurantId) }\n": typeof types.ScheduledSlotsDocument,
    "\n  mutation ScheduledPlace($input: PlaceOrderInput!) { placeOrder(input: $input) { id status deliverAt } }\n": typeof types.ScheduledPlaceDocument,
    "\n  query ScheduledOrder($id: ID!) { order(id: $id) { id status deliverAt allowedNextStatuses statusHistory { fromStatus toStatus changedByName } } }\n": typeof types.ScheduledOrderDocument,
    "\n  mutation ScheduledCancel($id: ID!) { cancelOrder(id: $id) { id status } }\n": typeof types.ScheduledCancelDocument,
    "\n  query ScheduledBoard($restaurantId: ID!) { restaurantOrders(restaurantId: $restaurantId, status: [PENDING], limit: 50) { items { id deliverAt } } }\n": typeof types.ScheduledBoardDocument,
    "\n  subscription OrderPlacedIds { orderPlaced { id status } }\n": typeof types.OrderPlacedIdsDocument,
    "\n  subscription CustomerOrderUpdates { orderUpdated { ...OrderFields } }\n": typeof types.CustomerOrderUpdatesDocument,
    "\n  subscription StaffOrderUpdates {\n    orderUpdated { id status allowedNextStatuses rejectionReason statusHistory { toStatus changedByName } }\n  }\n": typeof types.StaffOrderUpdatesDocument,
    "\n  subscription StaffOrderPlaced { orderPlaced { id status restaurantName total allowedNextStatuses lines { name quantity } } }\n": typeof types.StaffOrderPlacedDocument,
    "\n  fragment ApiKeyFields on ApiKey { id name scopes restaurantIds prefix requestsPerMinute createdAt lastUsedAt revokedAt }\n": typeof types.ApiKeyFieldsFragmentDoc,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { apiKey { ...ApiKeyFields } secret } }\n": typeof types.CreateApiKeyDocument,
    "\n  query ApiKeys { apiKeys { ...ApiKeyFields } }\n": typeof types.ApiKeysDocument,
    "\n  mutation RevokeApiKey($id: ID!) { revokeApiKey(id: $id) { ...ApiKeyFields } }\n": typeof types.RevokeApiKeyDocument,
    "\n  query RestaurantOrders($restaurantId: ID!, $status: [OrderStatus!], $limit: Int, $offset: Int) {\n    restaurantOrders(restaurantId: $restaurantId, status: $status, limit: $limit, offset: $offset) {\n      total limit offset items { id shortId status restaurantId total lines { name quantity } }\n    }\n  }\n": typeof types.RestaurantOrdersDocument,
    "\n  query AuditLog($filter: AuditFilter, $limit: Int, $offset: Int) {\n    auditLog(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items { id at actorKind actorId actorName action entityType entityId entityName changes { field before after } }\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  fragment BillFields on Bill { total lines { kind label amount } }\n": typeof types.BillFieldsFragmentDoc,
    "\n  query DeliverySettings { deliverySettings { baseFee baseDistanceKm perKmFee freeAbove } }\n": typeof types.DeliverySettingsDocument,
    "\n  query TaxSettings { taxSettings { gstin legalName address foodTaxPercent deliveryTaxPercent pricesIncludeTax } }\n": typeof types.TaxSettingsDocument,
    "\n  mutation UpdateDeliverySettings($input: DeliverySettingsInput!) {\n    updateDeliverySettings(input: $input) { baseFee baseDistanceKm perKmFee freeAbove }\n  }\n": typeof types.UpdateDeliverySettingsDocument,
    "\n  mutation UpdateTaxSettings($input: TaxSettingsInput!) {\n    updateTaxSettings(input: $input) { gstin legalName address foodTaxPercent deliveryTaxPercent pricesIncludeTax }\n  }\n": typeof types.UpdateTaxSettingsDocument,
    "\n  mutation SetCartTip($amount: Float!) { setCartTip(amount: $amount) { tip total bill { ...BillFields } } }\n": typeof types.SetCartTipDocument,
    "\n  query PayoutSettingsDocument { payoutSettings { defaultCommissionPercent } }\n": typeof types.PayoutSettingsDocumentDocument,
    "\n  mutation UpdatePayoutSettings($input: PayoutSettingsInput!) { updatePayoutSettings(input: $input) { defaultCommissionPercent } }\n": typeof types.UpdatePayoutSettingsDocument,
    "\n  mutation SetRestaurantCommission($restaurantId: ID!, $percent: Float) {\n    setRestaurantCommission(restaurantId: $restaurantId, percent: $percent) { id commissionPercent }\n  }\n": typeof types.SetRestaurantCommissionDocument,
    "\n  query RestaurantCommission($id: ID!) { restaurant(id: $id) { id commissionPercent } }\n": typeof types.RestaurantCommissionDocument,
    "\n  query OwnCommission($id: ID!) { restaurant(id: $id) { id commissionPercent ownCommissionPercent } }\n": typeof types.OwnCommissionDocument,
    "\n  fragment CouponFields on Coupon {\n    id code description kind value maxDiscount minOrder validFrom validUntil usageLimit perCustomerLimit firstOrderOnly restaurantIds weekdays isActive usedCount\n  }\n": typeof types.CouponFieldsFragmentDoc,
    "\n  query Coupons($limit: Int, $offset: Int) { coupons(limit: $limit, offset: $offset) { ...CouponFields } }\n": typeof types.CouponsDocument,
    "\n  mutation CreateCoupon($input: CouponInput!) { createCoupon(input: $input) { ...CouponFields } }\n": typeof types.CreateCouponDocument,
    "\n  mutation UpdateCoupon($id: ID!, $input: CouponInput!) { updateCoupon(id: $id, input: $input) { ...CouponFields } }\n": typeof types.UpdateCouponDocument,
    "\n  mutation SetCouponActive($id: ID!, $isActive: Boolean!) { setCouponActive(id: $id, isActive: $isActive) { ...CouponFields } }\n": typeof types.SetCouponActiveDocument,
    "\n  query AvailableCoupons { availableCoupons { ...CouponFields } }\n": typeof types.AvailableCouponsDocument,
    "\n  fragment CartCouponFields on Cart { id itemsTotal total couponCode couponProblem }\n": typeof types.CartCouponFieldsFragmentDoc,
    "\n  query CartCoupon { cart { ...CartCouponFields } }\n": typeof types.CartCouponDocument,
    "\n  mutation ApplyCoupon($code: String!) { applyCoupon(code: $code) { ...CartCouponFields } }\n": typeof types.ApplyCouponDocument,
    "\n  mutation RemoveCoupon { removeCoupon { ...CartCouponFields } }\n": typeof types.RemoveCouponDocument,
    "\n  fragment CouponBillFields on Bill { total lines { kind label amount } }\n": typeof types.CouponBillFieldsFragmentDoc,
    "\n  query CouponCartBill { cart { id total couponCode couponProblem bill { ...CouponBillFields } } }\n": typeof types.CouponCartBillDocument,
    "\n  mutation CouponPlaceOrder($i: PlaceOrderInput!) { placeOrder(input: $i) { id status total bill { ...CouponBillFields } } }\n": typeof types.CouponPlaceOrderDocument,
    "\n  query KitchenRestaurants { kitchenRestaurants { id name closedForToday closedUntil isOpenNow } }\n": typeof types.KitchenRestaurantsDocument,
    "\n  query RestaurantStaff($restaurantId: ID!) { restaurantStaff(restaurantId: $restaurantId) { id email name status addedAt addedByName } }\n": typeof types.RestaurantStaffDocument,
    "\n  mutation AddRestaurantStaff($restaurantId: ID!, $email: String!) {\n    addRestaurantStaff(restaurantId: $restaurantId, email: $email) { id email name status addedAt addedByName }\n  }\n": typeof types.AddRestaurantStaffDocument,
    "\n  mutation RemoveRestaurantStaff($restaurantId: ID!, $email: String!) { removeRestaurantStaff(restaurantId: $restaurantId, email: $email) }\n": typeof types.RemoveRestaurantStaffDocument,
    "\n  fragment KitchenOrderFields on Order {\n    id shortId status restaurantId kitchenNote preparationMinutes estimatedReadyAt rejectionReason allowedNextStatuses total\n    lines { name quantity }\n    statusHistory { fromStatus toStatus reason changedAt changedByName }\n  }\n": typeof types.KitchenOrderFieldsFragmentDoc,
    "\n  query BoardOrders($restaurantId: ID!, $status: [OrderStatus!]) {\n    restaurantOrders(restaurantId: $restaurantId, status: $status, limit: 100) { total items { ...KitchenOrderFields } }\n  }\n": typeof types.BoardOrdersDocument,
    "\n  mutation AcceptOrder($id: ID!, $minutes: Int!) { acceptOrder(id: $id, preparationMinutes: $minutes) { ...KitchenOrderFields } }\n": typeof types.AcceptOrderDocument,
    "\n  mutation RejectOrder($id: ID!, $reason: String!) { rejectOrder(id: $id, reason: $reason) { ...KitchenOrderFields } }\n": typeof types.RejectOrderDocument,
    "\n  mutation StartPreparingOrder($id: ID!) { startPreparingOrder(id: $id) { ...KitchenOrderFields } }\n": typeof types.StartPreparingOrderDocument,
    "\n  mutation MarkOrderReady($id: ID!) { markOrderReady(id: $id) { ...KitchenOrderFields } }\n": typeof types.MarkOrderReadyDocument,
    "\n  mutation SetMenuItemSoldOut($id: ID!, $soldOut: Boolean!) { setMenuItemSoldOut(id: $id, soldOut: $soldOut) { id name isAvailable } }\n": typeof types.SetMenuItemSoldOutDocument,
    "\n  mutation SetRestaurantClosedForToday($restaurantId: ID!, $closed: Boolean!) {\n    setRestaurantClosedForToday(restaurantId: $restaurantId, closed: $closed) { id closedForToday closedUntil isOpen isOpenNow }\n  }\n": typeof types.SetRestaurantClosedForTodayDocument,
    "\n  subscription RestaurantOrderChanged($restaurantId: ID!) { restaurantOrderChanged(restaurantId: $restaurantId) { ...KitchenOrderFields } }\n": typeof types.RestaurantOrderChangedDocument,
    "\n  mutation SetMealReminders($input: MealRemindersInput!) { setMealReminders(input: $input) { breakfast lunch dinner } }\n": typeof types.SetMealRemindersDocument,
    "\n  query MyMealReminders { me { id mealReminders { breakfast lunch dinner } } }\n": typeof types.MyMealRemindersDocument,
    "\n  fragment OptionGroupFields on MenuOptionGroup { id name minChoices maxChoices options { id name extraPrice isAvailable } }\n": typeof types.OptionGroupFieldsFragmentDoc,
    "\n  mutation SetMenuItemOptions($menuItemId: ID!, $groups: [MenuOptionGroupInput!]!) {\n    setMenuItemOptions(menuItemId: $menuItemId, groups: $groups) { id price optionGroups { ...OptionGroupFields } }\n  }\n": typeof types.SetMenuItemOptionsDocument,
    "\n  mutation SetMenuOptionAvailable($optionId: ID!, $isAvailable: Boolean!) {\n    setMenuOptionAvailable(optionId: $optionId, isAvailable: $isAvailable) { id name isAvailable }\n  }\n": typeof types.SetMenuOptionAvailableDocument,
    "\n  mutation Register($i: RegisterInput!) {\n    register(input: $i) { message user { id email userName phone role isVerified } }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation VerifyOtp($i: VerifyOtpInput!) { verifyOtp(input: $i) { message } }\n": typeof types.VerifyOtpDocument,
    "\n  mutation ResendOtp($i: EmailInput!) { resendOtp(input: $i) { message } }\n": typeof types.ResendOtpDocument,
    "\n  mutation Login($i: LoginInput!) { login(input: $i) { message user { id email phone role } } }\n": typeof types.LoginDocument,
    "\n  mutation Logout { logout { message } }\n": typeof types.LogoutDocument,
    "\n  query Me { me { id email userName role } }\n": typeof types.MeDocument,
    "\n  mutation ForgotPassword($i: EmailInput!) { forgotPassword(input: $i) { message } }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($i: ResetPasswordInput!) { resetPassword(input: $i) { message } }\n": typeof types.ResetPasswordDocument,
    "\n  mutation SetPreferredLanguage($language: Language!) { setPreferredLanguage(language: $language) { id email preferredLanguage } }\n": typeof types.SetPreferredLanguageDocument,
    "\n  query MyLanguage { me { id preferredLanguage } }\n": typeof types.MyLanguageDocument,
    "\n  mutation SetUserRole($id: ID!, $role: UserRole!) { setUserRole(id: $id, role: $role) { id email role } }\n": typeof types.SetUserRoleDocument,
    "\n  fragment AddressFields on Address { id address city pincode phone notes latitude longitude createdAt updatedAt }\n": typeof types.AddressFieldsFragmentDoc,
    "\n  query Addresses { addresses { ...AddressFields } }\n": typeof types.AddressesDocument,
    "\n  mutation AddAddress($i: AddressInput!) { addAddress(input: $i) { ...AddressFields } }\n": typeof types.AddAddressDocument,
    "\n  mutation UpdateAddress($id: ID!, $i: UpdateAddressInput!) { updateAddress(id: $id, input: $i) { ...AddressFields } }\n": typeof types.UpdateAddressDocument,
    "\n  mutation DeleteAddress($id: ID!) { deleteAddress(id: $id) }\n": typeof types.DeleteAddressDocument,
    "\n  fragment RestaurantFields on Restaurant {\n    id name description image email phone address category openingTime closingTime priceForTwo discount\n    deliveryTime rating isOpen latitude longitude deliveryRadiusKm\n  }\n": typeof types.RestaurantFieldsFragmentDoc,
    "\n  query RestaurantsNear(\n    $lat: Float!, $lng: Float!, $filter: RestaurantFilterInput, $sort: RestaurantSort, $limit: Int, $offset: Int\n  ) {\n    restaurantsNear(latitude: $lat, longitude: $lng, filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total limit offset items { ...RestaurantFields isOpenNow distanceKm nextOpensAt openingHours { day opens closes } }\n    }\n  }\n": typeof types.RestaurantsNearDocument,
    "\n  query SearchMenuItems($keyword: String!, $lat: Float!, $lng: Float!, $limit: Int) {\n    searchMenuItems(keyword: $keyword, latitude: $lat, longitude: $lng, limit: $limit) {\n      id name price isAvailable restaurant { id name isOpenNow }\n    }\n  }\n": typeof types.SearchMenuItemsDocument,
    "\n  query ReverseGeocode($lat: Float!, $lng: Float!) { reverseGeocode(latitude: $lat, longitude: $lng) { town district state } }\n": typeof types.ReverseGeocodeDocument,
    "\n  query AdminRestaurants($search: String, $limit: Int, $offset: Int) {\n    adminRestaurants(search: $search, limit: $limit, offset: $offset) { total items { id name } }\n  }\n": typeof types.AdminRestaurantsDocument,
    "\n  mutation CreateRestaurant($i: RestaurantInput!) { createRestaurant(input: $i) { ...RestaurantFields } }\n": typeof types.CreateRestaurantDocument,
    "\n  mutation UpdateRestaurant($id: ID!, $i: RestaurantUpdateInput!) { updateRestaurant(id: $id, input: $i) { ...RestaurantFields } }\n": typeof types.UpdateRestaurantDocument,
    "\n  mutation DeleteRestaurant($id: ID!) { deleteRestaurant(id: $id) { id message } }\n": typeof types.DeleteRestaurantDocument,
    "\n  fragment MenuItemFields on MenuItem {\n    id restaurantId name description image originalPrice offerPrice price discount isVeg category ingredients\n    preparationTime rating isAvailable\n  }\n": typeof types.MenuItemFieldsFragmentDoc,
    "\n  mutation CreateMenuItem($r: ID!, $i: MenuItemInput!) { createMenuItem(restaurantId: $r, input: $i) { ...MenuItemFields } }\n": typeof types.CreateMenuItemDocument,
    "\n  mutation UpdateMenuItem($r: ID!, $id: ID!, $i: MenuItemUpdateInput!) {\n    updateMenuItem(restaurantId: $r, id: $id, input: $i) { ...MenuItemFields }\n  }\n": typeof types.UpdateMenuItemDocument,
    "\n  mutation DeleteMenuItem($r: ID!, $id: ID!) { deleteMenuItem(restaurantId: $r, id: $id) { id message } }\n": typeof types.DeleteMenuItemDocument,
    "\n  query Banners { banners { id image position createdAt updatedAt } }\n": typeof types.BannersDocument,
    "\n  mutation AddBanner($image: String!) { addBanner(image: $image) { id image position } }\n": typeof types.AddBannerDocument,
    "\n  mutation DeleteBanner($id: ID!) { deleteBanner(id: $id) }\n": typeof types.DeleteBannerDocument,
    "\n  mutation ReorderBanners($ids: [ID!]!) { reorderBanners(ids: $ids) { id position } }\n": typeof types.ReorderBannersDocument,
    "\n  fragment CartFields on Cart {\n    id restaurantId restaurantName restaurantIsOpenNow itemCount itemsTotal deliveryCharge total hasUnavailableItems canCheckout\n    items { id menuItemId name image isVeg restaurantId restaurantName offerPrice originalPrice price quantity lineTotal isAvailable }\n  }\n": typeof types.CartFieldsFragmentDoc,
    "\n  query Cart { cart { ...CartFields } }\n": typeof types.CartDocument,
    "\n  mutation AddToCart($id: ID!, $q: Int, $replace: Boolean) {\n    addToCart(menuItemId: $id, quantity: $q, replaceCart: $replace) { ...CartFields }\n  }\n": typeof types.AddToCartDocument,
    "\n  fragment OrderFields on Order {\n    id shortId status restaurantId restaurantName paymentMethod itemsTotal deliveryCharge total rejectionReason\n    createdAt updatedAt allowedNextStatuses\n    lines { menuItemId name image price originalPrice quantity lineTotal }\n    address { addressId address city pincode phone notes }\n    statusHistory { fromStatus toStatus reason changedAt changedByName }\n  }\n": typeof types.OrderFieldsFragmentDoc,
    "\n  mutation PlaceOrder($i: PlaceOrderInput!) { placeOrder(input: $i) { ...OrderFields } }\n": typeof types.PlaceOrderDocument,
    "\n  query MyOrders($limit: Int, $offset: Int) { myOrders(limit: $limit, offset: $offset) { total limit offset items { ...OrderFields } } }\n": typeof types.MyOrdersDocument,
    "\n  query Order($id: ID!) { order(id: $id) { ...OrderFields } }\n": typeof types.OrderDocument,
    "\n  mutation CancelOrder($id: ID!) { cancelOrder(id: $id) { ...OrderFields } }\n": typeof types.CancelOrderDocument,
    "\n  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!, $reason: String) {\n    updateOrderStatus(id: $id, status: $status, reason: $reason) { status }\n  }\n": typeof types.UpdateOrderStatusDocument,
    "\n  query AdminOrders($f: AdminOrderFilter, $limit: Int, $offset: Int) {\n    adminOrders(filter: $f, limit: $limit, offset: $offset) { total limit offset items { id shortId status total allowedNextStatuses } }\n  }\n": typeof types.AdminOrdersDocument,
    "\n  query AdminOrder($id: ID!) { adminOrder(id: $id) { ...OrderFields customer { id name email phone } } }\n": typeof types.AdminOrderDocument,
    "\n  query Dashboard {\n    dashboard {\n      today ordersToday revenueToday waitingForAction days { date orders revenue }\n      byStatus { status count } topItems { menuItemId name quantity revenue }\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  mutation SavePushSubscription($input: PushSubscriptionInput!) {\n    savePushSubscription(input: $input) { id endpoint userAgent createdAt updatedAt }\n  }\n": typeof types.SavePushSubscriptionDocument,
    "\n  fragment BroadcastFields on Broadcast { id title body audience url sentAt sentByName targeted delivered expired }\n": typeof types.BroadcastFieldsFragmentDoc,
    "\n  mutation SendBroadcast($input: SendBroadcastInput!) { sendBroadcast(input: $input) { ...BroadcastFields } }\n": typeof types.SendBroadcastDocument,
    "\n  query Broadcasts($limit: Int, $offset: Int) { broadcasts(limit: $limit, offset: $offset) { total items { ...BroadcastFields } } }\n": typeof types.BroadcastsDocument,
    "\n  subscription OrderStatusUpdates { orderUpdated { id status allowedNextStatuses } }\n": typeof types.OrderStatusUpdatesDocument,
    "\n  mutation ReportOrderProblem($orderId: ID!, $input: OrderProblemInput!) {\n    reportOrderProblem(orderId: $orderId, input: $input) {\n      id orderId kind text status answer answeredAt createdAt lines { name quantity }\n    }\n  }\n": typeof types.ReportOrderProblemDocument,
    "\n  mutation AnswerOrderProblem($id: ID!, $text: String!, $resolve: Boolean!) {\n    answerOrderProblem(id: $id, text: $text, resolve: $resolve) { id status answer answeredAt resolvedAt }\n  }\n": typeof types.AnswerOrderProblemDocument,
    "\n  query HelpQueue($status: OrderProblemStatus) {\n    orderProblems(status: $status) { id kind text status createdAt order { id shortId restaurantName status } lines { name } }\n  }\n": typeof types.HelpQueueDocument,
    "\n  fragment PickupOrderFields on Order {\n    id status fulfilment deliveryCharge tip total allowedNextStatuses\n    address { address }\n    pickupPlace { restaurantName address latitude longitude directionsUrl }\n    bill { lines { kind amount } total }\n    statusHistory { fromStatus toStatus }\n  }\n": typeof types.PickupOrderFieldsFragmentDoc,
    "\n  mutation PlacePickupOrder($i: PlaceOrderInput!) { placeOrder(input: $i) { ...PickupOrderFields } }\n": typeof types.PlacePickupOrderDocument,
    "\n  query PickupOrder($id: ID!) { order(id: $id) { ...PickupOrderFields } }\n": typeof types.PickupOrderDocument,
    "\n  mutation MarkCollected($orderId: ID!) {\n    markCollected(orderId: $orderId) { id status fulfilment allowedNextStatuses statusHistory { fromStatus toStatus } }\n  }\n": typeof types.MarkCollectedDocument,
    "\n  query PickupCartBill($addressId: ID, $fulfilment: Fulfilment) {\n    cart { id bill(addressId: $addressId, fulfilment: $fulfilment) { lines { kind amount } total } }\n  }\n": typeof types.PickupCartBillDocument,
    "\n  mutation RateOrder($orderId: ID!, $input: RateOrderInput!) {\n    rateOrder(orderId: $orderId, input: $input) { id orderId foodRating deliveryRating comment likedMenuItemIds reply createdAt }\n  }\n": typeof types.RateOrderDocument,
    "\n  query OrderRatingOf($id: ID!) { order(id: $id) { id rating { id foodRating deliveryRating comment likedMenuItemIds } } }\n": typeof types.OrderRatingOfDocument,
    "\n  query RestaurantReviewsPublic($restaurantId: ID!, $limit: Int, $offset: Int) {\n    reviews(restaurantId: $restaurantId, limit: $limit, offset: $offset) {\n      total\n      items { id firstName createdAt foodRating comment reply }\n    }\n  }\n": typeof types.RestaurantReviewsPublicDocument,
    "\n  query RestaurantReviewsStaff($restaurantId: ID!, $limit: Int, $offset: Int) {\n    restaurantReviews(restaurantId: $restaurantId, limit: $limit, offset: $offset) {\n      total\n      items { id firstName foodRating comment reply isHidden hiddenReason }\n    }\n  }\n": typeof types.RestaurantReviewsStaffDocument,
    "\n  mutation ReplyToReview($reviewId: ID!, $text: String!) { replyToReview(reviewId: $reviewId, text: $text) { id reply repliedAt } }\n": typeof types.ReplyToReviewDocument,
    "\n  mutation HideReview($reviewId: ID!, $reason: String!) { hideReview(reviewId: $reviewId, reason: $reason) { id isHidden hiddenReason } }\n": typeof types.HideReviewDocument,
    "\n  query RestaurantRating($id: ID!) { restaurant(id: $id) { id rating ratingCount startingRating } }\n": typeof types.RestaurantRatingDocument,
    "\n  query RiderRating { riderMe { id averageDeliveryRating deliveryRatingCount } }\n": typeof types.RiderRatingDocument,
    "\n  query RiderPaySettingsDocument { riderPaySettings { riderBaseFee riderBaseDistanceKm riderPerKmFee } }\n": typeof types.RiderPaySettingsDocumentDocument,
    "\n  mutation UpdateRiderPaySettingsDocument($input: RiderPaySettingsInput!) {\n    updateRiderPaySettings(input: $input) { riderBaseFee riderBaseDistanceKm riderPerKmFee }\n  }\n": typeof types.UpdateRiderPaySettingsDocumentDocument,
    "\n  query RiderEarningsDocument($riderId: ID!, $from: String!, $to: String!) {\n    riderEarnings(riderId: $riderId, from: $from, to: $to) { deliveries distanceKm fees tips corrections total }\n  }\n": typeof types.RiderEarningsDocumentDocument,
    "\n  query RiderPayoutsDocument($from: String!, $to: String!) {\n    riderPayouts(from: $from, to: $to) {\n      id riderId riderName weekStart weekEnd isClosed deliveries distanceKm fees tips corrections total paidOn paidReference\n    }\n  }\n": typeof types.RiderPayoutsDocumentDocument,
    "\n  mutation MarkRiderPaidDocument($riderId: ID!, $weekStart: String!, $reference: String!, $paidOn: String!) {\n    markRiderPaid(riderId: $riderId, weekStart: $weekStart, reference: $reference, paidOn: $paidOn) { id total paidOn paidReference }\n  }\n": typeof types.MarkRiderPaidDocumentDocument,
    "\n  fragment RiderFields on Rider { id name phone onShift cashInHand openDeliveries }\n": typeof types.RiderFieldsFragmentDoc,
    "\n  fragment DeliveryFields on Order {\n    id shortId status total allowedNextStatuses assignedAt pickedUpAt deliveredAt cashCollected cashNote deliveryFailureReason recipientName\n    rider { ...RiderFields }\n    riderPosition { latitude longitude recordedAt distanceKm estimatedArrivalAt }\n    pickup { name address phone latitude longitude }\n  }\n": typeof types.DeliveryFieldsFragmentDoc,
    "\n  query Riders($onShift: Boolean) { riders(onShift: $onShift) { ...RiderFields } }\n": typeof types.RidersDocument,
    "\n  query RiderMe { riderMe { ...RiderFields } }\n": typeof types.RiderMeDocument,
    "\n  query RiderOrders { riderOrders { ...DeliveryFields } }\n": typeof types.RiderOrdersDocument,
    "\n  query RiderOrdersAddress { riderOrders { id recipientName address { address city pincode phone notes latitude longitude } } }\n": typeof types.RiderOrdersAddressDocument,
    "\n  query RiderDeliveredToday { riderDeliveredToday { ...DeliveryFields } }\n": typeof types.RiderDeliveredTodayDocument,
    "\n  query RiderDeliveredTodayAddress { riderDeliveredToday { id recipientName address { address phone } } }\n": typeof types.RiderDeliveredTodayAddressDocument,
    "\n  query CustomerDelivery($id: ID!) { order(id: $id) { ...DeliveryFields address { address phone latitude longitude } } }\n": typeof types.CustomerDeliveryDocument,
    "\n  query OfficeDelivery($search: String!) {\n    adminOrders(filter: { search: $search }) {\n      items { ...DeliveryFields statusHistory { fromStatus toStatus reason changedByName } }\n    }\n  }\n": typeof types.OfficeDeliveryDocument,
    "\n  mutation SetRiderOnShift($onShift: Boolean!) { setRiderOnShift(onShift: $onShift) { ...RiderFields } }\n": typeof types.SetRiderOnShiftDocument,
    "\n  mutation AssignRider($orderId: ID!, $riderId: ID!) { assignRider(orderId: $orderId, riderId: $riderId) { ...DeliveryFields } }\n": typeof types.AssignRiderDocument,
    "\n  mutation UnassignRider($orderId: ID!) { unassignRider(orderId: $orderId) { ...DeliveryFields } }\n": typeof types.UnassignRiderDocument,
    "\n  mutation MarkPickedUp($orderId: ID!) { markPickedUp(orderId: $orderId) { ...DeliveryFields } }\n": typeof types.MarkPickedUpDocument,
    "\n  mutation MarkDelivered($orderId: ID!, $cash: Float!, $note: String) {\n    markDelivered(orderId: $orderId, cashCollected: $cash, note: $note) { ...DeliveryFields }\n  }\n": typeof types.MarkDeliveredDocument,
    "\n  mutation MarkDeliveryFailed($orderId: ID!, $reason: String!) { markDeliveryFailed(orderId: $orderId, reason: $reason) { ...DeliveryFields } }\n": typeof types.MarkDeliveryFailedDocument,
    "\n  mutation ShareRiderPosition($lat: Float!, $lng: Float!, $accuracy: Float) {\n    shareRiderPosition(latitude: $lat, longitude: $lng, accuracy: $accuracy) {\n      id status riderPosition { latitude longitude recordedAt distanceKm estimatedArrivalAt }\n    }\n  }\n": typeof types.ShareRiderPositionDocument,
    "\n  fragment HandoverFields on CashHandover { id riderId amount expected difference note recordedByName createdAt }\n": typeof types.HandoverFieldsFragmentDoc,
    "\n  mutation RecordCashHandover($riderId: ID!, $amount: Float!, $note: String, $key: String) {\n    recordCashHandover(riderId: $riderId, amount: $amount, note: $note, idempotencyKey: $key) { ...HandoverFields }\n  }\n": typeof types.RecordCashHandoverDocument,
    "\n  fragment CashSummaryFields on RiderCashSummary {\n    date deliveries failedDeliveries expectedCash collected handedOver difference cashInHand\n    rider { ...RiderFields }\n    handovers { ...HandoverFields }\n  }\n": typeof types.CashSummaryFieldsFragmentDoc,
    "\n  query RiderCashSummary($riderId: ID!, $date: String!) { riderCashSummary(riderId: $riderId, date: $date) { ...CashSummaryFields } }\n": typeof types.RiderCashSummaryDocument,
    "\n  query RiderCashSummaries($date: String!) { riderCashSummaries(date: $date) { ...CashSummaryFields } }\n": typeof types.RiderCashSummariesDocument,
    "\n  query DeliveryDashboard {\n    dashboard { averageMinutesToDoor failedDeliveries riders { riderId name deliveries failedDeliveries averageMinutesToDoor } }\n  }\n": typeof types.DeliveryDashboardDocument,
    "\n  query MapSettings { mapSettings { tileUrl attribution } }\n": typeof types.MapSettingsDocument,
    "\n  subscription RiderOrderChanged { riderOrderChanged { orderId status assignedToMe } }\n": typeof types.RiderOrderChangedDocument,
    "\n  subscription OrderDeliveryUpdates {\n    orderUpdated { id status rider { name phone onShift cashInHand } riderPosition { latitude longitude distanceKm estimatedArrivalAt } }\n  }\n": typeof types.OrderDeliveryUpdatesDocument,
    "\n  query RestaurantStatementsDocument($restaurantId: ID!, $from: String!, $to: String!) {\n    restaurantStatements(restaurantId: $restaurantId, from: $from, to: $to) {\n      id restaurantId restaurantName weekStart weekEnd ordersDelivered foodValue restaurantDiscounts commission commissionTax corrections collectedAtCounter payable paidOn paidReference\n    }\n  }\n": typeof types.RestaurantStatementsDocumentDocument,
    "\n  mutation MarkStatementPaidDocument($statementId: ID!, $reference: String!, $paidOn: String!) {\n    markStatementPaid(statementId: $statementId, reference: $reference, paidOn: $paidOn) { id payable paidOn paidReference }\n  }\n": typeof types.MarkStatementPaidDocumentDocument,
    "\n  query PayoutStatementsDocument($from: String!, $to: String!) {\n    payoutStatements(from: $from, to: $to) { id restaurantId restaurantName weekStart payable paidOn }\n  }\n": typeof types.PayoutStatementsDocumentDocument,
    "\n  mutation RecordLedgerCorrectionDocument($input: LedgerCorrectionInput!) {\n    recordLedgerCorrection(input: $input) { id account amount reason orderId restaurantId riderId weekStart }\n  }\n": typeof types.RecordLedgerCorrectionDocumentDocument,
    "\n  query MoneySummaryDocument($from: String!, $to: String!) {\n    moneySummary(from: $from, to: $to) { from to collectedCash collectedUpi commissionEarned payableToRestaurants payableToRiders tips }\n  }\n": typeof types.MoneySummaryDocumentDocument,
    "\n  query StatementCorrectionLinesDocument($restaurantId: ID!, $from: String!, $to: String!) {\n    restaurantStatements(restaurantId: $restaurantId, from: $from, to: $to) { id weekStart corrections correctionLines { amount reason } }\n  }\n": typeof types.StatementCorrectionLinesDocumentDocument,
    "\n  fragment UpiPaymentFields on Order { id status total payAtDoorBy paidBy upiReference cashCollected upiConfirmedAt }\n": typeof types.UpiPaymentFieldsFragmentDoc,
    "\n  query UpiAtDoor { upiAtDoor { upiId payeeName } }\n": typeof types.UpiAtDoorDocument,
    "\n  mutation SetUpiSettings($input: PayoutSettingsInput!) {\n    updatePayoutSettings(input: $input) { defaultCommissionPercent upiId upiPayeeName }\n  }\n": typeof types.SetUpiSettingsDocument,
    "\n  query UpiPayoutSettings { payoutSettings { defaultCommissionPercent upiId upiPayeeName } }\n": typeof types.UpiPayoutSettingsDocument,
    "\n  mutation PlaceOrderPaying($i: PlaceOrderInput!) { placeOrder(input: $i) { ...UpiPaymentFields } }\n": typeof types.PlaceOrderPayingDocument,
    "\n  query OrderPayment($id: ID!) { order(id: $id) { ...UpiPaymentFields } }\n": typeof types.OrderPaymentDocument,
    "\n  query RiderOrdersPaying { riderOrders { ...UpiPaymentFields } }\n": typeof types.RiderOrdersPayingDocument,
    "\n  mutation MarkDeliveredPaid($orderId: ID!, $cash: Float!, $paidBy: PaymentCollection, $ref: String, $note: String) {\n    markDelivered(orderId: $orderId, cashCollected: $cash, paidBy: $paidBy, upiReference: $ref, note: $note) { ...UpiPaymentFields }\n  }\n": typeof types.MarkDeliveredPaidDocument,
    "\n  query UpiCollections($date: String!, $limit: Int, $offset: Int) {\n    upiCollections(date: $date, limit: $limit, offset: $offset) {\n      total amount limit offset\n      items { id shortId riderId riderName amount upiReference deliveredAt confirmedAt confirmedByName duplicateReference }\n    }\n  }\n": typeof types.UpiCollectionsDocument,
    "\n  mutation ConfirmUpiPayment($orderId: ID!) { confirmUpiPayment(orderId: $orderId) { ...UpiPaymentFields } }\n": typeof types.ConfirmUpiPaymentDocument,
    "\n  fragment WebhookFields on Webhook { id url events restaurantIds active createdAt deletedAt failing failingSince lastDeliveryAt }\n": typeof types.WebhookFieldsFragmentDoc,
    "\n  mutation CreateWebhook($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { ...WebhookFields } signingSecret } }\n": typeof types.CreateWebhookDocument,
    "\n  query Webhooks { webhooks { ...WebhookFields } }\n": typeof types.WebhooksDocument,
    "\n  mutation DeleteWebhook($id: ID!) { deleteWebhook(id: $id) { ...WebhookFields } }\n": typeof types.DeleteWebhookDocument,
    "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id webhookId eventType eventId status nextAttemptAt createdAt\n    attempts { attemptedAt statusCode error succeeded redelivery }\n  }\n": typeof types.WebhookDeliveryFieldsFragmentDoc,
    "\n  query WebhookDeliveries($webhookId: ID!, $limit: Int, $offset: Int) {\n    webhookDeliveries(webhookId: $webhookId, limit: $limit, offset: $offset) { total limit offset items { ...WebhookDeliveryFields } }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation RedeliverWebhook($deliveryId: ID!) { redeliverWebhook(deliveryId: $deliveryId) { ...WebhookDeliveryFields } }\n": typeof types.RedeliverWebhookDocument,
    "\n  mutation UploadImage($file: Upload!, $purpose: ImagePurpose!) {\n    uploadImage(file: $file, purpose: $purpose) { url width height bytes }\n  }\n": typeof types.UploadImageDocument,
    "\n  query RestaurantHours($id: ID!) {\n    restaurant(id: $id) { id isOpenNow nextOpensAt openingTime closingTime openingHours { day opens closes } }\n  }\n": typeof types.RestaurantHoursDocument,
    "\n  mutation SetOpeningHours($id: ID!, $periods: [OpeningPeriodInput!]!) {\n    setOpeningHours(restaurantId: $id, periods: $periods) { id isOpenNow openingTime closingTime openingHours { day opens closes } }\n  }\n": typeof types.SetOpeningHoursDocument,
};
const documents: Documents = {
    "\n  mutation AdminMoveOrder($id: ID!, $status: OrderStatus!, $reason: String) {\n    updateOrderStatus(id: $id, status: $status, reason: $reason) {\n      id shortId status restaurantId restaurantName paymentMethod itemsTotal deliveryCharge total rejectionReason\n      createdAt updatedAt allowedNextStatuses\n      lines { menuItemId name image price originalPrice quantity lineTotal }\n      statusHistory { fromStatus toStatus reason changedAt changedByName }\n    }\n  }\n": types.AdminMoveOrderDocument,
    "\n  query AdminOrdersWithCustomers($f: AdminOrderFilter, $limit: Int) {\n    adminOrders(filter: $f, limit: $limit) { total items { ...OrderFields customer { name email phone } } }\n  }\n": types.AdminOrdersWithCustomersDocument,
    "\n  query AdminOrdersAddressAndCustomer { adminOrders(limit: 1) { items { id address { phone } customer { phone } } } }\n": types.AdminOrdersAddressAndCustomerDocument,
    "\n  query AdminUsers($search: String, $role: UserRole, $limit: Int, $offset: Int) {\n    adminUsers(search: $search, role: $role, limit: $limit, offset: $offset) {\n      total limit offset items { id userName email phone role isVerified createdAt } } }\n": types.AdminUsersDocument,
    "\n  query AdminUsersOrdersTotal { adminOrders { total } }\n": types.AdminUsersOrdersTotalDocument,
    "\n  mutation KeyMoveOrder($id: ID!, $status: OrderStatus!, $reason: String) {\n    updateOrderStatus(id: $id, status: $status, reason: $reason) { status allowedNextStatuses }\n  }\n": types.KeyMoveOrderDocument,
    "\n  query KeyOrderMoves($restaurantId: ID!) { restaurantOrders(restaurantId: $restaurantId) { items { id status allowedNextStatuses } } }\n": types.KeyOrderMovesDocument,
    "\n  mutation OfficeMoveWithCash($id: ID!, $status: OrderStatus!, $cash: Float, $note: String) {\n    updateOrderStatus(id: $id, status: $status, cashCollected: $cash, note: $note) { status cashCollected cashNote allowedNextStatuses }\n  }\n": types.OfficeMoveWithCashDocument,
    "\n  query ApiKeyUsage($days: Int) {\n    apiKeys {\n      id\n      requestsPerMinute\n      requestsToday\n      requestsPerDay(days: $days) { date requests rateLimited }\n      restaurants { id name }\n    }\n  }\n": types.ApiKeyUsageDocument,
    "query KeyRestaurant($id: ID!) { restaurant(id: $id) { id name } }": types.KeyRestaurantDocument,
    "query KeyMenuCategories { menuCategories { id label } }": types.KeyMenuCategoriesDocument,
    "query KeyDeliverySlots($restaurantId: ID!) { deliverySlots(restaurantId: $restaurantId) }": types.KeyDeliverySlotsDocument,
    "query KeyRestaurantCategories { restaurantCategories { id label } }": types.KeyRestaurantCategoriesDocument,
    "query KeyTowns { towns { name } }": types.KeyTownsDocument,
    "query KeyOrderInvoice($id: ID!) { orderInvoice(orderId: $id) { number } }": types.KeyOrderInvoiceDocument,
    "query KeyLocatePincode($pincode: String!) { locatePincode(pincode: $pincode) { exact } }": types.KeyLocatePincodeDocument,
    "query KeyPushConfig { pushConfig { vapidPublicKey } }": types.KeyPushConfigDocument,
    "query KeyAdminUsers { adminUsers { total } }": types.KeyAdminUsersDocument,
    "mutation KeyClearCart { clearCart { id } }": types.KeyClearCartDocument,
    "mutation KeyRemoveFromCart($id: ID!) { removeFromCart(menuItemId: $id) { id } }": types.KeyRemoveFromCartDocument,
    "mutation KeyUpdateCartItem($id: ID!) { updateCartItem(menuItemId: $id, quantity: 2) { id } }": types.KeyUpdateCartItemDocument,
    "mutation KeyUpdateCartLine($id: ID!) { updateCartLine(lineId: $id, quantity: 2) { id } }": types.KeyUpdateCartLineDocument,
    "mutation KeyRemoveCartLine($id: ID!) { removeCartLine(lineId: $id) { id } }": types.KeyRemoveCartLineDocument,
    "mutation KeyReorder($id: ID!) { reorder(orderId: $id) { leftOut } }": types.KeyReorderDocument,
    "mutation KeySetMenuItemOptions($id: ID!) { setMenuItemOptions(menuItemId: $id, groups: []) { id } }": types.KeySetMenuItemOptionsDocument,
    "mutation KeySetMenuOptionAvailable($id: ID!) { setMenuOptionAvailable(optionId: $id, isAvailable: false) { id } }": types.KeySetMenuOptionAvailableDocument,
    "mutation KeySetOpeningHours($id: ID!) { setOpeningHours(restaurantId: $id, periods: []) { id } }": types.KeySetOpeningHoursDocument,
    "mutation KeySetFavouriteRestaurant($id: ID!) { setFavouriteRestaurant(restaurantId: $id, favourite: true) { id } }": types.KeySetFavouriteRestaurantDocument,
    "query KeyFavouriteRestaurants { favouriteRestaurants { id } }": types.KeyFavouriteRestaurantsDocument,
    "mutation KeyDeletePushSubscription($e: String!) { deletePushSubscription(endpoint: $e) }": types.KeyDeletePushSubscriptionDocument,
    "mutation KeyUploadImage($file: Upload!) { uploadImage(file: $file, purpose: BANNER) { url } }": types.KeyUploadImageDocument,
    "\n  query AppLists { restaurantCategories { id label } menuCategories { id label } towns { name latitude longitude } }\n": types.AppListsDocument,
    "\n  mutation AuditSetOpeningHours($id: ID!, $periods: [OpeningPeriodInput!]!) {\n    setOpeningHours(restaurantId: $id, periods: $periods) { id openingHours { day opens closes } }\n  }\n": types.AuditSetOpeningHoursDocument,
    "\n  query CartBill($addressId: ID) {\n    cart { itemsTotal deliveryCharge total tip canCheckout minimumOrderShortfall bill(addressId: $addressId) { ...BillFields } }\n  }\n": types.CartBillDocument,
    "\n  mutation PlaceBilledOrder($i: PlaceOrderInput!) {\n    placeOrder(input: $i) { id itemsTotal deliveryCharge total tip bill { ...BillFields } }\n  }\n": types.PlaceBilledOrderDocument,
    "\n  query OrderBill($id: ID!) { order(id: $id) { id total tip bill { ...BillFields } } }\n": types.OrderBillDocument,
    "\n  query KeyOrdersBill($restaurantId: ID!) { restaurantOrders(restaurantId: $restaurantId) { items { id total bill { ...BillFields } } } }\n": types.KeyOrdersBillDocument,
    "\n  mutation SetMinimumOrder($id: ID!, $i: RestaurantUpdateInput!) { updateRestaurant(id: $id, input: $i) { id minimumOrder } }\n": types.SetMinimumOrderDocument,
    "\n  mutation ClearTippedCart { clearCart { tip total } }\n": types.ClearTippedCartDocument,
    "\n  query RiderCardTip { riderOrders { id total tip } }\n": types.RiderCardTipDocument,
    "\n  query CashWithTips($riderId: ID!, $date: String!) {\n    riderCashSummary(riderId: $riderId, date: $date) { deliveries expectedCash tips collected cashInHand difference }\n  }\n": types.CashWithTipsDocument,
    "\n  fragment CartWithOptionsFields on Cart {\n    id itemsTotal total canCheckout hasUnavailableItems\n    items { id menuItemId name price offerPrice originalPrice quantity lineTotal isAvailable options { id name groupName extraPrice } }\n  }\n": types.CartWithOptionsFieldsFragmentDoc,
    "\n  query CartWithOptions { cart { ...CartWithOptionsFields } }\n": types.CartWithOptionsDocument,
    "\n  mutation AddWithOptions($id: ID!, $q: Int, $optionIds: [ID!]) {\n    addToCart(menuItemId: $id, quantity: $q, optionIds: $optionIds) { ...CartWithOptionsFields }\n  }\n": types.AddWithOptionsDocument,
    "\n  mutation UpdateCartLine($lineId: ID!, $q: Int!) { updateCartLine(lineId: $lineId, quantity: $q) { ...CartWithOptionsFields } }\n": types.UpdateCartLineDocument,
    "\n  mutation RemoveCartLine($lineId: ID!) { removeCartLine(lineId: $lineId) { ...CartWithOptionsFields } }\n": types.RemoveCartLineDocument,
    "\n  mutation UpdateCartItemWithOptions($id: ID!, $q: Int!) { updateCartItem(menuItemId: $id, quantity: $q) { ...CartWithOptionsFields } }\n": types.UpdateCartItemWithOptionsDocument,
    "\n  mutation PlaceOrderWithOptions($i: PlaceOrderInput!) {\n    placeOrder(input: $i) { id itemsTotal total lines { name price originalPrice quantity lineTotal options { id name groupName extraPrice } } }\n  }\n": types.PlaceOrderWithOptionsDocument,
    "\n  query AdminOrderOptions($id: ID!) { adminOrder(id: $id) { id lines { name price options { name groupName extraPrice } } } }\n": types.AdminOrderOptionsDocument,
    "\n  query KeyOrdersOptions($restaurantId: ID!) {\n    restaurantOrders(restaurantId: $restaurantId) { items { id lines { name price options { name groupName extraPrice } } } }\n  }\n": types.KeyOrdersOptionsDocument,
    "\n  mutation UpdateCartItem($id: ID!, $q: Int!) { updateCartItem(menuItemId: $id, quantity: $q) { ...CartFields } }\n": types.UpdateCartItemDocument,
    "\n  mutation RemoveFromCart($id: ID!) { removeFromCart(menuItemId: $id) { ...CartFields } }\n": types.RemoveFromCartDocument,
    "\n  mutation ClearCart { clearCart { ...CartFields } }\n": types.ClearCartDocument,
    "\n  query RestaurantCategories { restaurantCategories { id label } }\n": types.RestaurantCategoriesDocument,
    "\n  query DemoDishChoices($id: ID!) {\n    restaurant(id: $id) {\n      menuItems { id name price optionGroups { name minChoices maxChoices options { id name extraPrice isAvailable } } }\n    }\n  }\n": types.DemoDishChoicesDocument,
    "\n  mutation AddDemoDish($id: ID!, $optionIds: [ID!]) {\n    addToCart(menuItemId: $id, quantity: 1, replaceCart: true, optionIds: $optionIds) {\n      items { name price options { name groupName extraPrice } }\n    }\n  }\n": types.AddDemoDishDocument,
    "\n  mutation SetFavourite($id: ID!, $favourite: Boolean!) { setFavouriteRestaurant(restaurantId: $id, favourite: $favourite) { id isFavourite } }\n": types.SetFavouriteDocument,
    "\n  query Favourites($lat: Float, $lng: Float) { favouriteRestaurants(latitude: $lat, longitude: $lng) { id name isFavourite distanceKm } }\n": types.FavouritesDocument,
    "\n  query IsFavourite($id: ID!) { restaurant(id: $id) { id isFavourite } }\n": types.IsFavouriteDocument,
    "\n  query MyFavouriteIds { me { id favouriteRestaurantIds } }\n": types.MyFavouriteIdsDocument,
    "\n  mutation LoginWithFavouriteIds($i: LoginInput!) { login(input: $i) { user { id favouriteRestaurantIds } } }\n": types.LoginWithFavouriteIdsDocument,
    "\n  query OthersFavouriteIds { adminUsers(limit: 5) { items { id favouriteRestaurantIds } } }\n": types.OthersFavouriteIdsDocument,
    "\n  query ListingHearts($lat: Float!, $lng: Float!) { restaurantsNear(latitude: $lat, longitude: $lng) { items { id isFavourite } } }\n": types.ListingHeartsDocument,
    "\n  query Towns { towns { name district state latitude longitude pincode } }\n": types.TownsDocument,
    "\n  query LocatePincode($p: String!) { locatePincode(pincode: $p) { pincode exact town { name district latitude longitude pincode } } }\n": types.LocatePincodeDocument,
    "\n    query HostileInputRestaurant($id: ID!) { restaurant(id: $id) { id } }\n  ": types.HostileInputRestaurantDocument,
    "\n  query OrderInvoiceDocument($orderId: ID!) {\n    orderInvoice(orderId: $orderId) {\n      orderId kind number financialYear issuedAt sacCode restaurantName\n      seller { legalName gstin address }\n      customer { name address city pincode }\n      lines { name options quantity unitPrice value }\n      itemsValue discount deliveryFee taxableFood taxableDelivery taxableValue\n      taxes { tax supply ratePercent amount }\n      taxTotal pricesIncludeTax invoiceValue tip total\n    }\n  }\n": types.OrderInvoiceDocumentDocument,
    "\n  query OrderInvoiceNumber($id: ID!) { order(id: $id) { id invoiceNumber total bill { lines { kind amount } } } }\n": types.OrderInvoiceNumberDocument,
    "\n  query MyInvoiceNumbers { myOrders { items { id invoiceNumber } } }\n": types.MyInvoiceNumbersDocument,
    "\n  mutation CreateWindowedItem($r: ID!, $i: MenuItemInput!) { createMenuItem(restaurantId: $r, input: $i) { id name isAvailable availableFrom availableUntil isAvailableNow } }\n": types.CreateWindowedItemDocument,
    "\n  mutation UpdateWindowedItem($r: ID!, $id: ID!, $i: MenuItemUpdateInput!) {\n    updateMenuItem(restaurantId: $r, id: $id, input: $i) { id name isAvailable availableFrom availableUntil isAvailableNow }\n  }\n": types.UpdateWindowedItemDocument,
    "\n  query KitchenAdminHistory($f: AdminOrderFilter) {\n    adminOrders(filter: $f) { items { id status allowedNextStatuses statusHistory { fromStatus toStatus changedByName } } }\n  }\n": types.KitchenAdminHistoryDocument,
    "\n  query KitchenRestaurantOpen($id: ID!) { restaurant(id: $id) { id isOpenNow closedForToday closedUntil } }\n": types.KitchenRestaurantOpenDocument,
    "\n  query MenuWithOptions($id: ID!) {\n    restaurant(id: $id) { id isOpenNow menuItems { id name price restaurant { id } optionGroups { ...OptionGroupFields } } }\n  }\n": types.MenuWithOptionsDocument,
    "\n  query MenuPage($id: ID!, $filter: MenuFilterInput, $sort: MenuItemSort) {\n    restaurant(id: $id) {\n      id name address category openingTime closingTime priceForTwo rating isOpenNow nextOpensAt openingHours { day opens closes }\n      menuItems(filter: $filter, sort: $sort) {\n        ...MenuItemFields availableFrom availableUntil isAvailableNow restaurant { id name isOpenNow }\n      }\n    }\n  }\n": types.MenuPageDocument,
    "\n  query MenuCategories { menuCategories { id label } }\n": types.MenuCategoriesDocument,
    "\n  query RestaurantsNearMenus($lat: Float!, $lng: Float!) {\n    restaurantsNear(latitude: $lat, longitude: $lng) {\n      items { name openingHours { day } nextOpensAt menuItems { name isAvailableNow restaurant { name } } }\n    }\n  }\n": types.RestaurantsNearMenusDocument,
    "\n  subscription MetricsOrderUpdates { orderUpdated { id status } }\n": types.MetricsOrderUpdatesDocument,
    "\n  query OrderWithProblems($id: ID!) { order(id: $id) { id problems { id kind status answer lines { name } } } }\n": types.OrderWithProblemsDocument,
    "\n  query AdminOrderProblems { adminOrders(limit: 50) { items { id problems { id } } } }\n": types.AdminOrderProblemsDocument,
    "query PickupInvoiceNumber($id: ID!) { order(id: $id) { id invoiceNumber } }": types.PickupInvoiceNumberDocument,
    "\n  query PickupOrderForAdmin($id: String) { adminOrders(filter: { search: $id }) { items { id fulfilment allowedNextStatuses } } }\n": types.PickupOrderForAdminDocument,
    "\n  query NearAndMe($lat: Float!, $lng: Float!) {\n    restaurantsNear(latitude: $lat, longitude: $lng) { total }\n    me { id }\n  }\n": types.NearAndMeDocument,
    "\n  query PushConfig { pushConfig { vapidPublicKey } }\n": types.PushConfigDocument,
    "\n  mutation DeletePushSubscription($endpoint: String!) { deletePushSubscription(endpoint: $endpoint) }\n": types.DeletePushSubscriptionDocument,
    "\n  mutation QueryLimitsCreateMenuItem($restaurantId: ID!, $input: MenuItemInput!) {\n    createMenuItem(restaurantId: $restaurantId, input: $input) { id }\n  }\n": types.QueryLimitsCreateMenuItemDocument,
    "\n  fragment ReorderCartFields on Cart {\n    id itemsTotal restaurantName\n    items { menuItemId name price quantity options { id name } }\n  }\n": types.ReorderCartFieldsFragmentDoc,
    "\n  mutation Reorder($orderId: ID!) { reorder(orderId: $orderId) { leftOut cart { ...ReorderCartFields } } }\n": types.ReorderDocument,
    "\n  query ReorderCart { cart { ...ReorderCartFields } }\n": types.ReorderCartDocument,
    "\n  mutation ReorderAdd($id: ID!, $q: Int, $optionIds: [ID!]) { addToCart(menuItemId: $id, quantity: $q, optionIds: $optionIds) { id } }\n": types.ReorderAddDocument,
    "\n  mutation ReorderPlace($i: PlaceOrderInput!) { placeOrder(input: $i) { id } }\n": types.ReorderPlaceDocument,
    "\n  query OfficeOrdersWithRiders($statuses: [OrderStatus!]) {\n    adminOrders(filter: { statuses: $statuses }, limit: 50) {\n      total items { id status cashCollected rider { id name phone onShift cashInHand openDeliveries } riderPosition { latitude distanceKm } pickup { name } }\n    }\n  }\n": types.OfficeOrdersWithRidersDocument,
    "\n  query ScheduledSlots($restaurantId: ID!) { deliverySlots(restaurantId: $restaurantId) }\n": types.ScheduledSlotsDocument,
    "\n  mutation ScheduledPlace($input: PlaceOrderInput!) { placeOrder(input: $input) { id status deliverAt } }\n": types.ScheduledPlaceDocument,
    "\n  query ScheduledOrder($id: ID!) { order(id: $id) { id status deliverAt allowedNextStatuses statusHistory { fromStatus toStatus changedByName } } }\n": types.ScheduledOrderDocument,
    "\n  mutation ScheduledCancel($id: ID!) { cancelOrder(id: $id) { id status } }\n": types.ScheduledCancelDocument,
    "\n  query ScheduledBoard($restaurantId: ID!) { restaurantOrders(restaurantId: $restaurantId, status: [PENDING], limit: 50) { items { id deliverAt } } }\n": types.ScheduledBoardDocument,
    "\n  subscription OrderPlacedIds { orderPlaced { id status } }\n": types.OrderPlacedIdsDocument,
    "\n  subscription CustomerOrderUpdates { orderUpdated { ...OrderFields } }\n": types.CustomerOrderUpdatesDocument,
    "\n  subscription StaffOrderUpdates {\n    orderUpdated { id status allowedNextStatuses rejectionReason statusHistory { toStatus changedByName } }\n  }\n": types.StaffOrderUpdatesDocument,
    "\n  subscription StaffOrderPlaced { orderPlaced { id status restaurantName total allowedNextStatuses lines { name quantity } } }\n": types.StaffOrderPlacedDocument,
    "\n  fragment ApiKeyFields on ApiKey { id name scopes restaurantIds prefix requestsPerMinute createdAt lastUsedAt revokedAt }\n": types.ApiKeyFieldsFragmentDoc,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { apiKey { ...ApiKeyFields } secret } }\n": types.CreateApiKeyDocument,
    "\n  query ApiKeys { apiKeys { ...ApiKeyFields } }\n": types.ApiKeysDocument,
    "\n  mutation RevokeApiKey($id: ID!) { revokeApiKey(id: $id) { ...ApiKeyFields } }\n": types.RevokeApiKeyDocument,
    "\n  query RestaurantOrders($restaurantId: ID!, $status: [OrderStatus!], $limit: Int, $offset: Int) {\n    restaurantOrders(restaurantId: $restaurantId, status: $status, limit: $limit, offset: $offset) {\n      total limit offset items { id shortId status restaurantId total lines { name quantity } }\n    }\n  }\n": types.RestaurantOrdersDocument,
    "\n  query AuditLog($filter: AuditFilter, $limit: Int, $offset: Int) {\n    auditLog(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items { id at actorKind actorId actorName action entityType entityId entityName changes { field before after } }\n    }\n  }\n": types.AuditLogDocument,
    "\n  fragment BillFields on Bill { total lines { kind label amount } }\n": types.BillFieldsFragmentDoc,
    "\n  query DeliverySettings { deliverySettings { baseFee baseDistanceKm perKmFee freeAbove } }\n": types.DeliverySettingsDocument,
    "\n  query TaxSettings { taxSettings { gstin legalName address foodTaxPercent deliveryTaxPercent pricesIncludeTax } }\n": types.TaxSettingsDocument,
    "\n  mutation UpdateDeliverySettings($input: DeliverySettingsInput!) {\n    updateDeliverySettings(input: $input) { baseFee baseDistanceKm perKmFee freeAbove }\n  }\n": types.UpdateDeliverySettingsDocument,
    "\n  mutation UpdateTaxSettings($input: TaxSettingsInput!) {\n    updateTaxSettings(input: $input) { gstin legalName address foodTaxPercent deliveryTaxPercent pricesIncludeTax }\n  }\n": types.UpdateTaxSettingsDocument,
    "\n  mutation SetCartTip($amount: Float!) { setCartTip(amount: $amount) { tip total bill { ...BillFields } } }\n": types.SetCartTipDocument,
    "\n  query PayoutSettingsDocument { payoutSettings { defaultCommissionPercent } }\n": types.PayoutSettingsDocumentDocument,
    "\n  mutation UpdatePayoutSettings($input: PayoutSettingsInput!) { updatePayoutSettings(input: $input) { defaultCommissionPercent } }\n": types.UpdatePayoutSettingsDocument,
    "\n  mutation SetRestaurantCommission($restaurantId: ID!, $percent: Float) {\n    setRestaurantCommission(restaurantId: $restaurantId, percent: $percent) { id commissionPercent }\n  }\n": types.SetRestaurantCommissionDocument,
    "\n  query RestaurantCommission($id: ID!) { restaurant(id: $id) { id commissionPercent } }\n": types.RestaurantCommissionDocument,
    "\n  query OwnCommission($id: ID!) { restaurant(id: $id) { id commissionPercent ownCommissionPercent } }\n": types.OwnCommissionDocument,
    "\n  fragment CouponFields on Coupon {\n    id code description kind value maxDiscount minOrder validFrom validUntil usageLimit perCustomerLimit firstOrderOnly restaurantIds weekdays isActive usedCount\n  }\n": types.CouponFieldsFragmentDoc,
    "\n  query Coupons($limit: Int, $offset: Int) { coupons(limit: $limit, offset: $offset) { ...CouponFields } }\n": types.CouponsDocument,
    "\n  mutation CreateCoupon($input: CouponInput!) { createCoupon(input: $input) { ...CouponFields } }\n": types.CreateCouponDocument,
    "\n  mutation UpdateCoupon($id: ID!, $input: CouponInput!) { updateCoupon(id: $id, input: $input) { ...CouponFields } }\n": types.UpdateCouponDocument,
    "\n  mutation SetCouponActive($id: ID!, $isActive: Boolean!) { setCouponActive(id: $id, isActive: $isActive) { ...CouponFields } }\n": types.SetCouponActiveDocument,
    "\n  query AvailableCoupons { availableCoupons { ...CouponFields } }\n": types.AvailableCouponsDocument,
    "\n  fragment CartCouponFields on Cart { id itemsTotal total couponCode couponProblem }\n": types.CartCouponFieldsFragmentDoc,
    "\n  query CartCoupon { cart { ...CartCouponFields } }\n": types.CartCouponDocument,
    "\n  mutation ApplyCoupon($code: String!) { applyCoupon(code: $code) { ...CartCouponFields } }\n": types.ApplyCouponDocument,
    "\n  mutation RemoveCoupon { removeCoupon { ...CartCouponFields } }\n": types.RemoveCouponDocument,
    "\n  fragment CouponBillFields on Bill { total lines { kind label amount } }\n": types.CouponBillFieldsFragmentDoc,
    "\n  query CouponCartBill { cart { id total couponCode couponProblem bill { ...CouponBillFields } } }\n": types.CouponCartBillDocument,
    "\n  mutation CouponPlaceOrder($i: PlaceOrderInput!) { placeOrder(input: $i) { id status total bill { ...CouponBillFields } } }\n": types.CouponPlaceOrderDocument,
    "\n  query KitchenRestaurants { kitchenRestaurants { id name closedForToday closedUntil isOpenNow } }\n": types.KitchenRestaurantsDocument,
    "\n  query RestaurantStaff($restaurantId: ID!) { restaurantStaff(restaurantId: $restaurantId) { id email name status addedAt addedByName } }\n": types.RestaurantStaffDocument,
    "\n  mutation AddRestaurantStaff($restaurantId: ID!, $email: String!) {\n    addRestaurantStaff(restaurantId: $restaurantId, email: $email) { id email name status addedAt addedByName }\n  }\n": types.AddRestaurantStaffDocument,
    "\n  mutation RemoveRestaurantStaff($restaurantId: ID!, $email: String!) { removeRestaurantStaff(restaurantId: $restaurantId, email: $email) }\n": types.RemoveRestaurantStaffDocument,
    "\n  fragment KitchenOrderFields on Order {\n    id shortId status restaurantId kitchenNote preparationMinutes estimatedReadyAt rejectionReason allowedNextStatuses total\n    lines { name quantity }\n    statusHistory { fromStatus toStatus reason changedAt changedByName }\n  }\n": types.KitchenOrderFieldsFragmentDoc,
    "\n  query BoardOrders($restaurantId: ID!, $status: [OrderStatus!]) {\n    restaurantOrders(restaurantId: $restaurantId, status: $status, limit: 100) { total items { ...KitchenOrderFields } }\n  }\n": types.BoardOrdersDocument,
    "\n  mutation AcceptOrder($id: ID!, $minutes: Int!) { acceptOrder(id: $id, preparationMinutes: $minutes) { ...KitchenOrderFields } }\n": types.AcceptOrderDocument,
    "\n  mutation RejectOrder($id: ID!, $reason: String!) { rejectOrder(id: $id, reason: $reason) { ...KitchenOrderFields } }\n": types.RejectOrderDocument,
    "\n  mutation StartPreparingOrder($id: ID!) { startPreparingOrder(id: $id) { ...KitchenOrderFields } }\n": types.StartPreparingOrderDocument,
    "\n  mutation MarkOrderReady($id: ID!) { markOrderReady(id: $id) { ...KitchenOrderFields } }\n": types.MarkOrderReadyDocument,
    "\n  mutation SetMenuItemSoldOut($id: ID!, $soldOut: Boolean!) { setMenuItemSoldOut(id: $id, soldOut: $soldOut) { id name isAvailable } }\n": types.SetMenuItemSoldOutDocument,
    "\n  mutation SetRestaurantClosedForToday($restaurantId: ID!, $closed: Boolean!) {\n    setRestaurantClosedForToday(restaurantId: $restaurantId, closed: $closed) { id closedForToday closedUntil isOpen isOpenNow }\n  }\n": types.SetRestaurantClosedForTodayDocument,
    "\n  subscription RestaurantOrderChanged($restaurantId: ID!) { restaurantOrderChanged(restaurantId: $restaurantId) { ...KitchenOrderFields } }\n": types.RestaurantOrderChangedDocument,
    "\n  mutation SetMealReminders($input: MealRemindersInput!) { setMealReminders(input: $input) { breakfast lunch dinner } }\n": types.SetMealRemindersDocument,
    "\n  query MyMealReminders { me { id mealReminders { breakfast lunch dinner } } }\n": types.MyMealRemindersDocument,
    "\n  fragment OptionGroupFields on MenuOptionGroup { id name minChoices maxChoices options { id name extraPrice isAvailable } }\n": types.OptionGroupFieldsFragmentDoc,
    "\n  mutation SetMenuItemOptions($menuItemId: ID!, $groups: [MenuOptionGroupInput!]!) {\n    setMenuItemOptions(menuItemId: $menuItemId, groups: $groups) { id price optionGroups { ...OptionGroupFields } }\n  }\n": types.SetMenuItemOptionsDocument,
    "\n  mutation SetMenuOptionAvailable($optionId: ID!, $isAvailable: Boolean!) {\n    setMenuOptionAvailable(optionId: $optionId, isAvailable: $isAvailable) { id name isAvailable }\n  }\n": types.SetMenuOptionAvailableDocument,
    "\n  mutation Register($i: RegisterInput!) {\n    register(input: $i) { message user { id email userName phone role isVerified } }\n  }\n": types.RegisterDocument,
    "\n  mutation VerifyOtp($i: VerifyOtpInput!) { verifyOtp(input: $i) { message } }\n": types.VerifyOtpDocument,
    "\n  mutation ResendOtp($i: EmailInput!) { resendOtp(input: $i) { message } }\n": types.ResendOtpDocument,
    "\n  mutation Login($i: LoginInput!) { login(input: $i) { message user { id email phone role } } }\n": types.LoginDocument,
    "\n  mutation Logout { logout { message } }\n": types.LogoutDocument,
    "\n  query Me { me { id email userName role } }\n": types.MeDocument,
    "\n  mutation ForgotPassword($i: EmailInput!) { forgotPassword(input: $i) { message } }\n": types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($i: ResetPasswordInput!) { resetPassword(input: $i) { message } }\n": types.ResetPasswordDocument,
    "\n  mutation SetPreferredLanguage($language: Language!) { setPreferredLanguage(language: $language) { id email preferredLanguage } }\n": types.SetPreferredLanguageDocument,
    "\n  query MyLanguage { me { id preferredLanguage } }\n": types.MyLanguageDocument,
    "\n  mutation SetUserRole($id: ID!, $role: UserRole!) { setUserRole(id: $id, role: $role) { id email role } }\n": types.SetUserRoleDocument,
    "\n  fragment AddressFields on Address { id address city pincode phone notes latitude longitude createdAt updatedAt }\n": types.AddressFieldsFragmentDoc,
    "\n  query Addresses { addresses { ...AddressFields } }\n": types.AddressesDocument,
    "\n  mutation AddAddress($i: AddressInput!) { addAddress(input: $i) { ...AddressFields } }\n": types.AddAddressDocument,
    "\n  mutation UpdateAddress($id: ID!, $i: UpdateAddressInput!) { updateAddress(id: $id, input: $i) { ...AddressFields } }\n": types.UpdateAddressDocument,
    "\n  mutation DeleteAddress($id: ID!) { deleteAddress(id: $id) }\n": types.DeleteAddressDocument,
    "\n  fragment RestaurantFields on Restaurant {\n    id name description image email phone address category openingTime closingTime priceForTwo discount\n    deliveryTime rating isOpen latitude longitude deliveryRadiusKm\n  }\n": types.RestaurantFieldsFragmentDoc,
    "\n  query RestaurantsNear(\n    $lat: Float!, $lng: Float!, $filter: RestaurantFilterInput, $sort: RestaurantSort, $limit: Int, $offset: Int\n  ) {\n    restaurantsNear(latitude: $lat, longitude: $lng, filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total limit offset items { ...RestaurantFields isOpenNow distanceKm nextOpensAt openingHours { day opens closes } }\n    }\n  }\n": types.RestaurantsNearDocument,
    "\n  query SearchMenuItems($keyword: String!, $lat: Float!, $lng: Float!, $limit: Int) {\n    searchMenuItems(keyword: $keyword, latitude: $lat, longitude: $lng, limit: $limit) {\n      id name price isAvailable restaurant { id name isOpenNow }\n    }\n  }\n": types.SearchMenuItemsDocument,
    "\n  query ReverseGeocode($lat: Float!, $lng: Float!) { reverseGeocode(latitude: $lat, longitude: $lng) { town district state } }\n": types.ReverseGeocodeDocument,
    "\n  query AdminRestaurants($search: String, $limit: Int, $offset: Int) {\n    adminRestaurants(search: $search, limit: $limit, offset: $offset) { total items { id name } }\n  }\n": types.AdminRestaurantsDocument,
    "\n  mutation CreateRestaurant($i: RestaurantInput!) { createRestaurant(input: $i) { ...RestaurantFields } }\n": types.CreateRestaurantDocument,
    "\n  mutation UpdateRestaurant($id: ID!, $i: RestaurantUpdateInput!) { updateRestaurant(id: $id, input: $i) { ...RestaurantFields } }\n": types.UpdateRestaurantDocument,
    "\n  mutation DeleteRestaurant($id: ID!) { deleteRestaurant(id: $id) { id message } }\n": types.DeleteRestaurantDocument,
    "\n  fragment MenuItemFields on MenuItem {\n    id restaurantId name description image originalPrice offerPrice price discount isVeg category ingredients\n    preparationTime rating isAvailable\n  }\n": types.MenuItemFieldsFragmentDoc,
    "\n  mutation CreateMenuItem($r: ID!, $i: MenuItemInput!) { createMenuItem(restaurantId: $r, input: $i) { ...MenuItemFields } }\n": types.CreateMenuItemDocument,
    "\n  mutation UpdateMenuItem($r: ID!, $id: ID!, $i: MenuItemUpdateInput!) {\n    updateMenuItem(restaurantId: $r, id: $id, input: $i) { ...MenuItemFields }\n  }\n": types.UpdateMenuItemDocument,
    "\n  mutation DeleteMenuItem($r: ID!, $id: ID!) { deleteMenuItem(restaurantId: $r, id: $id) { id message } }\n": types.DeleteMenuItemDocument,
    "\n  query Banners { banners { id image position createdAt updatedAt } }\n": types.BannersDocument,
    "\n  mutation AddBanner($image: String!) { addBanner(image: $image) { id image position } }\n": types.AddBannerDocument,
    "\n  mutation DeleteBanner($id: ID!) { deleteBanner(id: $id) }\n": types.DeleteBannerDocument,
    "\n  mutation ReorderBanners($ids: [ID!]!) { reorderBanners(ids: $ids) { id position } }\n": types.ReorderBannersDocument,
    "\n  fragment CartFields on Cart {\n    id restaurantId restaurantName restaurantIsOpenNow itemCount itemsTotal deliveryCharge total hasUnavailableItems canCheckout\n    items { id menuItemId name image isVeg restaurantId restaurantName offerPrice originalPrice price quantity lineTotal isAvailable }\n  }\n": types.CartFieldsFragmentDoc,
    "\n  query Cart { cart { ...CartFields } }\n": types.CartDocument,
    "\n  mutation AddToCart($id: ID!, $q: Int, $replace: Boolean) {\n    addToCart(menuItemId: $id, quantity: $q, replaceCart: $replace) { ...CartFields }\n  }\n": types.AddToCartDocument,
    "\n  fragment OrderFields on Order {\n    id shortId status restaurantId restaurantName paymentMethod itemsTotal deliveryCharge total rejectionReason\n    createdAt updatedAt allowedNextStatuses\n    lines { menuItemId name image price originalPrice quantity lineTotal }\n    address { addressId address city pincode phone notes }\n    statusHistory { fromStatus toStatus reason changedAt changedByName }\n  }\n": types.OrderFieldsFragmentDoc,
    "\n  mutation PlaceOrder($i: PlaceOrderInput!) { placeOrder(input: $i) { ...OrderFields } }\n": types.PlaceOrderDocument,
    "\n  query MyOrders($limit: Int, $offset: Int) { myOrders(limit: $limit, offset: $offset) { total limit offset items { ...OrderFields } } }\n": types.MyOrdersDocument,
    "\n  query Order($id: ID!) { order(id: $id) { ...OrderFields } }\n": types.OrderDocument,
    "\n  mutation CancelOrder($id: ID!) { cancelOrder(id: $id) { ...OrderFields } }\n": types.CancelOrderDocument,
    "\n  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!, $reason: String) {\n    updateOrderStatus(id: $id, status: $status, reason: $reason) { status }\n  }\n": types.UpdateOrderStatusDocument,
    "\n  query AdminOrders($f: AdminOrderFilter, $limit: Int, $offset: Int) {\n    adminOrders(filter: $f, limit: $limit, offset: $offset) { total limit offset items { id shortId status total allowedNextStatuses } }\n  }\n": types.AdminOrdersDocument,
    "\n  query AdminOrder($id: ID!) { adminOrder(id: $id) { ...OrderFields customer { id name email phone } } }\n": types.AdminOrderDocument,
    "\n  query Dashboard {\n    dashboard {\n      today ordersToday revenueToday waitingForAction days { date orders revenue }\n      byStatus { status count } topItems { menuItemId name quantity revenue }\n    }\n  }\n": types.DashboardDocument,
    "\n  mutation SavePushSubscription($input: PushSubscriptionInput!) {\n    savePushSubscription(input: $input) { id endpoint userAgent createdAt updatedAt }\n  }\n": types.SavePushSubscriptionDocument,
    "\n  fragment BroadcastFields on Broadcast { id title body audience url sentAt sentByName targeted delivered expired }\n": types.BroadcastFieldsFragmentDoc,
    "\n  mutation SendBroadcast($input: SendBroadcastInput!) { sendBroadcast(input: $input) { ...BroadcastFields } }\n": types.SendBroadcastDocument,
    "\n  query Broadcasts($limit: Int, $offset: Int) { broadcasts(limit: $limit, offset: $offset) { total items { ...BroadcastFields } } }\n": types.BroadcastsDocument,
    "\n  subscription OrderStatusUpdates { orderUpdated { id status allowedNextStatuses } }\n": types.OrderStatusUpdatesDocument,
    "\n  mutation ReportOrderProblem($orderId: ID!, $input: OrderProblemInput!) {\n    reportOrderProblem(orderId: $orderId, input: $input) {\n      id orderId kind text status answer answeredAt createdAt lines { name quantity }\n    }\n  }\n": types.ReportOrderProblemDocument,
    "\n  mutation AnswerOrderProblem($id: ID!, $text: String!, $resolve: Boolean!) {\n    answerOrderProblem(id: $id, text: $text, resolve: $resolve) { id status answer answeredAt resolvedAt }\n  }\n": types.AnswerOrderProblemDocument,
    "\n  query HelpQueue($status: OrderProblemStatus) {\n    orderProblems(status: $status) { id kind text status createdAt order { id shortId restaurantName status } lines { name } }\n  }\n": types.HelpQueueDocument,
    "\n  fragment PickupOrderFields on Order {\n    id status fulfilment deliveryCharge tip total allowedNextStatuses\n    address { address }\n    pickupPlace { restaurantName address latitude longitude directionsUrl }\n    bill { lines { kind amount } total }\n    statusHistory { fromStatus toStatus }\n  }\n": types.PickupOrderFieldsFragmentDoc,
    "\n  mutation PlacePickupOrder($i: PlaceOrderInput!) { placeOrder(input: $i) { ...PickupOrderFields } }\n": types.PlacePickupOrderDocument,
    "\n  query PickupOrder($id: ID!) { order(id: $id) { ...PickupOrderFields } }\n": types.PickupOrderDocument,
    "\n  mutation MarkCollected($orderId: ID!) {\n    markCollected(orderId: $orderId) { id status fulfilment allowedNextStatuses statusHistory { fromStatus toStatus } }\n  }\n": types.MarkCollectedDocument,
    "\n  query PickupCartBill($addressId: ID, $fulfilment: Fulfilment) {\n    cart { id bill(addressId: $addressId, fulfilment: $fulfilment) { lines { kind amount } total } }\n  }\n": types.PickupCartBillDocument,
    "\n  mutation RateOrder($orderId: ID!, $input: RateOrderInput!) {\n    rateOrder(orderId: $orderId, input: $input) { id orderId foodRating deliveryRating comment likedMenuItemIds reply createdAt }\n  }\n": types.RateOrderDocument,
    "\n  query OrderRatingOf($id: ID!) { order(id: $id) { id rating { id foodRating deliveryRating comment likedMenuItemIds } } }\n": types.OrderRatingOfDocument,
    "\n  query RestaurantReviewsPublic($restaurantId: ID!, $limit: Int, $offset: Int) {\n    reviews(restaurantId: $restaurantId, limit: $limit, offset: $offset) {\n      total\n      items { id firstName createdAt foodRating comment reply }\n    }\n  }\n": types.RestaurantReviewsPublicDocument,
    "\n  query RestaurantReviewsStaff($restaurantId: ID!, $limit: Int, $offset: Int) {\n    restaurantReviews(restaurantId: $restaurantId, limit: $limit, offset: $offset) {\n      total\n      items { id firstName foodRating comment reply isHidden hiddenReason }\n    }\n  }\n": types.RestaurantReviewsStaffDocument,
    "\n  mutation ReplyToReview($reviewId: ID!, $text: String!) { replyToReview(reviewId: $reviewId, text: $text) { id reply repliedAt } }\n": types.ReplyToReviewDocument,
    "\n  mutation HideReview($reviewId: ID!, $reason: String!) { hideReview(reviewId: $reviewId, reason: $reason) { id isHidden hiddenReason } }\n": types.HideReviewDocument,
    "\n  query RestaurantRating($id: ID!) { restaurant(id: $id) { id rating ratingCount startingRating } }\n": types.RestaurantRatingDocument,
    "\n  query RiderRating { riderMe { id averageDeliveryRating deliveryRatingCount } }\n": types.RiderRatingDocument,
    "\n  query RiderPaySettingsDocument { riderPaySettings { riderBaseFee riderBaseDistanceKm riderPerKmFee } }\n": types.RiderPaySettingsDocumentDocument,
    "\n  mutation UpdateRiderPaySettingsDocument($input: RiderPaySettingsInput!) {\n    updateRiderPaySettings(input: $input) { riderBaseFee riderBaseDistanceKm riderPerKmFee }\n  }\n": types.UpdateRiderPaySettingsDocumentDocument,
    "\n  query RiderEarningsDocument($riderId: ID!, $from: String!, $to: String!) {\n    riderEarnings(riderId: $riderId, from: $from, to: $to) { deliveries distanceKm fees tips corrections total }\n  }\n": types.RiderEarningsDocumentDocument,
    "\n  query RiderPayoutsDocument($from: String!, $to: String!) {\n    riderPayouts(from: $from, to: $to) {\n      id riderId riderName weekStart weekEnd isClosed deliveries distanceKm fees tips corrections total paidOn paidReference\n    }\n  }\n": types.RiderPayoutsDocumentDocument,
    "\n  mutation MarkRiderPaidDocument($riderId: ID!, $weekStart: String!, $reference: String!, $paidOn: String!) {\n    markRiderPaid(riderId: $riderId, weekStart: $weekStart, reference: $reference, paidOn: $paidOn) { id total paidOn paidReference }\n  }\n": types.MarkRiderPaidDocumentDocument,
    "\n  fragment RiderFields on Rider { id name phone onShift cashInHand openDeliveries }\n": types.RiderFieldsFragmentDoc,
    "\n  fragment DeliveryFields on Order {\n    id shortId status total allowedNextStatuses assignedAt pickedUpAt deliveredAt cashCollected cashNote deliveryFailureReason recipientName\n    rider { ...RiderFields }\n    riderPosition { latitude longitude recordedAt distanceKm estimatedArrivalAt }\n    pickup { name address phone latitude longitude }\n  }\n": types.DeliveryFieldsFragmentDoc,
    "\n  query Riders($onShift: Boolean) { riders(onShift: $onShift) { ...RiderFields } }\n": types.RidersDocument,
    "\n  query RiderMe { riderMe { ...RiderFields } }\n": types.RiderMeDocument,
    "\n  query RiderOrders { riderOrders { ...DeliveryFields } }\n": types.RiderOrdersDocument,
    "\n  query RiderOrdersAddress { riderOrders { id recipientName address { address city pincode phone notes latitude longitude } } }\n": types.RiderOrdersAddressDocument,
    "\n  query RiderDeliveredToday { riderDeliveredToday { ...DeliveryFields } }\n": types.RiderDeliveredTodayDocument,
    "\n  query RiderDeliveredTodayAddress { riderDeliveredToday { id recipientName address { address phone } } }\n": types.RiderDeliveredTodayAddressDocument,
    "\n  query CustomerDelivery($id: ID!) { order(id: $id) { ...DeliveryFields address { address phone latitude longitude } } }\n": types.CustomerDeliveryDocument,
    "\n  query OfficeDelivery($search: String!) {\n    adminOrders(filter: { search: $search }) {\n      items { ...DeliveryFields statusHistory { fromStatus toStatus reason changedByName } }\n    }\n  }\n": types.OfficeDeliveryDocument,
    "\n  mutation SetRiderOnShift($onShift: Boolean!) { setRiderOnShift(onShift: $onShift) { ...RiderFields } }\n": types.SetRiderOnShiftDocument,
    "\n  mutation AssignRider($orderId: ID!, $riderId: ID!) { assignRider(orderId: $orderId, riderId: $riderId) { ...DeliveryFields } }\n": types.AssignRiderDocument,
    "\n  mutation UnassignRider($orderId: ID!) { unassignRider(orderId: $orderId) { ...DeliveryFields } }\n": types.UnassignRiderDocument,
    "\n  mutation MarkPickedUp($orderId: ID!) { markPickedUp(orderId: $orderId) { ...DeliveryFields } }\n": types.MarkPickedUpDocument,
    "\n  mutation MarkDelivered($orderId: ID!, $cash: Float!, $note: String) {\n    markDelivered(orderId: $orderId, cashCollected: $cash, note: $note) { ...DeliveryFields }\n  }\n": types.MarkDeliveredDocument,
    "\n  mutation MarkDeliveryFailed($orderId: ID!, $reason: String!) { markDeliveryFailed(orderId: $orderId, reason: $reason) { ...DeliveryFields } }\n": types.MarkDeliveryFailedDocument,
    "\n  mutation ShareRiderPosition($lat: Float!, $lng: Float!, $accuracy: Float) {\n    shareRiderPosition(latitude: $lat, longitude: $lng, accuracy: $accuracy) {\n      id status riderPosition { latitude longitude recordedAt distanceKm estimatedArrivalAt }\n    }\n  }\n": types.ShareRiderPositionDocument,
    "\n  fragment HandoverFields on CashHandover { id riderId amount expected difference note recordedByName createdAt }\n": types.HandoverFieldsFragmentDoc,
    "\n  mutation RecordCashHandover($riderId: ID!, $amount: Float!, $note: String, $key: String) {\n    recordCashHandover(riderId: $riderId, amount: $amount, note: $note, idempotencyKey: $key) { ...HandoverFields }\n  }\n": types.RecordCashHandoverDocument,
    "\n  fragment CashSummaryFields on RiderCashSummary {\n    date deliveries failedDeliveries expectedCash collected handedOver difference cashInHand\n    rider { ...RiderFields }\n    handovers { ...HandoverFields }\n  }\n": types.CashSummaryFieldsFragmentDoc,
    "\n  query RiderCashSummary($riderId: ID!, $date: String!) { riderCashSummary(riderId: $riderId, date: $date) { ...CashSummaryFields } }\n": types.RiderCashSummaryDocument,
    "\n  query RiderCashSummaries($date: String!) { riderCashSummaries(date: $date) { ...CashSummaryFields } }\n": types.RiderCashSummariesDocument,
    "\n  query DeliveryDashboard {\n    dashboard { averageMinutesToDoor failedDeliveries riders { riderId name deliveries failedDeliveries averageMinutesToDoor } }\n  }\n": types.DeliveryDashboardDocument,
    "\n  query MapSettings { mapSettings { tileUrl attribution } }\n": types.MapSettingsDocument,
    "\n  subscription RiderOrderChanged { riderOrderChanged { orderId status assignedToMe } }\n": types.RiderOrderChangedDocument,
    "\n  subscription OrderDeliveryUpdates {\n    orderUpdated { id status rider { name phone onShift cashInHand } riderPosition { latitude longitude distanceKm estimatedArrivalAt } }\n  }\n": types.OrderDeliveryUpdatesDocument,
    "\n  query RestaurantStatementsDocument($restaurantId: ID!, $from: String!, $to: String!) {\n    restaurantStatements(restaurantId: $restaurantId, from: $from, to: $to) {\n      id restaurantId restaurantName weekStart weekEnd ordersDelivered foodValue restaurantDiscounts commission commissionTax corrections collectedAtCounter payable paidOn paidReference\n    }\n  }\n": types.RestaurantStatementsDocumentDocument,
    "\n  mutation MarkStatementPaidDocument($statementId: ID!, $reference: String!, $paidOn: String!) {\n    markStatementPaid(statementId: $statementId, reference: $reference, paidOn: $paidOn) { id payable paidOn paidReference }\n  }\n": types.MarkStatementPaidDocumentDocument,
    "\n  query PayoutStatementsDocument($from: String!, $to: String!) {\n    payoutStatements(from: $from, to: $to) { id restaurantId restaurantName weekStart payable paidOn }\n  }\n": types.PayoutStatementsDocumentDocument,
    "\n  mutation RecordLedgerCorrectionDocument($input: LedgerCorrectionInput!) {\n    recordLedgerCorrection(input: $input) { id account amount reason orderId restaurantId riderId weekStart }\n  }\n": types.RecordLedgerCorrectionDocumentDocument,
    "\n  query MoneySummaryDocument($from: String!, $to: String!) {\n    moneySummary(from: $from, to: $to) { from to collectedCash collectedUpi commissionEarned payableToRestaurants payableToRiders tips }\n  }\n": types.MoneySummaryDocumentDocument,
    "\n  query StatementCorrectionLinesDocument($restaurantId: ID!, $from: String!, $to: String!) {\n    restaurantStatements(restaurantId: $restaurantId, from: $from, to: $to) { id weekStart corrections correctionLines { amount reason } }\n  }\n": types.StatementCorrectionLinesDocumentDocument,
    "\n  fragment UpiPaymentFields on Order { id status total payAtDoorBy paidBy upiReference cashCollected upiConfirmedAt }\n": types.UpiPaymentFieldsFragmentDoc,
    "\n  query UpiAtDoor { upiAtDoor { upiId payeeName } }\n": types.UpiAtDoorDocument,
    "\n  mutation SetUpiSettings($input: PayoutSettingsInput!) {\n    updatePayoutSettings(input: $input) { defaultCommissionPercent upiId upiPayeeName }\n  }\n": types.SetUpiSettingsDocument,
    "\n  query UpiPayoutSettings { payoutSettings { defaultCommissionPercent upiId upiPayeeName } }\n": types.UpiPayoutSettingsDocument,
    "\n  mutation PlaceOrderPaying($i: PlaceOrderInput!) { placeOrder(input: $i) { ...UpiPaymentFields } }\n": types.PlaceOrderPayingDocument,
    "\n  query OrderPayment($id: ID!) { order(id: $id) { ...UpiPaymentFields } }\n": types.OrderPaymentDocument,
    "\n  query RiderOrdersPaying { riderOrders { ...UpiPaymentFields } }\n": types.RiderOrdersPayingDocument,
    "\n  mutation MarkDeliveredPaid($orderId: ID!, $cash: Float!, $paidBy: PaymentCollection, $ref: String, $note: String) {\n    markDelivered(orderId: $orderId, cashCollected: $cash, paidBy: $paidBy, upiReference: $ref, note: $note) { ...UpiPaymentFields }\n  }\n": types.MarkDeliveredPaidDocument,
    "\n  query UpiCollections($date: String!, $limit: Int, $offset: Int) {\n    upiCollections(date: $date, limit: $limit, offset: $offset) {\n      total amount limit offset\n      items { id shortId riderId riderName amount upiReference deliveredAt confirmedAt confirmedByName duplicateReference }\n    }\n  }\n": types.UpiCollectionsDocument,
    "\n  mutation ConfirmUpiPayment($orderId: ID!) { confirmUpiPayment(orderId: $orderId) { ...UpiPaymentFields } }\n": types.ConfirmUpiPaymentDocument,
    "\n  fragment WebhookFields on Webhook { id url events restaurantIds active createdAt deletedAt failing failingSince lastDeliveryAt }\n": types.WebhookFieldsFragmentDoc,
    "\n  mutation CreateWebhook($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { ...WebhookFields } signingSecret } }\n": types.CreateWebhookDocument,
    "\n  query Webhooks { webhooks { ...WebhookFields } }\n": types.WebhooksDocument,
    "\n  mutation DeleteWebhook($id: ID!) { deleteWebhook(id: $id) { ...WebhookFields } }\n": types.DeleteWebhookDocument,
    "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id webhookId eventType eventId status nextAttemptAt createdAt\n    attempts { attemptedAt statusCode error succeeded redelivery }\n  }\n": types.WebhookDeliveryFieldsFragmentDoc,
    "\n  query WebhookDeliveries($webhookId: ID!, $limit: Int, $offset: Int) {\n    webhookDeliveries(webhookId: $webhookId, limit: $limit, offset: $offset) { total limit offset items { ...WebhookDeliveryFields } }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation RedeliverWebhook($deliveryId: ID!) { redeliverWebhook(deliveryId: $deliveryId) { ...WebhookDeliveryFields } }\n": types.RedeliverWebhookDocument,
    "\n  mutation UploadImage($file: Upload!, $purpose: ImagePurpose!) {\n    uploadImage(file: $file, purpose: $purpose) { url width height bytes }\n  }\n": types.UploadImageDocument,
    "\n  query RestaurantHours($id: ID!) {\n    restaurant(id: $id) { id isOpenNow nextOpensAt openingTime closingTime openingHours { day opens closes } }\n  }\n": types.RestaurantHoursDocument,
    "\n  mutation SetOpeningHours($id: ID!, $periods: [OpeningPeriodInput!]!) {\n    setOpeningHours(restaurantId: $id, periods: $periods) { id isOpenNow openingTime closingTime openingHours { day opens closes } }\n  }\n": types.SetOpeningHoursDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminMoveOrder($id: ID!, $status: OrderStatus!, $reason: String) {\n    updateOrderStatus(id: $id, status: $status, reason: $reason) {\n      id shortId status restaurantId restaurantName paymentMethod itemsTotal deliveryCharge total rejectionReason\n      createdAt updatedAt allowedNextStatuses\n      lines { menuItemId name image price originalPrice quantity lineTotal }\n      statusHistory { fromStatus toStatus reason changedAt changedByName }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminMoveOrder($id: ID!, $status: OrderStatus!, $reason: String) {\n    updateOrderStatus(id: $id, status: $status, reason: $reason) {\n      id shortId status restaurantId restaurantName paymentMethod itemsTotal deliveryCharge total rejectionReason\n      createdAt updatedAt allowedNextStatuses\n      lines { menuItemId name image price originalPrice quantity lineTotal }\n      statusHistory { fromStatus toStatus reason changedAt changedByName }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrdersWithCustomers($f: AdminOrderFilter, $limit: Int) {\n    adminOrders(filter: $f, limit: $limit) { total items { ...OrderFields customer { name email phone } } }\n  }\n"): (typeof documents)["\n  query AdminOrdersWithCustomers($f: AdminOrderFilter, $limit: Int) {\n    adminOrders(filter: $f, limit: $limit) { total items { ...OrderFields customer { name email phone } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrdersAddressAndCustomer { adminOrders(limit: 1) { items { id address { phone } customer { phone } } } }\n"): (typeof documents)["\n  query AdminOrdersAddressAndCustomer { adminOrders(limit: 1) { items { id address { phone } customer { phone } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($search: String, $role: UserRole, $limit: Int, $offset: Int) {\n    adminUsers(search: $search, role: $role, limit: $limit, offset: $offset) {\n      total limit offset items { id userName email phone role isVerified createdAt } } }\n"): (typeof documents)["\n  query AdminUsers($search: String, $role: UserRole, $limit: Int, $offset: Int) {\n    adminUsers(search: $search, role: $role, limit: $limit, offset: $offset) {\n      total limit offset items { id userName email phone role isVerified createdAt } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsersOrdersTotal { adminOrders { total } }\n"): (typeof documents)["\n  query AdminUsersOrdersTotal { adminOrders { total } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KeyMoveOrder($id: ID!, $status: OrderStatus!, $reason: String) {\n    updateOrderStatus(id: $id, status: $status, reason: $reason) { status allowedNextStatuses }\n  }\n"): (typeof documents)["\n  mutation KeyMoveOrder($id: ID!, $status: OrderStatus!, $reason: String) {\n    updateOrderStatus(id: $id, status: $status, reason: $reason) { status allowedNextStatuses }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KeyOrderMoves($restaurantId: ID!) { restaurantOrders(restaurantId: $restaurantId) { items { id status allowedNextStatuses } } }\n"): (typeof documents)["\n  query KeyOrderMoves($restaurantId: ID!) { restaurantOrders(restaurantId: $restaurantId) { items { id status allowedNextStatuses } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfficeMoveWithCash($id: ID!, $status: OrderStatus!, $cash: Float, $note: String) {\n    updateOrderStatus(id: $id, status: $status, cashCollected: $cash, note: $note) { status cashCollected cashNote allowedNextStatuses }\n  }\n"): (typeof documents)["\n  mutation OfficeMoveWithCash($id: ID!, $status: OrderStatus!, $cash: Float, $note: String) {\n    updateOrderStatus(id: $id, status: $status, cashCollected: $cash, note: $note) { status cashCollected cashNote allowedNextStatuses }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeyUsage($days: Int) {\n    apiKeys {\n      id\n      requestsPerMinute\n      requestsToday\n      requestsPerDay(days: $days) { date requests rateLimited }\n      restaurants { id name }\n    }\n  }\n"): (typeof documents)["\n  query ApiKeyUsage($days: Int) {\n    apiKeys {\n      id\n      requestsPerMinute\n      requestsToday\n      requestsPerDay(days: $days) { date requests rateLimited }\n      restaurants { id name }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query KeyRestaurant($id: ID!) { restaurant(id: $id) { id name } }"): (typeof documents)["query KeyRestaurant($id: ID!) { restaurant(id: $id) { id name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query KeyMenuCategories { menuCategories { id label } }"): (typeof documents)["query KeyMenuCategories { menuCategories { id label } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query KeyDeliverySlots($restaurantId: ID!) { deliverySlots(restaurantId: $restaurantId) }"): (typeof documents)["query KeyDeliverySlots($restaurantId: ID!) { deliverySlots(restaurantId: $restaurantId) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query KeyRestaurantCategories { restaurantCategories { id label } }"): (typeof documents)["query KeyRestaurantCategories { restaurantCategories { id label } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query KeyTowns { towns { name } }"): (typeof documents)["query KeyTowns { towns { name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query KeyOrderInvoice($id: ID!) { orderInvoice(orderId: $id) { number } }"): (typeof documents)["query KeyOrderInvoice($id: ID!) { orderInvoice(orderId: $id) { number } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query KeyLocatePincode($pincode: String!) { locatePincode(pincode: $pincode) { exact } }"): (typeof documents)["query KeyLocatePincode($pincode: String!) { locatePincode(pincode: $pincode) { exact } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query KeyPushConfig { pushConfig { vapidPublicKey } }"): (typeof documents)["query KeyPushConfig { pushConfig { vapidPublicKey } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query KeyAdminUsers { adminUsers { total } }"): (typeof documents)["query KeyAdminUsers { adminUsers { total } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation KeyClearCart { clearCart { id } }"): (typeof documents)["mutation KeyClearCart { clearCart { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation KeyRemoveFromCart($id: ID!) { removeFromCart(menuItemId: $id) { id } }"): (typeof documents)["mutation KeyRemoveFromCart($id: ID!) { removeFromCart(menuItemId: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation KeyUpdateCartItem($id: ID!) { updateCartItem(menuItemId: $id, quantity: 2) { id } }"): (typeof documents)["mutation KeyUpdateCartItem($id: ID!) { updateCartItem(menuItemId: $id, quantity: 2) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation KeyUpdateCartLine($id: ID!) { updateCartLine(lineId: $id, quantity: 2) { id } }"): (typeof documents)["mutation KeyUpdateCartLine($id: ID!) { updateCartLine(lineId: $id, quantity: 2) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation KeyRemoveCartLine($id: ID!) { removeCartLine(lineId: $id) { id } }"): (typeof documents)["mutation KeyRemoveCartLine($id: ID!) { removeCartLine(lineId: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation KeyReorder($id: ID!) { reorder(orderId: $id) { leftOut } }"): (typeof documents)["mutation KeyReorder($id: ID!) { reorder(orderId: $id) { leftOut } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation KeySetMenuItemOptions($id: ID!) { setMenuItemOptions(menuItemId: $id, groups: []) { id } }"): (typeof documents)["mutation KeySetMenuItemOptions($id: ID!) { setMenuItemOptions(menuItemId: $id, groups: []) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation KeySetMenuOptionAvailable($id: ID!) { setMenuOptionAvailable(optionId: $id, isAvailable: false) { id } }"): (typeof documents)["mutation KeySetMenuOptionAvailable($id: ID!) { setMenuOptionAvailable(optionId: $id, isAvailable: false) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation KeySetOpeningHours($id: ID!) { setOpeningHours(restaurantId: $id, periods: []) { id } }"): (typeof documents)["mutation KeySetOpeningHours($id: ID!) { setOpeningHours(restaurantId: $id, periods: []) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation KeySetFavouriteRestaurant($id: ID!) { setFavouriteRestaurant(restaurantId: $id, favourite: true) { id } }"): (typeof documents)["mutation KeySetFavouriteRestaurant($id: ID!) { setFavouriteRestaurant(restaurantId: $id, favourite: true) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query KeyFavouriteRestaurants { favouriteRestaurants { id } }"): (typeof documents)["query KeyFavouriteRestaurants { favouriteRestaurants { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation KeyDeletePushSubscription($e: String!) { deletePushSubscription(endpoint: $e) }"): (typeof documents)["mutation KeyDeletePushSubscription($e: String!) { deletePushSubscription(endpoint: $e) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation KeyUploadImage($file: Upload!) { uploadImage(file: $file, purpose: BANNER) { url } }"): (typeof documents)["mutation KeyUploadImage($file: Upload!) { uploadImage(file: $file, purpose: BANNER) { url } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppLists { restaurantCategories { id label } menuCategories { id label } towns { name latitude longitude } }\n"): (typeof documents)["\n  query AppLists { restaurantCategories { id label } menuCategories { id label } towns { name latitude longitude } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuditSetOpeningHours($id: ID!, $periods: [OpeningPeriodInput!]!) {\n    setOpeningHours(restaurantId: $id, periods: $periods) { id openingHours { day opens closes } }\n  }\n"): (typeof documents)["\n  mutation AuditSetOpeningHours($id: ID!, $periods: [OpeningPeriodInput!]!) {\n    setOpeningHours(restaurantId: $id, periods: $periods) { id openingHours { day opens closes } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartBill($addressId: ID) {\n    cart { itemsTotal deliveryCharge total tip canCheckout minimumOrderShortfall bill(addressId: $addressId) { ...BillFields } }\n  }\n"): (typeof documents)["\n  query CartBill($addressId: ID) {\n    cart { itemsTotal deliveryCharge total tip canCheckout minimumOrderShortfall bill(addressId: $addressId) { ...BillFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceBilledOrder($i: PlaceOrderInput!) {\n    placeOrder(input: $i) { id itemsTotal deliveryCharge total tip bill { ...BillFields } }\n  }\n"): (typeof documents)["\n  mutation PlaceBilledOrder($i: PlaceOrderInput!) {\n    placeOrder(input: $i) { id itemsTotal deliveryCharge total tip bill { ...BillFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderBill($id: ID!) { order(id: $id) { id total tip bill { ...BillFields } } }\n"): (typeof documents)["\n  query OrderBill($id: ID!) { order(id: $id) { id total tip bill { ...BillFields } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KeyOrdersBill($restaurantId: ID!) { restaurantOrders(restaurantId: $restaurantId) { items { id total bill { ...BillFields } } } }\n"): (typeof documents)["\n  query KeyOrdersBill($restaurantId: ID!) { restaurantOrders(restaurantId: $restaurantId) { items { id total bill { ...BillFields } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMinimumOrder($id: ID!, $i: RestaurantUpdateInput!) { updateRestaurant(id: $id, input: $i) { id minimumOrder } }\n"): (typeof documents)["\n  mutation SetMinimumOrder($id: ID!, $i: RestaurantUpdateInput!) { updateRestaurant(id: $id, input: $i) { id minimumOrder } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearTippedCart { clearCart { tip total } }\n"): (typeof documents)["\n  mutation ClearTippedCart { clearCart { tip total } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RiderCardTip { riderOrders { id total tip } }\n"): (typeof documents)["\n  query RiderCardTip { riderOrders { id total tip } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CashWithTips($riderId: ID!, $date: String!) {\n    riderCashSummary(riderId: $riderId, date: $date) { deliveries expectedCash tips collected cashInHand difference }\n  }\n"): (typeof documents)["\n  query CashWithTips($riderId: ID!, $date: String!) {\n    riderCashSummary(riderId: $riderId, date: $date) { deliveries expectedCash tips collected cashInHand difference }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartWithOptionsFields on Cart {\n    id itemsTotal total canCheckout hasUnavailableItems\n    items { id menuItemId name price offerPrice originalPrice quantity lineTotal isAvailable options { id name groupName extraPrice } }\n  }\n"): (typeof documents)["\n  fragment CartWithOptionsFields on Cart {\n    id itemsTotal total canCheckout hasUnavailableItems\n    items { id menuItemId name price offerPrice originalPrice quantity lineTotal isAvailable options { id name groupName extraPrice } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartWithOptions { cart { ...CartWithOptionsFields } }\n"): (typeof documents)["\n  query CartWithOptions { cart { ...CartWithOptionsFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddWithOptions($id: ID!, $q: Int, $optionIds: [ID!]) {\n    addToCart(menuItemId: $id, quantity: $q, optionIds: $optionIds) { ...CartWithOptionsFields }\n  }\n"): (typeof documents)["\n  mutation AddWithOptions($id: ID!, $q: Int, $optionIds: [ID!]) {\n    addToCart(menuItemId: $id, quantity: $q, optionIds: $optionIds) { ...CartWithOptionsFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCartLine($lineId: ID!, $q: Int!) { updateCartLine(lineId: $lineId, quantity: $q) { ...CartWithOptionsFields } }\n"): (typeof documents)["\n  mutation UpdateCartLine($lineId: ID!, $q: Int!) { updateCartLine(lineId: $lineId, quantity: $q) { ...CartWithOptionsFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCartLine($lineId: ID!) { removeCartLine(lineId: $lineId) { ...CartWithOptionsFields } }\n"): (typeof documents)["\n  mutation RemoveCartLine($lineId: ID!) { removeCartLine(lineId: $lineId) { ...CartWithOptionsFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCartItemWithOptions($id: ID!, $q: Int!) { updateCartItem(menuItemId: $id, quantity: $q) { ...CartWithOptionsFields } }\n"): (typeof documents)["\n  mutation UpdateCartItemWithOptions($id: ID!, $q: Int!) { updateCartItem(menuItemId: $id, quantity: $q) { ...CartWithOptionsFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceOrderWithOptions($i: PlaceOrderInput!) {\n    placeOrder(input: $i) { id itemsTotal total lines { name price originalPrice quantity lineTotal options { id name groupName extraPrice } } }\n  }\n"): (typeof documents)["\n  mutation PlaceOrderWithOptions($i: PlaceOrderInput!) {\n    placeOrder(input: $i) { id itemsTotal total lines { name price originalPrice quantity lineTotal options { id name groupName extraPrice } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrderOptions($id: ID!) { adminOrder(id: $id) { id lines { name price options { name groupName extraPrice } } } }\n"): (typeof documents)["\n  query AdminOrderOptions($id: ID!) { adminOrder(id: $id) { id lines { name price options { name groupName extraPrice } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KeyOrdersOptions($restaurantId: ID!) {\n    restaurantOrders(restaurantId: $restaurantId) { items { id lines { name price options { name groupName extraPrice } } } }\n  }\n"): (typeof documents)["\n  query KeyOrdersOptions($restaurantId: ID!) {\n    restaurantOrders(restaurantId: $restaurantId) { items { id lines { name price options { name groupName extraPrice } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCartItem($id: ID!, $q: Int!) { updateCartItem(menuItemId: $id, quantity: $q) { ...CartFields } }\n"): (typeof documents)["\n  mutation UpdateCartItem($id: ID!, $q: Int!) { updateCartItem(menuItemId: $id, quantity: $q) { ...CartFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromCart($id: ID!) { removeFromCart(menuItemId: $id) { ...CartFields } }\n"): (typeof documents)["\n  mutation RemoveFromCart($id: ID!) { removeFromCart(menuItemId: $id) { ...CartFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearCart { clearCart { ...CartFields } }\n"): (typeof documents)["\n  mutation ClearCart { clearCart { ...CartFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestaurantCategories { restaurantCategories { id label } }\n"): (typeof documents)["\n  query RestaurantCategories { restaurantCategories { id label } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DemoDishChoices($id: ID!) {\n    restaurant(id: $id) {\n      menuItems { id name price optionGroups { name minChoices maxChoices options { id name extraPrice isAvailable } } }\n    }\n  }\n"): (typeof documents)["\n  query DemoDishChoices($id: ID!) {\n    restaurant(id: $id) {\n      menuItems { id name price optionGroups { name minChoices maxChoices options { id name extraPrice isAvailable } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddDemoDish($id: ID!, $optionIds: [ID!]) {\n    addToCart(menuItemId: $id, quantity: 1, replaceCart: true, optionIds: $optionIds) {\n      items { name price options { name groupName extraPrice } }\n    }\n  }\n"): (typeof documents)["\n  mutation AddDemoDish($id: ID!, $optionIds: [ID!]) {\n    addToCart(menuItemId: $id, quantity: 1, replaceCart: true, optionIds: $optionIds) {\n      items { name price options { name groupName extraPrice } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetFavourite($id: ID!, $favourite: Boolean!) { setFavouriteRestaurant(restaurantId: $id, favourite: $favourite) { id isFavourite } }\n"): (typeof documents)["\n  mutation SetFavourite($id: ID!, $favourite: Boolean!) { setFavouriteRestaurant(restaurantId: $id, favourite: $favourite) { id isFavourite } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Favourites($lat: Float, $lng: Float) { favouriteRestaurants(latitude: $lat, longitude: $lng) { id name isFavourite distanceKm } }\n"): (typeof documents)["\n  query Favourites($lat: Float, $lng: Float) { favouriteRestaurants(latitude: $lat, longitude: $lng) { id name isFavourite distanceKm } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsFavourite($id: ID!) { restaurant(id: $id) { id isFavourite } }\n"): (typeof documents)["\n  query IsFavourite($id: ID!) { restaurant(id: $id) { id isFavourite } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyFavouriteIds { me { id favouriteRestaurantIds } }\n"): (typeof documents)["\n  query MyFavouriteIds { me { id favouriteRestaurantIds } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginWithFavouriteIds($i: LoginInput!) { login(input: $i) { user { id favouriteRestaurantIds } } }\n"): (typeof documents)["\n  mutation LoginWithFavouriteIds($i: LoginInput!) { login(input: $i) { user { id favouriteRestaurantIds } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OthersFavouriteIds { adminUsers(limit: 5) { items { id favouriteRestaurantIds } } }\n"): (typeof documents)["\n  query OthersFavouriteIds { adminUsers(limit: 5) { items { id favouriteRestaurantIds } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingHearts($lat: Float!, $lng: Float!) { restaurantsNear(latitude: $lat, longitude: $lng) { items { id isFavourite } } }\n"): (typeof documents)["\n  query ListingHearts($lat: Float!, $lng: Float!) { restaurantsNear(latitude: $lat, longitude: $lng) { items { id isFavourite } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Towns { towns { name district state latitude longitude pincode } }\n"): (typeof documents)["\n  query Towns { towns { name district state latitude longitude pincode } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LocatePincode($p: String!) { locatePincode(pincode: $p) { pincode exact town { name district latitude longitude pincode } } }\n"): (typeof documents)["\n  query LocatePincode($p: String!) { locatePincode(pincode: $p) { pincode exact town { name district latitude longitude pincode } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query HostileInputRestaurant($id: ID!) { restaurant(id: $id) { id } }\n  "): (typeof documents)["\n    query HostileInputRestaurant($id: ID!) { restaurant(id: $id) { id } }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderInvoiceDocument($orderId: ID!) {\n    orderInvoice(orderId: $orderId) {\n      orderId kind number financialYear issuedAt sacCode restaurantName\n      seller { legalName gstin address }\n      customer { name address city pincode }\n      lines { name options quantity unitPrice value }\n      itemsValue discount deliveryFee taxableFood taxableDelivery taxableValue\n      taxes { tax supply ratePercent amount }\n      taxTotal pricesIncludeTax invoiceValue tip total\n    }\n  }\n"): (typeof documents)["\n  query OrderInvoiceDocument($orderId: ID!) {\n    orderInvoice(orderId: $orderId) {\n      orderId kind number financialYear issuedAt sacCode restaurantName\n      seller { legalName gstin address }\n      customer { name address city pincode }\n      lines { name options quantity unitPrice value }\n      itemsValue discount deliveryFee taxableFood taxableDelivery taxableValue\n      taxes { tax supply ratePercent amount }\n      taxTotal pricesIncludeTax invoiceValue tip total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderInvoiceNumber($id: ID!) { order(id: $id) { id invoiceNumber total bill { lines { kind amount } } } }\n"): (typeof documents)["\n  query OrderInvoiceNumber($id: ID!) { order(id: $id) { id invoiceNumber total bill { lines { kind amount } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyInvoiceNumbers { myOrders { items { id invoiceNumber } } }\n"): (typeof documents)["\n  query MyInvoiceNumbers { myOrders { items { id invoiceNumber } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWindowedItem($r: ID!, $i: MenuItemInput!) { createMenuItem(restaurantId: $r, input: $i) { id name isAvailable availableFrom availableUntil isAvailableNow } }\n"): (typeof documents)["\n  mutation CreateWindowedItem($r: ID!, $i: MenuItemInput!) { createMenuItem(restaurantId: $r, input: $i) { id name isAvailable availableFrom availableUntil isAvailableNow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWindowedItem($r: ID!, $id: ID!, $i: MenuItemUpdateInput!) {\n    updateMenuItem(restaurantId: $r, id: $id, input: $i) { id name isAvailable availableFrom availableUntil isAvailableNow }\n  }\n"): (typeof documents)["\n  mutation UpdateWindowedItem($r: ID!, $id: ID!, $i: MenuItemUpdateInput!) {\n    updateMenuItem(restaurantId: $r, id: $id, input: $i) { id name isAvailable availableFrom availableUntil isAvailableNow }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KitchenAdminHistory($f: AdminOrderFilter) {\n    adminOrders(filter: $f) { items { id status allowedNextStatuses statusHistory { fromStatus toStatus changedByName } } }\n  }\n"): (typeof documents)["\n  query KitchenAdminHistory($f: AdminOrderFilter) {\n    adminOrders(filter: $f) { items { id status allowedNextStatuses statusHistory { fromStatus toStatus changedByName } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KitchenRestaurantOpen($id: ID!) { restaurant(id: $id) { id isOpenNow closedForToday closedUntil } }\n"): (typeof documents)["\n  query KitchenRestaurantOpen($id: ID!) { restaurant(id: $id) { id isOpenNow closedForToday closedUntil } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MenuWithOptions($id: ID!) {\n    restaurant(id: $id) { id isOpenNow menuItems { id name price restaurant { id } optionGroups { ...OptionGroupFields } } }\n  }\n"): (typeof documents)["\n  query MenuWithOptions($id: ID!) {\n    restaurant(id: $id) { id isOpenNow menuItems { id name price restaurant { id } optionGroups { ...OptionGroupFields } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MenuPage($id: ID!, $filter: MenuFilterInput, $sort: MenuItemSort) {\n    restaurant(id: $id) {\n      id name address category openingTime closingTime priceForTwo rating isOpenNow nextOpensAt openingHours { day opens closes }\n      menuItems(filter: $filter, sort: $sort) {\n        ...MenuItemFields availableFrom availableUntil isAvailableNow restaurant { id name isOpenNow }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MenuPage($id: ID!, $filter: MenuFilterInput, $sort: MenuItemSort) {\n    restaurant(id: $id) {\n      id name address category openingTime closingTime priceForTwo rating isOpenNow nextOpensAt openingHours { day opens closes }\n      menuItems(filter: $filter, sort: $sort) {\n        ...MenuItemFields availableFrom availableUntil isAvailableNow restaurant { id name isOpenNow }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MenuCategories { menuCategories { id label } }\n"): (typeof documents)["\n  query MenuCategories { menuCategories { id label } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestaurantsNearMenus($lat: Float!, $lng: Float!) {\n    restaurantsNear(latitude: $lat, longitude: $lng) {\n      items { name openingHours { day } nextOpensAt menuItems { name isAvailableNow restaurant { name } } }\n    }\n  }\n"): (typeof documents)["\n  query RestaurantsNearMenus($lat: Float!, $lng: Float!) {\n    restaurantsNear(latitude: $lat, longitude: $lng) {\n      items { name openingHours { day } nextOpensAt menuItems { name isAvailableNow restaurant { name } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MetricsOrderUpdates { orderUpdated { id status } }\n"): (typeof documents)["\n  subscription MetricsOrderUpdates { orderUpdated { id status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderWithProblems($id: ID!) { order(id: $id) { id problems { id kind status answer lines { name } } } }\n"): (typeof documents)["\n  query OrderWithProblems($id: ID!) { order(id: $id) { id problems { id kind status answer lines { name } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrderProblems { adminOrders(limit: 50) { items { id problems { id } } } }\n"): (typeof documents)["\n  query AdminOrderProblems { adminOrders(limit: 50) { items { id problems { id } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PickupInvoiceNumber($id: ID!) { order(id: $id) { id invoiceNumber } }"): (typeof documents)["query PickupInvoiceNumber($id: ID!) { order(id: $id) { id invoiceNumber } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PickupOrderForAdmin($id: String) { adminOrders(filter: { search: $id }) { items { id fulfilment allowedNextStatuses } } }\n"): (typeof documents)["\n  query PickupOrderForAdmin($id: String) { adminOrders(filter: { search: $id }) { items { id fulfilment allowedNextStatuses } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NearAndMe($lat: Float!, $lng: Float!) {\n    restaurantsNear(latitude: $lat, longitude: $lng) { total }\n    me { id }\n  }\n"): (typeof documents)["\n  query NearAndMe($lat: Float!, $lng: Float!) {\n    restaurantsNear(latitude: $lat, longitude: $lng) { total }\n    me { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PushConfig { pushConfig { vapidPublicKey } }\n"): (typeof documents)["\n  query PushConfig { pushConfig { vapidPublicKey } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePushSubscription($endpoint: String!) { deletePushSubscription(endpoint: $endpoint) }\n"): (typeof documents)["\n  mutation DeletePushSubscription($endpoint: String!) { deletePushSubscription(endpoint: $endpoint) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QueryLimitsCreateMenuItem($restaurantId: ID!, $input: MenuItemInput!) {\n    createMenuItem(restaurantId: $restaurantId, input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation QueryLimitsCreateMenuItem($restaurantId: ID!, $input: MenuItemInput!) {\n    createMenuItem(restaurantId: $restaurantId, input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReorderCartFields on Cart {\n    id itemsTotal restaurantName\n    items { menuItemId name price quantity options { id name } }\n  }\n"): (typeof documents)["\n  fragment ReorderCartFields on Cart {\n    id itemsTotal restaurantName\n    items { menuItemId name price quantity options { id name } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Reorder($orderId: ID!) { reorder(orderId: $orderId) { leftOut cart { ...ReorderCartFields } } }\n"): (typeof documents)["\n  mutation Reorder($orderId: ID!) { reorder(orderId: $orderId) { leftOut cart { ...ReorderCartFields } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReorderCart { cart { ...ReorderCartFields } }\n"): (typeof documents)["\n  query ReorderCart { cart { ...ReorderCartFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderAdd($id: ID!, $q: Int, $optionIds: [ID!]) { addToCart(menuItemId: $id, quantity: $q, optionIds: $optionIds) { id } }\n"): (typeof documents)["\n  mutation ReorderAdd($id: ID!, $q: Int, $optionIds: [ID!]) { addToCart(menuItemId: $id, quantity: $q, optionIds: $optionIds) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderPlace($i: PlaceOrderInput!) { placeOrder(input: $i) { id } }\n"): (typeof documents)["\n  mutation ReorderPlace($i: PlaceOrderInput!) { placeOrder(input: $i) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfficeOrdersWithRiders($statuses: [OrderStatus!]) {\n    adminOrders(filter: { statuses: $statuses }, limit: 50) {\n      total items { id status cashCollected rider { id name phone onShift cashInHand openDeliveries } riderPosition { latitude distanceKm } pickup { name } }\n    }\n  }\n"): (typeof documents)["\n  query OfficeOrdersWithRiders($statuses: [OrderStatus!]) {\n    adminOrders(filter: { statuses: $statuses }, limit: 50) {\n      total items { id status cashCollected rider { id name phone onShift cashInHand openDeliveries } riderPosition { latitude distanceKm } pickup { name } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScheduledSlots($restaurantId: ID!) { deliverySlots(restaurantId: $restaurantId) }\n"): (typeof documents)["\n  query ScheduledSlots($restaurantId: ID!) { deliverySlots(restaurantId: $restaurantId) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduledPlace($input: PlaceOrderInput!) { placeOrder(input: $input) { id status deliverAt } }\n"): (typeof documents)["\n  mutation ScheduledPlace($input: PlaceOrderInput!) { placeOrder(input: $input) { id status deliverAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScheduledOrder($id: ID!) { order(id: $id) { id status deliverAt allowedNextStatuses statusHistory { fromStatus toStatus changedByName } } }\n"): (typeof documents)["\n  query ScheduledOrder($id: ID!) { order(id: $id) { id status deliverAt allowedNextStatuses statusHistory { fromStatus toStatus changedByName } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduledCancel($id: ID!) { cancelOrder(id: $id) { id status } }\n"): (typeof documents)["\n  mutation ScheduledCancel($id: ID!) { cancelOrder(id: $id) { id status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScheduledBoard($restaurantId: ID!) { restaurantOrders(restaurantId: $restaurantId, status: [PENDING], limit: 50) { items { id deliverAt } } }\n"): (typeof documents)["\n  query ScheduledBoard($restaurantId: ID!) { restaurantOrders(restaurantId: $restaurantId, status: [PENDING], limit: 50) { items { id deliverAt } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OrderPlacedIds { orderPlaced { id status } }\n"): (typeof documents)["\n  subscription OrderPlacedIds { orderPlaced { id status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CustomerOrderUpdates { orderUpdated { ...OrderFields } }\n"): (typeof documents)["\n  subscription CustomerOrderUpdates { orderUpdated { ...OrderFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription StaffOrderUpdates {\n    orderUpdated { id status allowedNextStatuses rejectionReason statusHistory { toStatus changedByName } }\n  }\n"): (typeof documents)["\n  subscription StaffOrderUpdates {\n    orderUpdated { id status allowedNextStatuses rejectionReason statusHistory { toStatus changedByName } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription StaffOrderPlaced { orderPlaced { id status restaurantName total allowedNextStatuses lines { name quantity } } }\n"): (typeof documents)["\n  subscription StaffOrderPlaced { orderPlaced { id status restaurantName total allowedNextStatuses lines { name quantity } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiKeyFields on ApiKey { id name scopes restaurantIds prefix requestsPerMinute createdAt lastUsedAt revokedAt }\n"): (typeof documents)["\n  fragment ApiKeyFields on ApiKey { id name scopes restaurantIds prefix requestsPerMinute createdAt lastUsedAt revokedAt }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { apiKey { ...ApiKeyFields } secret } }\n"): (typeof documents)["\n  mutation CreateApiKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { apiKey { ...ApiKeyFields } secret } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys { apiKeys { ...ApiKeyFields } }\n"): (typeof documents)["\n  query ApiKeys { apiKeys { ...ApiKeyFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: ID!) { revokeApiKey(id: $id) { ...ApiKeyFields } }\n"): (typeof documents)["\n  mutation RevokeApiKey($id: ID!) { revokeApiKey(id: $id) { ...ApiKeyFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestaurantOrders($restaurantId: ID!, $status: [OrderStatus!], $limit: Int, $offset: Int) {\n    restaurantOrders(restaurantId: $restaurantId, status: $status, limit: $limit, offset: $offset) {\n      total limit offset items { id shortId status restaurantId total lines { name quantity } }\n    }\n  }\n"): (typeof documents)["\n  query RestaurantOrders($restaurantId: ID!, $status: [OrderStatus!], $limit: Int, $offset: Int) {\n    restaurantOrders(restaurantId: $restaurantId, status: $status, limit: $limit, offset: $offset) {\n      total limit offset items { id shortId status restaurantId total lines { name quantity } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog($filter: AuditFilter, $limit: Int, $offset: Int) {\n    auditLog(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items { id at actorKind actorId actorName action entityType entityId entityName changes { field before after } }\n    }\n  }\n"): (typeof documents)["\n  query AuditLog($filter: AuditFilter, $limit: Int, $offset: Int) {\n    auditLog(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items { id at actorKind actorId actorName action entityType entityId entityName changes { field before after } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BillFields on Bill { total lines { kind label amount } }\n"): (typeof documents)["\n  fragment BillFields on Bill { total lines { kind label amount } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeliverySettings { deliverySettings { baseFee baseDistanceKm perKmFee freeAbove } }\n"): (typeof documents)["\n  query DeliverySettings { deliverySettings { baseFee baseDistanceKm perKmFee freeAbove } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaxSettings { taxSettings { gstin legalName address foodTaxPercent deliveryTaxPercent pricesIncludeTax } }\n"): (typeof documents)["\n  query TaxSettings { taxSettings { gstin legalName address foodTaxPercent deliveryTaxPercent pricesIncludeTax } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDeliverySettings($input: DeliverySettingsInput!) {\n    updateDeliverySettings(input: $input) { baseFee baseDistanceKm perKmFee freeAbove }\n  }\n"): (typeof documents)["\n  mutation UpdateDeliverySettings($input: DeliverySettingsInput!) {\n    updateDeliverySettings(input: $input) { baseFee baseDistanceKm perKmFee freeAbove }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTaxSettings($input: TaxSettingsInput!) {\n    updateTaxSettings(input: $input) { gstin legalName address foodTaxPercent deliveryTaxPercent pricesIncludeTax }\n  }\n"): (typeof documents)["\n  mutation UpdateTaxSettings($input: TaxSettingsInput!) {\n    updateTaxSettings(input: $input) { gstin legalName address foodTaxPercent deliveryTaxPercent pricesIncludeTax }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCartTip($amount: Float!) { setCartTip(amount: $amount) { tip total bill { ...BillFields } } }\n"): (typeof documents)["\n  mutation SetCartTip($amount: Float!) { setCartTip(amount: $amount) { tip total bill { ...BillFields } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayoutSettingsDocument { payoutSettings { defaultCommissionPercent } }\n"): (typeof documents)["\n  query PayoutSettingsDocument { payoutSettings { defaultCommissionPercent } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePayoutSettings($input: PayoutSettingsInput!) { updatePayoutSettings(input: $input) { defaultCommissionPercent } }\n"): (typeof documents)["\n  mutation UpdatePayoutSettings($input: PayoutSettingsInput!) { updatePayoutSettings(input: $input) { defaultCommissionPercent } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRestaurantCommission($restaurantId: ID!, $percent: Float) {\n    setRestaurantCommission(restaurantId: $restaurantId, percent: $percent) { id commissionPercent }\n  }\n"): (typeof documents)["\n  mutation SetRestaurantCommission($restaurantId: ID!, $percent: Float) {\n    setRestaurantCommission(restaurantId: $restaurantId, percent: $percent) { id commissionPercent }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestaurantCommission($id: ID!) { restaurant(id: $id) { id commissionPercent } }\n"): (typeof documents)["\n  query RestaurantCommission($id: ID!) { restaurant(id: $id) { id commissionPercent } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnCommission($id: ID!) { restaurant(id: $id) { id commissionPercent ownCommissionPercent } }\n"): (typeof documents)["\n  query OwnCommission($id: ID!) { restaurant(id: $id) { id commissionPercent ownCommissionPercent } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CouponFields on Coupon {\n    id code description kind value maxDiscount minOrder validFrom validUntil usageLimit perCustomerLimit firstOrderOnly restaurantIds weekdays isActive usedCount\n  }\n"): (typeof documents)["\n  fragment CouponFields on Coupon {\n    id code description kind value maxDiscount minOrder validFrom validUntil usageLimit perCustomerLimit firstOrderOnly restaurantIds weekdays isActive usedCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Coupons($limit: Int, $offset: Int) { coupons(limit: $limit, offset: $offset) { ...CouponFields } }\n"): (typeof documents)["\n  query Coupons($limit: Int, $offset: Int) { coupons(limit: $limit, offset: $offset) { ...CouponFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCoupon($input: CouponInput!) { createCoupon(input: $input) { ...CouponFields } }\n"): (typeof documents)["\n  mutation CreateCoupon($input: CouponInput!) { createCoupon(input: $input) { ...CouponFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCoupon($id: ID!, $input: CouponInput!) { updateCoupon(id: $id, input: $input) { ...CouponFields } }\n"): (typeof documents)["\n  mutation UpdateCoupon($id: ID!, $input: CouponInput!) { updateCoupon(id: $id, input: $input) { ...CouponFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCouponActive($id: ID!, $isActive: Boolean!) { setCouponActive(id: $id, isActive: $isActive) { ...CouponFields } }\n"): (typeof documents)["\n  mutation SetCouponActive($id: ID!, $isActive: Boolean!) { setCouponActive(id: $id, isActive: $isActive) { ...CouponFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AvailableCoupons { availableCoupons { ...CouponFields } }\n"): (typeof documents)["\n  query AvailableCoupons { availableCoupons { ...CouponFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartCouponFields on Cart { id itemsTotal total couponCode couponProblem }\n"): (typeof documents)["\n  fragment CartCouponFields on Cart { id itemsTotal total couponCode couponProblem }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartCoupon { cart { ...CartCouponFields } }\n"): (typeof documents)["\n  query CartCoupon { cart { ...CartCouponFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyCoupon($code: String!) { applyCoupon(code: $code) { ...CartCouponFields } }\n"): (typeof documents)["\n  mutation ApplyCoupon($code: String!) { applyCoupon(code: $code) { ...CartCouponFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCoupon { removeCoupon { ...CartCouponFields } }\n"): (typeof documents)["\n  mutation RemoveCoupon { removeCoupon { ...CartCouponFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CouponBillFields on Bill { total lines { kind label amount } }\n"): (typeof documents)["\n  fragment CouponBillFields on Bill { total lines { kind label amount } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CouponCartBill { cart { id total couponCode couponProblem bill { ...CouponBillFields } } }\n"): (typeof documents)["\n  query CouponCartBill { cart { id total couponCode couponProblem bill { ...CouponBillFields } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CouponPlaceOrder($i: PlaceOrderInput!) { placeOrder(input: $i) { id status total bill { ...CouponBillFields } } }\n"): (typeof documents)["\n  mutation CouponPlaceOrder($i: PlaceOrderInput!) { placeOrder(input: $i) { id status total bill { ...CouponBillFields } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KitchenRestaurants { kitchenRestaurants { id name closedForToday closedUntil isOpenNow } }\n"): (typeof documents)["\n  query KitchenRestaurants { kitchenRestaurants { id name closedForToday closedUntil isOpenNow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestaurantStaff($restaurantId: ID!) { restaurantStaff(restaurantId: $restaurantId) { id email name status addedAt addedByName } }\n"): (typeof documents)["\n  query RestaurantStaff($restaurantId: ID!) { restaurantStaff(restaurantId: $restaurantId) { id email name status addedAt addedByName } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddRestaurantStaff($restaurantId: ID!, $email: String!) {\n    addRestaurantStaff(restaurantId: $restaurantId, email: $email) { id email name status addedAt addedByName }\n  }\n"): (typeof documents)["\n  mutation AddRestaurantStaff($restaurantId: ID!, $email: String!) {\n    addRestaurantStaff(restaurantId: $restaurantId, email: $email) { id email name status addedAt addedByName }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveRestaurantStaff($restaurantId: ID!, $email: String!) { removeRestaurantStaff(restaurantId: $restaurantId, email: $email) }\n"): (typeof documents)["\n  mutation RemoveRestaurantStaff($restaurantId: ID!, $email: String!) { removeRestaurantStaff(restaurantId: $restaurantId, email: $email) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment KitchenOrderFields on Order {\n    id shortId status restaurantId kitchenNote preparationMinutes estimatedReadyAt rejectionReason allowedNextStatuses total\n    lines { name quantity }\n    statusHistory { fromStatus toStatus reason changedAt changedByName }\n  }\n"): (typeof documents)["\n  fragment KitchenOrderFields on Order {\n    id shortId status restaurantId kitchenNote preparationMinutes estimatedReadyAt rejectionReason allowedNextStatuses total\n    lines { name quantity }\n    statusHistory { fromStatus toStatus reason changedAt changedByName }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BoardOrders($restaurantId: ID!, $status: [OrderStatus!]) {\n    restaurantOrders(restaurantId: $restaurantId, status: $status, limit: 100) { total items { ...KitchenOrderFields } }\n  }\n"): (typeof documents)["\n  query BoardOrders($restaurantId: ID!, $status: [OrderStatus!]) {\n    restaurantOrders(restaurantId: $restaurantId, status: $status, limit: 100) { total items { ...KitchenOrderFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptOrder($id: ID!, $minutes: Int!) { acceptOrder(id: $id, preparationMinutes: $minutes) { ...KitchenOrderFields } }\n"): (typeof documents)["\n  mutation AcceptOrder($id: ID!, $minutes: Int!) { acceptOrder(id: $id, preparationMinutes: $minutes) { ...KitchenOrderFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectOrder($id: ID!, $reason: String!) { rejectOrder(id: $id, reason: $reason) { ...KitchenOrderFields } }\n"): (typeof documents)["\n  mutation RejectOrder($id: ID!, $reason: String!) { rejectOrder(id: $id, reason: $reason) { ...KitchenOrderFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartPreparingOrder($id: ID!) { startPreparingOrder(id: $id) { ...KitchenOrderFields } }\n"): (typeof documents)["\n  mutation StartPreparingOrder($id: ID!) { startPreparingOrder(id: $id) { ...KitchenOrderFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkOrderReady($id: ID!) { markOrderReady(id: $id) { ...KitchenOrderFields } }\n"): (typeof documents)["\n  mutation MarkOrderReady($id: ID!) { markOrderReady(id: $id) { ...KitchenOrderFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMenuItemSoldOut($id: ID!, $soldOut: Boolean!) { setMenuItemSoldOut(id: $id, soldOut: $soldOut) { id name isAvailable } }\n"): (typeof documents)["\n  mutation SetMenuItemSoldOut($id: ID!, $soldOut: Boolean!) { setMenuItemSoldOut(id: $id, soldOut: $soldOut) { id name isAvailable } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRestaurantClosedForToday($restaurantId: ID!, $closed: Boolean!) {\n    setRestaurantClosedForToday(restaurantId: $restaurantId, closed: $closed) { id closedForToday closedUntil isOpen isOpenNow }\n  }\n"): (typeof documents)["\n  mutation SetRestaurantClosedForToday($restaurantId: ID!, $closed: Boolean!) {\n    setRestaurantClosedForToday(restaurantId: $restaurantId, closed: $closed) { id closedForToday closedUntil isOpen isOpenNow }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RestaurantOrderChanged($restaurantId: ID!) { restaurantOrderChanged(restaurantId: $restaurantId) { ...KitchenOrderFields } }\n"): (typeof documents)["\n  subscription RestaurantOrderChanged($restaurantId: ID!) { restaurantOrderChanged(restaurantId: $restaurantId) { ...KitchenOrderFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMealReminders($input: MealRemindersInput!) { setMealReminders(input: $input) { breakfast lunch dinner } }\n"): (typeof documents)["\n  mutation SetMealReminders($input: MealRemindersInput!) { setMealReminders(input: $input) { breakfast lunch dinner } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMealReminders { me { id mealReminders { breakfast lunch dinner } } }\n"): (typeof documents)["\n  query MyMealReminders { me { id mealReminders { breakfast lunch dinner } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OptionGroupFields on MenuOptionGroup { id name minChoices maxChoices options { id name extraPrice isAvailable } }\n"): (typeof documents)["\n  fragment OptionGroupFields on MenuOptionGroup { id name minChoices maxChoices options { id name extraPrice isAvailable } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMenuItemOptions($menuItemId: ID!, $groups: [MenuOptionGroupInput!]!) {\n    setMenuItemOptions(menuItemId: $menuItemId, groups: $groups) { id price optionGroups { ...OptionGroupFields } }\n  }\n"): (typeof documents)["\n  mutation SetMenuItemOptions($menuItemId: ID!, $groups: [MenuOptionGroupInput!]!) {\n    setMenuItemOptions(menuItemId: $menuItemId, groups: $groups) { id price optionGroups { ...OptionGroupFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMenuOptionAvailable($optionId: ID!, $isAvailable: Boolean!) {\n    setMenuOptionAvailable(optionId: $optionId, isAvailable: $isAvailable) { id name isAvailable }\n  }\n"): (typeof documents)["\n  mutation SetMenuOptionAvailable($optionId: ID!, $isAvailable: Boolean!) {\n    setMenuOptionAvailable(optionId: $optionId, isAvailable: $isAvailable) { id name isAvailable }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($i: RegisterInput!) {\n    register(input: $i) { message user { id email userName phone role isVerified } }\n  }\n"): (typeof documents)["\n  mutation Register($i: RegisterInput!) {\n    register(input: $i) { message user { id email userName phone role isVerified } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyOtp($i: VerifyOtpInput!) { verifyOtp(input: $i) { message } }\n"): (typeof documents)["\n  mutation VerifyOtp($i: VerifyOtpInput!) { verifyOtp(input: $i) { message } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendOtp($i: EmailInput!) { resendOtp(input: $i) { message } }\n"): (typeof documents)["\n  mutation ResendOtp($i: EmailInput!) { resendOtp(input: $i) { message } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($i: LoginInput!) { login(input: $i) { message user { id email phone role } } }\n"): (typeof documents)["\n  mutation Login($i: LoginInput!) { login(input: $i) { message user { id email phone role } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout { logout { message } }\n"): (typeof documents)["\n  mutation Logout { logout { message } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me { me { id email userName role } }\n"): (typeof documents)["\n  query Me { me { id email userName role } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($i: EmailInput!) { forgotPassword(input: $i) { message } }\n"): (typeof documents)["\n  mutation ForgotPassword($i: EmailInput!) { forgotPassword(input: $i) { message } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($i: ResetPasswordInput!) { resetPassword(input: $i) { message } }\n"): (typeof documents)["\n  mutation ResetPassword($i: ResetPasswordInput!) { resetPassword(input: $i) { message } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPreferredLanguage($language: Language!) { setPreferredLanguage(language: $language) { id email preferredLanguage } }\n"): (typeof documents)["\n  mutation SetPreferredLanguage($language: Language!) { setPreferredLanguage(language: $language) { id email preferredLanguage } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyLanguage { me { id preferredLanguage } }\n"): (typeof documents)["\n  query MyLanguage { me { id preferredLanguage } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserRole($id: ID!, $role: UserRole!) { setUserRole(id: $id, role: $role) { id email role } }\n"): (typeof documents)["\n  mutation SetUserRole($id: ID!, $role: UserRole!) { setUserRole(id: $id, role: $role) { id email role } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddressFields on Address { id address city pincode phone notes latitude longitude createdAt updatedAt }\n"): (typeof documents)["\n  fragment AddressFields on Address { id address city pincode phone notes latitude longitude createdAt updatedAt }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Addresses { addresses { ...AddressFields } }\n"): (typeof documents)["\n  query Addresses { addresses { ...AddressFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddAddress($i: AddressInput!) { addAddress(input: $i) { ...AddressFields } }\n"): (typeof documents)["\n  mutation AddAddress($i: AddressInput!) { addAddress(input: $i) { ...AddressFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAddress($id: ID!, $i: UpdateAddressInput!) { updateAddress(id: $id, input: $i) { ...AddressFields } }\n"): (typeof documents)["\n  mutation UpdateAddress($id: ID!, $i: UpdateAddressInput!) { updateAddress(id: $id, input: $i) { ...AddressFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAddress($id: ID!) { deleteAddress(id: $id) }\n"): (typeof documents)["\n  mutation DeleteAddress($id: ID!) { deleteAddress(id: $id) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestaurantFields on Restaurant {\n    id name description image email phone address category openingTime closingTime priceForTwo discount\n    deliveryTime rating isOpen latitude longitude deliveryRadiusKm\n  }\n"): (typeof documents)["\n  fragment RestaurantFields on Restaurant {\n    id name description image email phone address category openingTime closingTime priceForTwo discount\n    deliveryTime rating isOpen latitude longitude deliveryRadiusKm\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestaurantsNear(\n    $lat: Float!, $lng: Float!, $filter: RestaurantFilterInput, $sort: RestaurantSort, $limit: Int, $offset: Int\n  ) {\n    restaurantsNear(latitude: $lat, longitude: $lng, filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total limit offset items { ...RestaurantFields isOpenNow distanceKm nextOpensAt openingHours { day opens closes } }\n    }\n  }\n"): (typeof documents)["\n  query RestaurantsNear(\n    $lat: Float!, $lng: Float!, $filter: RestaurantFilterInput, $sort: RestaurantSort, $limit: Int, $offset: Int\n  ) {\n    restaurantsNear(latitude: $lat, longitude: $lng, filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total limit offset items { ...RestaurantFields isOpenNow distanceKm nextOpensAt openingHours { day opens closes } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchMenuItems($keyword: String!, $lat: Float!, $lng: Float!, $limit: Int) {\n    searchMenuItems(keyword: $keyword, latitude: $lat, longitude: $lng, limit: $limit) {\n      id name price isAvailable restaurant { id name isOpenNow }\n    }\n  }\n"): (typeof documents)["\n  query SearchMenuItems($keyword: String!, $lat: Float!, $lng: Float!, $limit: Int) {\n    searchMenuItems(keyword: $keyword, latitude: $lat, longitude: $lng, limit: $limit) {\n      id name price isAvailable restaurant { id name isOpenNow }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReverseGeocode($lat: Float!, $lng: Float!) { reverseGeocode(latitude: $lat, longitude: $lng) { town district state } }\n"): (typeof documents)["\n  query ReverseGeocode($lat: Float!, $lng: Float!) { reverseGeocode(latitude: $lat, longitude: $lng) { town district state } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRestaurants($search: String, $limit: Int, $offset: Int) {\n    adminRestaurants(search: $search, limit: $limit, offset: $offset) { total items { id name } }\n  }\n"): (typeof documents)["\n  query AdminRestaurants($search: String, $limit: Int, $offset: Int) {\n    adminRestaurants(search: $search, limit: $limit, offset: $offset) { total items { id name } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRestaurant($i: RestaurantInput!) { createRestaurant(input: $i) { ...RestaurantFields } }\n"): (typeof documents)["\n  mutation CreateRestaurant($i: RestaurantInput!) { createRestaurant(input: $i) { ...RestaurantFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRestaurant($id: ID!, $i: RestaurantUpdateInput!) { updateRestaurant(id: $id, input: $i) { ...RestaurantFields } }\n"): (typeof documents)["\n  mutation UpdateRestaurant($id: ID!, $i: RestaurantUpdateInput!) { updateRestaurant(id: $id, input: $i) { ...RestaurantFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRestaurant($id: ID!) { deleteRestaurant(id: $id) { id message } }\n"): (typeof documents)["\n  mutation DeleteRestaurant($id: ID!) { deleteRestaurant(id: $id) { id message } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MenuItemFields on MenuItem {\n    id restaurantId name description image originalPrice offerPrice price discount isVeg category ingredients\n    preparationTime rating isAvailable\n  }\n"): (typeof documents)["\n  fragment MenuItemFields on MenuItem {\n    id restaurantId name description image originalPrice offerPrice price discount isVeg category ingredients\n    preparationTime rating isAvailable\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMenuItem($r: ID!, $i: MenuItemInput!) { createMenuItem(restaurantId: $r, input: $i) { ...MenuItemFields } }\n"): (typeof documents)["\n  mutation CreateMenuItem($r: ID!, $i: MenuItemInput!) { createMenuItem(restaurantId: $r, input: $i) { ...MenuItemFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMenuItem($r: ID!, $id: ID!, $i: MenuItemUpdateInput!) {\n    updateMenuItem(restaurantId: $r, id: $id, input: $i) { ...MenuItemFields }\n  }\n"): (typeof documents)["\n  mutation UpdateMenuItem($r: ID!, $id: ID!, $i: MenuItemUpdateInput!) {\n    updateMenuItem(restaurantId: $r, id: $id, input: $i) { ...MenuItemFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMenuItem($r: ID!, $id: ID!) { deleteMenuItem(restaurantId: $r, id: $id) { id message } }\n"): (typeof documents)["\n  mutation DeleteMenuItem($r: ID!, $id: ID!) { deleteMenuItem(restaurantId: $r, id: $id) { id message } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Banners { banners { id image position createdAt updatedAt } }\n"): (typeof documents)["\n  query Banners { banners { id image position createdAt updatedAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddBanner($image: String!) { addBanner(image: $image) { id image position } }\n"): (typeof documents)["\n  mutation AddBanner($image: String!) { addBanner(image: $image) { id image position } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBanner($id: ID!) { deleteBanner(id: $id) }\n"): (typeof documents)["\n  mutation DeleteBanner($id: ID!) { deleteBanner(id: $id) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderBanners($ids: [ID!]!) { reorderBanners(ids: $ids) { id position } }\n"): (typeof documents)["\n  mutation ReorderBanners($ids: [ID!]!) { reorderBanners(ids: $ids) { id position } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartFields on Cart {\n    id restaurantId restaurantName restaurantIsOpenNow itemCount itemsTotal deliveryCharge total hasUnavailableItems canCheckout\n    items { id menuItemId name image isVeg restaurantId restaurantName offerPrice originalPrice price quantity lineTotal isAvailable }\n  }\n"): (typeof documents)["\n  fragment CartFields on Cart {\n    id restaurantId restaurantName restaurantIsOpenNow itemCount itemsTotal deliveryCharge total hasUnavailableItems canCheckout\n    items { id menuItemId name image isVeg restaurantId restaurantName offerPrice originalPrice price quantity lineTotal isAvailable }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cart { cart { ...CartFields } }\n"): (typeof documents)["\n  query Cart { cart { ...CartFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToCart($id: ID!, $q: Int, $replace: Boolean) {\n    addToCart(menuItemId: $id, quantity: $q, replaceCart: $replace) { ...CartFields }\n  }\n"): (typeof documents)["\n  mutation AddToCart($id: ID!, $q: Int, $replace: Boolean) {\n    addToCart(menuItemId: $id, quantity: $q, replaceCart: $replace) { ...CartFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderFields on Order {\n    id shortId status restaurantId restaurantName paymentMethod itemsTotal deliveryCharge total rejectionReason\n    createdAt updatedAt allowedNextStatuses\n    lines { menuItemId name image price originalPrice quantity lineTotal }\n    address { addressId address city pincode phone notes }\n    statusHistory { fromStatus toStatus reason changedAt changedByName }\n  }\n"): (typeof documents)["\n  fragment OrderFields on Order {\n    id shortId status restaurantId restaurantName paymentMethod itemsTotal deliveryCharge total rejectionReason\n    createdAt updatedAt allowedNextStatuses\n    lines { menuItemId name image price originalPrice quantity lineTotal }\n    address { addressId address city pincode phone notes }\n    statusHistory { fromStatus toStatus reason changedAt changedByName }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceOrder($i: PlaceOrderInput!) { placeOrder(input: $i) { ...OrderFields } }\n"): (typeof documents)["\n  mutation PlaceOrder($i: PlaceOrderInput!) { placeOrder(input: $i) { ...OrderFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrders($limit: Int, $offset: Int) { myOrders(limit: $limit, offset: $offset) { total limit offset items { ...OrderFields } } }\n"): (typeof documents)["\n  query MyOrders($limit: Int, $offset: Int) { myOrders(limit: $limit, offset: $offset) { total limit offset items { ...OrderFields } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Order($id: ID!) { order(id: $id) { ...OrderFields } }\n"): (typeof documents)["\n  query Order($id: ID!) { order(id: $id) { ...OrderFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrder($id: ID!) { cancelOrder(id: $id) { ...OrderFields } }\n"): (typeof documents)["\n  mutation CancelOrder($id: ID!) { cancelOrder(id: $id) { ...OrderFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!, $reason: String) {\n    updateOrderStatus(id: $id, status: $status, reason: $reason) { status }\n  }\n"): (typeof documents)["\n  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!, $reason: String) {\n    updateOrderStatus(id: $id, status: $status, reason: $reason) { status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrders($f: AdminOrderFilter, $limit: Int, $offset: Int) {\n    adminOrders(filter: $f, limit: $limit, offset: $offset) { total limit offset items { id shortId status total allowedNextStatuses } }\n  }\n"): (typeof documents)["\n  query AdminOrders($f: AdminOrderFilter, $limit: Int, $offset: Int) {\n    adminOrders(filter: $f, limit: $limit, offset: $offset) { total limit offset items { id shortId status total allowedNextStatuses } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrder($id: ID!) { adminOrder(id: $id) { ...OrderFields customer { id name email phone } } }\n"): (typeof documents)["\n  query AdminOrder($id: ID!) { adminOrder(id: $id) { ...OrderFields customer { id name email phone } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard {\n    dashboard {\n      today ordersToday revenueToday waitingForAction days { date orders revenue }\n      byStatus { status count } topItems { menuItemId name quantity revenue }\n    }\n  }\n"): (typeof documents)["\n  query Dashboard {\n    dashboard {\n      today ordersToday revenueToday waitingForAction days { date orders revenue }\n      byStatus { status count } topItems { menuItemId name quantity revenue }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePushSubscription($input: PushSubscriptionInput!) {\n    savePushSubscription(input: $input) { id endpoint userAgent createdAt updatedAt }\n  }\n"): (typeof documents)["\n  mutation SavePushSubscription($input: PushSubscriptionInput!) {\n    savePushSubscription(input: $input) { id endpoint userAgent createdAt updatedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BroadcastFields on Broadcast { id title body audience url sentAt sentByName targeted delivered expired }\n"): (typeof documents)["\n  fragment BroadcastFields on Broadcast { id title body audience url sentAt sentByName targeted delivered expired }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendBroadcast($input: SendBroadcastInput!) { sendBroadcast(input: $input) { ...BroadcastFields } }\n"): (typeof documents)["\n  mutation SendBroadcast($input: SendBroadcastInput!) { sendBroadcast(input: $input) { ...BroadcastFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Broadcasts($limit: Int, $offset: Int) { broadcasts(limit: $limit, offset: $offset) { total items { ...BroadcastFields } } }\n"): (typeof documents)["\n  query Broadcasts($limit: Int, $offset: Int) { broadcasts(limit: $limit, offset: $offset) { total items { ...BroadcastFields } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OrderStatusUpdates { orderUpdated { id status allowedNextStatuses } }\n"): (typeof documents)["\n  subscription OrderStatusUpdates { orderUpdated { id status allowedNextStatuses } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportOrderProblem($orderId: ID!, $input: OrderProblemInput!) {\n    reportOrderProblem(orderId: $orderId, input: $input) {\n      id orderId kind text status answer answeredAt createdAt lines { name quantity }\n    }\n  }\n"): (typeof documents)["\n  mutation ReportOrderProblem($orderId: ID!, $input: OrderProblemInput!) {\n    reportOrderProblem(orderId: $orderId, input: $input) {\n      id orderId kind text status answer answeredAt createdAt lines { name quantity }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerOrderProblem($id: ID!, $text: String!, $resolve: Boolean!) {\n    answerOrderProblem(id: $id, text: $text, resolve: $resolve) { id status answer answeredAt resolvedAt }\n  }\n"): (typeof documents)["\n  mutation AnswerOrderProblem($id: ID!, $text: String!, $resolve: Boolean!) {\n    answerOrderProblem(id: $id, text: $text, resolve: $resolve) { id status answer answeredAt resolvedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HelpQueue($status: OrderProblemStatus) {\n    orderProblems(status: $status) { id kind text status createdAt order { id shortId restaurantName status } lines { name } }\n  }\n"): (typeof documents)["\n  query HelpQueue($status: OrderProblemStatus) {\n    orderProblems(status: $status) { id kind text status createdAt order { id shortId restaurantName status } lines { name } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PickupOrderFields on Order {\n    id status fulfilment deliveryCharge tip total allowedNextStatuses\n    address { address }\n    pickupPlace { restaurantName address latitude longitude directionsUrl }\n    bill { lines { kind amount } total }\n    statusHistory { fromStatus toStatus }\n  }\n"): (typeof documents)["\n  fragment PickupOrderFields on Order {\n    id status fulfilment deliveryCharge tip total allowedNextStatuses\n    address { address }\n    pickupPlace { restaurantName address latitude longitude directionsUrl }\n    bill { lines { kind amount } total }\n    statusHistory { fromStatus toStatus }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlacePickupOrder($i: PlaceOrderInput!) { placeOrder(input: $i) { ...PickupOrderFields } }\n"): (typeof documents)["\n  mutation PlacePickupOrder($i: PlaceOrderInput!) { placeOrder(input: $i) { ...PickupOrderFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PickupOrder($id: ID!) { order(id: $id) { ...PickupOrderFields } }\n"): (typeof documents)["\n  query PickupOrder($id: ID!) { order(id: $id) { ...PickupOrderFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkCollected($orderId: ID!) {\n    markCollected(orderId: $orderId) { id status fulfilment allowedNextStatuses statusHistory { fromStatus toStatus } }\n  }\n"): (typeof documents)["\n  mutation MarkCollected($orderId: ID!) {\n    markCollected(orderId: $orderId) { id status fulfilment allowedNextStatuses statusHistory { fromStatus toStatus } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PickupCartBill($addressId: ID, $fulfilment: Fulfilment) {\n    cart { id bill(addressId: $addressId, fulfilment: $fulfilment) { lines { kind amount } total } }\n  }\n"): (typeof documents)["\n  query PickupCartBill($addressId: ID, $fulfilment: Fulfilment) {\n    cart { id bill(addressId: $addressId, fulfilment: $fulfilment) { lines { kind amount } total } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RateOrder($orderId: ID!, $input: RateOrderInput!) {\n    rateOrder(orderId: $orderId, input: $input) { id orderId foodRating deliveryRating comment likedMenuItemIds reply createdAt }\n  }\n"): (typeof documents)["\n  mutation RateOrder($orderId: ID!, $input: RateOrderInput!) {\n    rateOrder(orderId: $orderId, input: $input) { id orderId foodRating deliveryRating comment likedMenuItemIds reply createdAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderRatingOf($id: ID!) { order(id: $id) { id rating { id foodRating deliveryRating comment likedMenuItemIds } } }\n"): (typeof documents)["\n  query OrderRatingOf($id: ID!) { order(id: $id) { id rating { id foodRating deliveryRating comment likedMenuItemIds } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestaurantReviewsPublic($restaurantId: ID!, $limit: Int, $offset: Int) {\n    reviews(restaurantId: $restaurantId, limit: $limit, offset: $offset) {\n      total\n      items { id firstName createdAt foodRating comment reply }\n    }\n  }\n"): (typeof documents)["\n  query RestaurantReviewsPublic($restaurantId: ID!, $limit: Int, $offset: Int) {\n    reviews(restaurantId: $restaurantId, limit: $limit, offset: $offset) {\n      total\n      items { id firstName createdAt foodRating comment reply }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestaurantReviewsStaff($restaurantId: ID!, $limit: Int, $offset: Int) {\n    restaurantReviews(restaurantId: $restaurantId, limit: $limit, offset: $offset) {\n      total\n      items { id firstName foodRating comment reply isHidden hiddenReason }\n    }\n  }\n"): (typeof documents)["\n  query RestaurantReviewsStaff($restaurantId: ID!, $limit: Int, $offset: Int) {\n    restaurantReviews(restaurantId: $restaurantId, limit: $limit, offset: $offset) {\n      total\n      items { id firstName foodRating comment reply isHidden hiddenReason }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplyToReview($reviewId: ID!, $text: String!) { replyToReview(reviewId: $reviewId, text: $text) { id reply repliedAt } }\n"): (typeof documents)["\n  mutation ReplyToReview($reviewId: ID!, $text: String!) { replyToReview(reviewId: $reviewId, text: $text) { id reply repliedAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HideReview($reviewId: ID!, $reason: String!) { hideReview(reviewId: $reviewId, reason: $reason) { id isHidden hiddenReason } }\n"): (typeof documents)["\n  mutation HideReview($reviewId: ID!, $reason: String!) { hideReview(reviewId: $reviewId, reason: $reason) { id isHidden hiddenReason } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestaurantRating($id: ID!) { restaurant(id: $id) { id rating ratingCount startingRating } }\n"): (typeof documents)["\n  query RestaurantRating($id: ID!) { restaurant(id: $id) { id rating ratingCount startingRating } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RiderRating { riderMe { id averageDeliveryRating deliveryRatingCount } }\n"): (typeof documents)["\n  query RiderRating { riderMe { id averageDeliveryRating deliveryRatingCount } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RiderPaySettingsDocument { riderPaySettings { riderBaseFee riderBaseDistanceKm riderPerKmFee } }\n"): (typeof documents)["\n  query RiderPaySettingsDocument { riderPaySettings { riderBaseFee riderBaseDistanceKm riderPerKmFee } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRiderPaySettingsDocument($input: RiderPaySettingsInput!) {\n    updateRiderPaySettings(input: $input) { riderBaseFee riderBaseDistanceKm riderPerKmFee }\n  }\n"): (typeof documents)["\n  mutation UpdateRiderPaySettingsDocument($input: RiderPaySettingsInput!) {\n    updateRiderPaySettings(input: $input) { riderBaseFee riderBaseDistanceKm riderPerKmFee }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RiderEarningsDocument($riderId: ID!, $from: String!, $to: String!) {\n    riderEarnings(riderId: $riderId, from: $from, to: $to) { deliveries distanceKm fees tips corrections total }\n  }\n"): (typeof documents)["\n  query RiderEarningsDocument($riderId: ID!, $from: String!, $to: String!) {\n    riderEarnings(riderId: $riderId, from: $from, to: $to) { deliveries distanceKm fees tips corrections total }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RiderPayoutsDocument($from: String!, $to: String!) {\n    riderPayouts(from: $from, to: $to) {\n      id riderId riderName weekStart weekEnd isClosed deliveries distanceKm fees tips corrections total paidOn paidReference\n    }\n  }\n"): (typeof documents)["\n  query RiderPayoutsDocument($from: String!, $to: String!) {\n    riderPayouts(from: $from, to: $to) {\n      id riderId riderName weekStart weekEnd isClosed deliveries distanceKm fees tips corrections total paidOn paidReference\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkRiderPaidDocument($riderId: ID!, $weekStart: String!, $reference: String!, $paidOn: String!) {\n    markRiderPaid(riderId: $riderId, weekStart: $weekStart, reference: $reference, paidOn: $paidOn) { id total paidOn paidReference }\n  }\n"): (typeof documents)["\n  mutation MarkRiderPaidDocument($riderId: ID!, $weekStart: String!, $reference: String!, $paidOn: String!) {\n    markRiderPaid(riderId: $riderId, weekStart: $weekStart, reference: $reference, paidOn: $paidOn) { id total paidOn paidReference }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RiderFields on Rider { id name phone onShift cashInHand openDeliveries }\n"): (typeof documents)["\n  fragment RiderFields on Rider { id name phone onShift cashInHand openDeliveries }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeliveryFields on Order {\n    id shortId status total allowedNextStatuses assignedAt pickedUpAt deliveredAt cashCollected cashNote deliveryFailureReason recipientName\n    rider { ...RiderFields }\n    riderPosition { latitude longitude recordedAt distanceKm estimatedArrivalAt }\n    pickup { name address phone latitude longitude }\n  }\n"): (typeof documents)["\n  fragment DeliveryFields on Order {\n    id shortId status total allowedNextStatuses assignedAt pickedUpAt deliveredAt cashCollected cashNote deliveryFailureReason recipientName\n    rider { ...RiderFields }\n    riderPosition { latitude longitude recordedAt distanceKm estimatedArrivalAt }\n    pickup { name address phone latitude longitude }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Riders($onShift: Boolean) { riders(onShift: $onShift) { ...RiderFields } }\n"): (typeof documents)["\n  query Riders($onShift: Boolean) { riders(onShift: $onShift) { ...RiderFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RiderMe { riderMe { ...RiderFields } }\n"): (typeof documents)["\n  query RiderMe { riderMe { ...RiderFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RiderOrders { riderOrders { ...DeliveryFields } }\n"): (typeof documents)["\n  query RiderOrders { riderOrders { ...DeliveryFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RiderOrdersAddress { riderOrders { id recipientName address { address city pincode phone notes latitude longitude } } }\n"): (typeof documents)["\n  query RiderOrdersAddress { riderOrders { id recipientName address { address city pincode phone notes latitude longitude } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RiderDeliveredToday { riderDeliveredToday { ...DeliveryFields } }\n"): (typeof documents)["\n  query RiderDeliveredToday { riderDeliveredToday { ...DeliveryFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RiderDeliveredTodayAddress { riderDeliveredToday { id recipientName address { address phone } } }\n"): (typeof documents)["\n  query RiderDeliveredTodayAddress { riderDeliveredToday { id recipientName address { address phone } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerDelivery($id: ID!) { order(id: $id) { ...DeliveryFields address { address phone latitude longitude } } }\n"): (typeof documents)["\n  query CustomerDelivery($id: ID!) { order(id: $id) { ...DeliveryFields address { address phone latitude longitude } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfficeDelivery($search: String!) {\n    adminOrders(filter: { search: $search }) {\n      items { ...DeliveryFields statusHistory { fromStatus toStatus reason changedByName } }\n    }\n  }\n"): (typeof documents)["\n  query OfficeDelivery($search: String!) {\n    adminOrders(filter: { search: $search }) {\n      items { ...DeliveryFields statusHistory { fromStatus toStatus reason changedByName } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRiderOnShift($onShift: Boolean!) { setRiderOnShift(onShift: $onShift) { ...RiderFields } }\n"): (typeof documents)["\n  mutation SetRiderOnShift($onShift: Boolean!) { setRiderOnShift(onShift: $onShift) { ...RiderFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignRider($orderId: ID!, $riderId: ID!) { assignRider(orderId: $orderId, riderId: $riderId) { ...DeliveryFields } }\n"): (typeof documents)["\n  mutation AssignRider($orderId: ID!, $riderId: ID!) { assignRider(orderId: $orderId, riderId: $riderId) { ...DeliveryFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnassignRider($orderId: ID!) { unassignRider(orderId: $orderId) { ...DeliveryFields } }\n"): (typeof documents)["\n  mutation UnassignRider($orderId: ID!) { unassignRider(orderId: $orderId) { ...DeliveryFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkPickedUp($orderId: ID!) { markPickedUp(orderId: $orderId) { ...DeliveryFields } }\n"): (typeof documents)["\n  mutation MarkPickedUp($orderId: ID!) { markPickedUp(orderId: $orderId) { ...DeliveryFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkDelivered($orderId: ID!, $cash: Float!, $note: String) {\n    markDelivered(orderId: $orderId, cashCollected: $cash, note: $note) { ...DeliveryFields }\n  }\n"): (typeof documents)["\n  mutation MarkDelivered($orderId: ID!, $cash: Float!, $note: String) {\n    markDelivered(orderId: $orderId, cashCollected: $cash, note: $note) { ...DeliveryFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkDeliveryFailed($orderId: ID!, $reason: String!) { markDeliveryFailed(orderId: $orderId, reason: $reason) { ...DeliveryFields } }\n"): (typeof documents)["\n  mutation MarkDeliveryFailed($orderId: ID!, $reason: String!) { markDeliveryFailed(orderId: $orderId, reason: $reason) { ...DeliveryFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShareRiderPosition($lat: Float!, $lng: Float!, $accuracy: Float) {\n    shareRiderPosition(latitude: $lat, longitude: $lng, accuracy: $accuracy) {\n      id status riderPosition { latitude longitude recordedAt distanceKm estimatedArrivalAt }\n    }\n  }\n"): (typeof documents)["\n  mutation ShareRiderPosition($lat: Float!, $lng: Float!, $accuracy: Float) {\n    shareRiderPosition(latitude: $lat, longitude: $lng, accuracy: $accuracy) {\n      id status riderPosition { latitude longitude recordedAt distanceKm estimatedArrivalAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HandoverFields on CashHandover { id riderId amount expected difference note recordedByName createdAt }\n"): (typeof documents)["\n  fragment HandoverFields on CashHandover { id riderId amount expected difference note recordedByName createdAt }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordCashHandover($riderId: ID!, $amount: Float!, $note: String, $key: String) {\n    recordCashHandover(riderId: $riderId, amount: $amount, note: $note, idempotencyKey: $key) { ...HandoverFields }\n  }\n"): (typeof documents)["\n  mutation RecordCashHandover($riderId: ID!, $amount: Float!, $note: String, $key: String) {\n    recordCashHandover(riderId: $riderId, amount: $amount, note: $note, idempotencyKey: $key) { ...HandoverFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CashSummaryFields on RiderCashSummary {\n    date deliveries failedDeliveries expectedCash collected handedOver difference cashInHand\n    rider { ...RiderFields }\n    handovers { ...HandoverFields }\n  }\n"): (typeof documents)["\n  fragment CashSummaryFields on RiderCashSummary {\n    date deliveries failedDeliveries expectedCash collected handedOver difference cashInHand\n    rider { ...RiderFields }\n    handovers { ...HandoverFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RiderCashSummary($riderId: ID!, $date: String!) { riderCashSummary(riderId: $riderId, date: $date) { ...CashSummaryFields } }\n"): (typeof documents)["\n  query RiderCashSummary($riderId: ID!, $date: String!) { riderCashSummary(riderId: $riderId, date: $date) { ...CashSummaryFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RiderCashSummaries($date: String!) { riderCashSummaries(date: $date) { ...CashSummaryFields } }\n"): (typeof documents)["\n  query RiderCashSummaries($date: String!) { riderCashSummaries(date: $date) { ...CashSummaryFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeliveryDashboard {\n    dashboard { averageMinutesToDoor failedDeliveries riders { riderId name deliveries failedDeliveries averageMinutesToDoor } }\n  }\n"): (typeof documents)["\n  query DeliveryDashboard {\n    dashboard { averageMinutesToDoor failedDeliveries riders { riderId name deliveries failedDeliveries averageMinutesToDoor } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MapSettings { mapSettings { tileUrl attribution } }\n"): (typeof documents)["\n  query MapSettings { mapSettings { tileUrl attribution } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RiderOrderChanged { riderOrderChanged { orderId status assignedToMe } }\n"): (typeof documents)["\n  subscription RiderOrderChanged { riderOrderChanged { orderId status assignedToMe } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OrderDeliveryUpdates {\n    orderUpdated { id status rider { name phone onShift cashInHand } riderPosition { latitude longitude distanceKm estimatedArrivalAt } }\n  }\n"): (typeof documents)["\n  subscription OrderDeliveryUpdates {\n    orderUpdated { id status rider { name phone onShift cashInHand } riderPosition { latitude longitude distanceKm estimatedArrivalAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestaurantStatementsDocument($restaurantId: ID!, $from: String!, $to: String!) {\n    restaurantStatements(restaurantId: $restaurantId, from: $from, to: $to) {\n      id restaurantId restaurantName weekStart weekEnd ordersDelivered foodValue restaurantDiscounts commission commissionTax corrections collectedAtCounter payable paidOn paidReference\n    }\n  }\n"): (typeof documents)["\n  query RestaurantStatementsDocument($restaurantId: ID!, $from: String!, $to: String!) {\n    restaurantStatements(restaurantId: $restaurantId, from: $from, to: $to) {\n      id restaurantId restaurantName weekStart weekEnd ordersDelivered foodValue restaurantDiscounts commission commissionTax corrections collectedAtCounter payable paidOn paidReference\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkStatementPaidDocument($statementId: ID!, $reference: String!, $paidOn: String!) {\n    markStatementPaid(statementId: $statementId, reference: $reference, paidOn: $paidOn) { id payable paidOn paidReference }\n  }\n"): (typeof documents)["\n  mutation MarkStatementPaidDocument($statementId: ID!, $reference: String!, $paidOn: String!) {\n    markStatementPaid(statementId: $statementId, reference: $reference, paidOn: $paidOn) { id payable paidOn paidReference }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayoutStatementsDocument($from: String!, $to: String!) {\n    payoutStatements(from: $from, to: $to) { id restaurantId restaurantName weekStart payable paidOn }\n  }\n"): (typeof documents)["\n  query PayoutStatementsDocument($from: String!, $to: String!) {\n    payoutStatements(from: $from, to: $to) { id restaurantId restaurantName weekStart payable paidOn }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordLedgerCorrectionDocument($input: LedgerCorrectionInput!) {\n    recordLedgerCorrection(input: $input) { id account amount reason orderId restaurantId riderId weekStart }\n  }\n"): (typeof documents)["\n  mutation RecordLedgerCorrectionDocument($input: LedgerCorrectionInput!) {\n    recordLedgerCorrection(input: $input) { id account amount reason orderId restaurantId riderId weekStart }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MoneySummaryDocument($from: String!, $to: String!) {\n    moneySummary(from: $from, to: $to) { from to collectedCash collectedUpi commissionEarned payableToRestaurants payableToRiders tips }\n  }\n"): (typeof documents)["\n  query MoneySummaryDocument($from: String!, $to: String!) {\n    moneySummary(from: $from, to: $to) { from to collectedCash collectedUpi commissionEarned payableToRestaurants payableToRiders tips }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StatementCorrectionLinesDocument($restaurantId: ID!, $from: String!, $to: String!) {\n    restaurantStatements(restaurantId: $restaurantId, from: $from, to: $to) { id weekStart corrections correctionLines { amount reason } }\n  }\n"): (typeof documents)["\n  query StatementCorrectionLinesDocument($restaurantId: ID!, $from: String!, $to: String!) {\n    restaurantStatements(restaurantId: $restaurantId, from: $from, to: $to) { id weekStart corrections correctionLines { amount reason } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UpiPaymentFields on Order { id status total payAtDoorBy paidBy upiReference cashCollected upiConfirmedAt }\n"): (typeof documents)["\n  fragment UpiPaymentFields on Order { id status total payAtDoorBy paidBy upiReference cashCollected upiConfirmedAt }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UpiAtDoor { upiAtDoor { upiId payeeName } }\n"): (typeof documents)["\n  query UpiAtDoor { upiAtDoor { upiId payeeName } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUpiSettings($input: PayoutSettingsInput!) {\n    updatePayoutSettings(input: $input) { defaultCommissionPercent upiId upiPayeeName }\n  }\n"): (typeof documents)["\n  mutation SetUpiSettings($input: PayoutSettingsInput!) {\n    updatePayoutSettings(input: $input) { defaultCommissionPercent upiId upiPayeeName }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UpiPayoutSettings { payoutSettings { defaultCommissionPercent upiId upiPayeeName } }\n"): (typeof documents)["\n  query UpiPayoutSettings { payoutSettings { defaultCommissionPercent upiId upiPayeeName } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceOrderPaying($i: PlaceOrderInput!) { placeOrder(input: $i) { ...UpiPaymentFields } }\n"): (typeof documents)["\n  mutation PlaceOrderPaying($i: PlaceOrderInput!) { placeOrder(input: $i) { ...UpiPaymentFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderPayment($id: ID!) { order(id: $id) { ...UpiPaymentFields } }\n"): (typeof documents)["\n  query OrderPayment($id: ID!) { order(id: $id) { ...UpiPaymentFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RiderOrdersPaying { riderOrders { ...UpiPaymentFields } }\n"): (typeof documents)["\n  query RiderOrdersPaying { riderOrders { ...UpiPaymentFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkDeliveredPaid($orderId: ID!, $cash: Float!, $paidBy: PaymentCollection, $ref: String, $note: String) {\n    markDelivered(orderId: $orderId, cashCollected: $cash, paidBy: $paidBy, upiReference: $ref, note: $note) { ...UpiPaymentFields }\n  }\n"): (typeof documents)["\n  mutation MarkDeliveredPaid($orderId: ID!, $cash: Float!, $paidBy: PaymentCollection, $ref: String, $note: String) {\n    markDelivered(orderId: $orderId, cashCollected: $cash, paidBy: $paidBy, upiReference: $ref, note: $note) { ...UpiPaymentFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UpiCollections($date: String!, $limit: Int, $offset: Int) {\n    upiCollections(date: $date, limit: $limit, offset: $offset) {\n      total amount limit offset\n      items { id shortId riderId riderName amount upiReference deliveredAt confirmedAt confirmedByName duplicateReference }\n    }\n  }\n"): (typeof documents)["\n  query UpiCollections($date: String!, $limit: Int, $offset: Int) {\n    upiCollections(date: $date, limit: $limit, offset: $offset) {\n      total amount limit offset\n      items { id shortId riderId riderName amount upiReference deliveredAt confirmedAt confirmedByName duplicateReference }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmUpiPayment($orderId: ID!) { confirmUpiPayment(orderId: $orderId) { ...UpiPaymentFields } }\n"): (typeof documents)["\n  mutation ConfirmUpiPayment($orderId: ID!) { confirmUpiPayment(orderId: $orderId) { ...UpiPaymentFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookFields on Webhook { id url events restaurantIds active createdAt deletedAt failing failingSince lastDeliveryAt }\n"): (typeof documents)["\n  fragment WebhookFields on Webhook { id url events restaurantIds active createdAt deletedAt failing failingSince lastDeliveryAt }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhook($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { ...WebhookFields } signingSecret } }\n"): (typeof documents)["\n  mutation CreateWebhook($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { ...WebhookFields } signingSecret } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Webhooks { webhooks { ...WebhookFields } }\n"): (typeof documents)["\n  query Webhooks { webhooks { ...WebhookFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhook($id: ID!) { deleteWebhook(id: $id) { ...WebhookFields } }\n"): (typeof documents)["\n  mutation DeleteWebhook($id: ID!) { deleteWebhook(id: $id) { ...WebhookFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id webhookId eventType eventId status nextAttemptAt createdAt\n    attempts { attemptedAt statusCode error succeeded redelivery }\n  }\n"): (typeof documents)["\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id webhookId eventType eventId status nextAttemptAt createdAt\n    attempts { attemptedAt statusCode error succeeded redelivery }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($webhookId: ID!, $limit: Int, $offset: Int) {\n    webhookDeliveries(webhookId: $webhookId, limit: $limit, offset: $offset) { total limit offset items { ...WebhookDeliveryFields } }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($webhookId: ID!, $limit: Int, $offset: Int) {\n    webhookDeliveries(webhookId: $webhookId, limit: $limit, offset: $offset) { total limit offset items { ...WebhookDeliveryFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeliverWebhook($deliveryId: ID!) { redeliverWebhook(deliveryId: $deliveryId) { ...WebhookDeliveryFields } }\n"): (typeof documents)["\n  mutation RedeliverWebhook($deliveryId: ID!) { redeliverWebhook(deliveryId: $deliveryId) { ...WebhookDeliveryFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadImage($file: Upload!, $purpose: ImagePurpose!) {\n    uploadImage(file: $file, purpose: $purpose) { url width height bytes }\n  }\n"): (typeof documents)["\n  mutation UploadImage($file: Upload!, $purpose: ImagePurpose!) {\n    uploadImage(file: $file, purpose: $purpose) { url width height bytes }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestaurantHours($id: ID!) {\n    restaurant(id: $id) { id isOpenNow nextOpensAt openingTime closingTime openingHours { day opens closes } }\n  }\n"): (typeof documents)["\n  query RestaurantHours($id: ID!) {\n    restaurant(id: $id) { id isOpenNow nextOpensAt openingTime closingTime openingHours { day opens closes } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOpeningHours($id: ID!, $periods: [OpeningPeriodInput!]!) {\n    setOpeningHours(restaurantId: $id, periods: $periods) { id isOpenNow openingTime closingTime openingHours { day opens closes } }\n  }\n"): (typeof documents)["\n  mutation SetOpeningHours($id: ID!, $periods: [OpeningPeriodInput!]!) {\n    setOpeningHours(restaurantId: $id, periods: $periods) { id isOpenNow openingTime closingTime openingHours { day opens closes } }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;