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
    "\n  fragment ApiKeyDays_ApiKey on ApiKey {\n    id\n    name\n    requestsPerDay(days: 14) {\n      date\n      requests\n      rateLimited\n    }\n  }\n": typeof types.ApiKeyDays_ApiKeyFragmentDoc,
    "\n  query AdminApiKeys {\n    apiKeys {\n      id\n      ...ApiKeyList_ApiKey\n      ...ApiKeyDays_ApiKey\n    }\n  }\n": typeof types.AdminApiKeysDocument,
    "\n  mutation AdminCreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      apiKey {\n        id\n        name\n      }\n      secret\n    }\n  }\n": typeof types.AdminCreateApiKeyDocument,
    "\n  mutation AdminRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      ...ApiKeyList_ApiKey\n    }\n  }\n": typeof types.AdminRevokeApiKeyDocument,
    "\n  fragment ApiKeyList_ApiKey on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    restaurants {\n      id\n      name\n    }\n    requestsPerMinute\n    requestsToday\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n": typeof types.ApiKeyList_ApiKeyFragmentDoc,
    "\n  query AdminAuditLog($filter: AuditFilter, $limit: Int!, $offset: Int!) {\n    auditLog(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      limit\n      offset\n      items {\n        id\n        ...AuditEntries_AuditEntry\n      }\n    }\n  }\n": typeof types.AdminAuditLogDocument,
    "\n  fragment AuditEntries_AuditEntry on AuditEntry {\n    id\n    at\n    actorKind\n    actorName\n    action\n    entityType\n    entityName\n    changes {\n      field\n      before\n      after\n    }\n  }\n": typeof types.AuditEntries_AuditEntryFragmentDoc,
    "\n  query AdminCatalogueBanners {\n    banners {\n      id\n      image\n      position\n    }\n  }\n": typeof types.AdminCatalogueBannersDocument,
    "\n  mutation AdminCatalogueAddBanner($image: String!) {\n    addBanner(image: $image) {\n      id\n      image\n      position\n    }\n  }\n": typeof types.AdminCatalogueAddBannerDocument,
    "\n  mutation AdminCatalogueDeleteBanner($id: ID!) {\n    deleteBanner(id: $id)\n  }\n": typeof types.AdminCatalogueDeleteBannerDocument,
    "\n  mutation AdminCatalogueReorderBanners($ids: [ID!]!) {\n    reorderBanners(ids: $ids) {\n      id\n      image\n      position\n    }\n  }\n": typeof types.AdminCatalogueReorderBannersDocument,
    "\n  query AdminRiderCashSummaries($date: String!) {\n    riderCashSummaries(date: $date) {\n      ...CashPage_RiderCashSummary @unmask\n    }\n  }\n": typeof types.AdminRiderCashSummariesDocument,
    "\n  mutation AdminRecordCashHandover($riderId: ID!, $amount: Float!, $note: String, $idempotencyKey: String) {\n    recordCashHandover(riderId: $riderId, amount: $amount, note: $note, idempotencyKey: $idempotencyKey) {\n      id\n      ...CashHandoverList_CashHandover @unmask\n    }\n  }\n": typeof types.AdminRecordCashHandoverDocument,
    "\n  query AdminUpiCollections($date: String!, $limit: Int!, $offset: Int!) {\n    upiCollections(date: $date, limit: $limit, offset: $offset) {\n      total\n      amount\n      items {\n        id\n        ...UpiCollections_UpiCollection @unmask\n      }\n    }\n  }\n": typeof types.AdminUpiCollectionsDocument,
    "\n  mutation AdminConfirmUpiPayment($orderId: ID!) {\n    confirmUpiPayment(orderId: $orderId) {\n      id\n      upiConfirmedAt\n    }\n  }\n": typeof types.AdminConfirmUpiPaymentDocument,
    "\n  fragment CashHandoverList_CashHandover on CashHandover {\n    id\n    amount\n    expected\n    difference\n    note\n    recordedByName\n    createdAt\n  }\n": typeof types.CashHandoverList_CashHandoverFragmentDoc,
    "\n  fragment CashPage_RiderCashSummary on RiderCashSummary {\n    date\n    deliveries\n    failedDeliveries\n    expectedCash\n    tips\n    collected\n    handedOver\n    difference\n    cashInHand\n    rider {\n      id\n      name\n      phone\n      onShift\n      cashInHand\n    }\n    handovers {\n      id\n      ...CashHandoverList_CashHandover @unmask\n    }\n  }\n": typeof types.CashPage_RiderCashSummaryFragmentDoc,
    "\n  fragment UpiCollections_UpiCollection on UpiCollection {\n    id\n    shortId\n    riderName\n    amount\n    upiReference\n    deliveredAt\n    confirmedAt\n    confirmedByName\n    duplicateReference\n  }\n": typeof types.UpiCollections_UpiCollectionFragmentDoc,
    "\n  query AdminCharges {\n    deliverySettings {\n      ...DeliverySettingsForm_DeliverySettings @unmask\n    }\n    taxSettings {\n      ...TaxSettingsForm_TaxSettings @unmask\n    }\n    riderPaySettings {\n      ...RiderPaySettingsForm_RiderPaySettings @unmask\n    }\n  }\n": typeof types.AdminChargesDocument,
    "\n  mutation AdminUpdateDeliverySettings($input: DeliverySettingsInput!) {\n    updateDeliverySettings(input: $input) {\n      ...DeliverySettingsForm_DeliverySettings @unmask\n    }\n  }\n": typeof types.AdminUpdateDeliverySettingsDocument,
    "\n  mutation AdminUpdateTaxSettings($input: TaxSettingsInput!) {\n    updateTaxSettings(input: $input) {\n      ...TaxSettingsForm_TaxSettings @unmask\n    }\n  }\n": typeof types.AdminUpdateTaxSettingsDocument,
    "\n  fragment DeliverySettingsForm_DeliverySettings on DeliverySettings {\n    baseFee\n    baseDistanceKm\n    perKmFee\n    freeAbove\n  }\n": typeof types.DeliverySettingsForm_DeliverySettingsFragmentDoc,
    "\n  fragment PayoutSettingsForm_PayoutSettings on PayoutSettings {\n    defaultCommissionPercent\n    upiId\n    upiPayeeName\n  }\n": typeof types.PayoutSettingsForm_PayoutSettingsFragmentDoc,
    "\n  query AdminPayoutSettings {\n    payoutSettings {\n      ...PayoutSettingsForm_PayoutSettings @unmask\n    }\n  }\n": typeof types.AdminPayoutSettingsDocument,
    "\n  mutation AdminUpdatePayoutSettings($input: PayoutSettingsInput!) {\n    updatePayoutSettings(input: $input) {\n      ...PayoutSettingsForm_PayoutSettings @unmask\n    }\n  }\n": typeof types.AdminUpdatePayoutSettingsDocument,
    "\n  fragment RiderPaySettingsForm_RiderPaySettings on RiderPaySettings {\n    riderBaseFee\n    riderBaseDistanceKm\n    riderPerKmFee\n  }\n": typeof types.RiderPaySettingsForm_RiderPaySettingsFragmentDoc,
    "\n  mutation AdminUpdateRiderPaySettings($input: RiderPaySettingsInput!) {\n    updateRiderPaySettings(input: $input) {\n      ...RiderPaySettingsForm_RiderPaySettings @unmask\n    }\n  }\n": typeof types.AdminUpdateRiderPaySettingsDocument,
    "\n  fragment TaxSettingsForm_TaxSettings on TaxSettings {\n    gstin\n    legalName\n    address\n    foodTaxPercent\n    deliveryTaxPercent\n    pricesIncludeTax\n  }\n": typeof types.TaxSettingsForm_TaxSettingsFragmentDoc,
    "\n  query AdminWebhookRestaurant($id: ID!) {\n    restaurant(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.AdminWebhookRestaurantDocument,
    "\n  query AdminRestaurantPicker($search: String) {\n    adminRestaurants(search: $search, limit: 50) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AdminRestaurantPickerDocument,
    "\n  mutation AdminUploadImage($file: Upload!, $purpose: ImagePurpose!) {\n    uploadImage(file: $file, purpose: $purpose) {\n      url\n    }\n  }\n": typeof types.AdminUploadImageDocument,
    "\n  query AdminOpsDashboard {\n    dashboard {\n      today\n      ordersToday\n      revenueToday\n      waitingForAction\n      byStatus {\n        status\n        count\n      }\n      days {\n        date\n        orders\n        revenue\n      }\n      topItems {\n        menuItemId\n        name\n        quantity\n        revenue\n      }\n      ...DeliveriesCard_OrderDashboard @unmask\n    }\n  }\n": typeof types.AdminOpsDashboardDocument,
    "\n  fragment DeliveriesCard_OrderDashboard on OrderDashboard {\n    failedDeliveries\n    averageMinutesToDoor\n    riders {\n      riderId\n      name\n      deliveries\n      failedDeliveries\n      averageMinutesToDoor\n    }\n  }\n": typeof types.DeliveriesCard_OrderDashboardFragmentDoc,
    "\n  query AdminMoneySummary($from: String!, $to: String!) {\n    moneySummary(from: $from, to: $to) {\n      from\n      to\n      collectedCash\n      collectedUpi\n      commissionEarned\n      payableToRestaurants\n      payableToRiders\n      tips\n    }\n  }\n": typeof types.AdminMoneySummaryDocument,
    "\n  mutation AdminAnswerOrderProblem($id: ID!, $text: String!, $resolve: Boolean!) {\n    answerOrderProblem(id: $id, text: $text, resolve: $resolve) {\n      id\n      ...OrderProblemFields\n    }\n  }\n": typeof types.AdminAnswerOrderProblemDocument,
    "\n  query AdminOrderProblems($status: OrderProblemStatus, $limit: Int) {\n    orderProblems(status: $status, limit: $limit) {\n      id\n      ...OrderProblemFields\n      order {\n        id\n        restaurantName\n        status\n      }\n    }\n  }\n": typeof types.AdminOrderProblemsDocument,
    "\n  query AdminCatalogueRestaurantMenu($id: ID!) {\n    restaurant(id: $id) {\n      id\n      name\n      address\n      menuItems {\n        id\n        ...MenuItemAdminCard_MenuItem\n        ...MenuItemSheet_MenuItem\n      }\n    }\n  }\n": typeof types.AdminCatalogueRestaurantMenuDocument,
    "\n  query AdminCatalogueMenuCategories {\n    menuCategories {\n      id\n      label\n    }\n  }\n": typeof types.AdminCatalogueMenuCategoriesDocument,
    "\n  mutation AdminCatalogueCreateMenuItem($restaurantId: ID!, $input: MenuItemInput!) {\n    createMenuItem(restaurantId: $restaurantId, input: $input) {\n      id\n    }\n  }\n": typeof types.AdminCatalogueCreateMenuItemDocument,
    "\n  mutation AdminCatalogueUpdateMenuItem($restaurantId: ID!, $id: ID!, $input: MenuItemUpdateInput!) {\n    updateMenuItem(restaurantId: $restaurantId, id: $id, input: $input) {\n      id\n      ...MenuItemAdminCard_MenuItem\n      ...MenuItemSheet_MenuItem\n    }\n  }\n": typeof types.AdminCatalogueUpdateMenuItemDocument,
    "\n  mutation AdminCatalogueDeleteMenuItem($restaurantId: ID!, $id: ID!) {\n    deleteMenuItem(restaurantId: $restaurantId, id: $id) {\n      id\n      message\n    }\n  }\n": typeof types.AdminCatalogueDeleteMenuItemDocument,
    "\n  fragment MenuItemAdminCard_MenuItem on MenuItem {\n    id\n    image\n    name\n    discount\n    isAvailable\n    isVeg\n    category\n    price\n    originalPrice\n    preparationTime\n    rating\n  }\n": typeof types.MenuItemAdminCard_MenuItemFragmentDoc,
    "\n  mutation AdminCatalogueSetMenuItemOptions($menuItemId: ID!, $groups: [MenuOptionGroupInput!]!) {\n    setMenuItemOptions(menuItemId: $menuItemId, groups: $groups) {\n      id\n      optionGroups {\n        ...MenuOptionGroupFields @unmask\n      }\n    }\n  }\n": typeof types.AdminCatalogueSetMenuItemOptionsDocument,
    "\n  fragment MenuItemSheet_MenuItem on MenuItem {\n    id\n    image\n    name\n    description\n    originalPrice\n    offerPrice\n    isVeg\n    category\n    ingredients\n    preparationTime\n    rating\n    isAvailable\n    availableFrom\n    availableUntil\n    optionGroups {\n      ...MenuOptionGroupFields @unmask\n    }\n  }\n": typeof types.MenuItemSheet_MenuItemFragmentDoc,
    "\n  query AdminBroadcasts($limit: Int!, $offset: Int!) {\n    broadcasts(limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        title\n        body\n        audience\n        url\n        sentAt\n        sentByName\n        targeted\n        delivered\n        expired\n      }\n    }\n  }\n": typeof types.AdminBroadcastsDocument,
    "\n  mutation AdminSendBroadcast($input: SendBroadcastInput!) {\n    sendBroadcast(input: $input) {\n      id\n      targeted\n      delivered\n    }\n  }\n": typeof types.AdminSendBroadcastDocument,
    "\n  query AdminCoupons($limit: Int!, $offset: Int!) {\n    coupons(limit: $limit, offset: $offset) {\n      id\n      ...CouponList_Coupon\n    }\n  }\n": typeof types.AdminCouponsDocument,
    "\n  mutation AdminCreateCoupon($input: CouponInput!) {\n    createCoupon(input: $input) {\n      id\n      ...CouponList_Coupon\n    }\n  }\n": typeof types.AdminCreateCouponDocument,
    "\n  mutation AdminUpdateCoupon($id: ID!, $input: CouponInput!) {\n    updateCoupon(id: $id, input: $input) {\n      id\n      ...CouponList_Coupon\n    }\n  }\n": typeof types.AdminUpdateCouponDocument,
    "\n  mutation AdminSetCouponActive($id: ID!, $isActive: Boolean!) {\n    setCouponActive(id: $id, isActive: $isActive) {\n      id\n      ...CouponList_Coupon\n    }\n  }\n": typeof types.AdminSetCouponActiveDocument,
    "\n  fragment CouponList_Coupon on Coupon {\n    id\n    code\n    description\n    kind\n    value\n    maxDiscount\n    minOrder\n    validFrom\n    validUntil\n    usageLimit\n    perCustomerLimit\n    firstOrderOnly\n    restaurantIds\n    weekdays\n    isActive\n    usedCount\n  }\n": typeof types.CouponList_CouponFragmentDoc,
    "\n  fragment AssignRiderPicker_Rider on Rider {\n    id\n    name\n    phone\n    openDeliveries\n    cashInHand\n  }\n": typeof types.AssignRiderPicker_RiderFragmentDoc,
    "\n  query AdminRidersOnShift {\n    riders(onShift: true) {\n      id\n      ...AssignRiderPicker_Rider\n    }\n  }\n": typeof types.AdminRidersOnShiftDocument,
    "\n  mutation AdminAssignRider($orderId: ID!, $riderId: ID!) {\n    assignRider(orderId: $orderId, riderId: $riderId) {\n      id\n      ...OrdersList_Order\n      ...OrderStatusActions_Order\n      ...OrderDelivery_Order\n    }\n  }\n": typeof types.AdminAssignRiderDocument,
    "\n  subscription AdminOrderPlaced {\n    orderPlaced {\n      id\n      ...OrdersList_Order @unmask\n      ...OrderStatusActions_Order @unmask\n      ...OrderDelivery_Order @unmask\n      ...OrderBill_Order @unmask\n    }\n  }\n": typeof types.AdminOrderPlacedDocument,
    "\n  subscription AdminOrderUpdated {\n    orderUpdated {\n      id\n      ...OrdersList_Order\n      ...OrderStatusActions_Order\n      ...OrderSummary_Order\n      ...OrderStatusHistory_Order\n      ...OrderDelivery_Order\n    }\n  }\n": typeof types.AdminOrderUpdatedDocument,
    "\n  fragment OrderBill_Order on Order {\n    id\n    bill {\n      ...BillLines_Bill @unmask\n    }\n  }\n": typeof types.OrderBill_OrderFragmentDoc,
    "\n  fragment OrderCustomer_Order on Order {\n    id\n    customer {\n      id\n      name\n      email\n      phone\n    }\n  }\n": typeof types.OrderCustomer_OrderFragmentDoc,
    "\n  fragment OrderDelivery_Order on Order {\n    id\n    status\n    fulfilment\n    total\n    tip\n    rider {\n      id\n      name\n      phone\n    }\n    assignedAt\n    pickedUpAt\n    deliveredAt\n    cashCollected\n    cashNote\n    deliveryFailureReason\n    payAtDoorBy\n    paidBy\n    upiReference\n    upiConfirmedAt\n  }\n": typeof types.OrderDelivery_OrderFragmentDoc,
    "\n  fragment OrderStatusActions_Order on Order {\n    id\n    status\n    allowedNextStatuses\n    total\n    rider {\n      id\n      name\n    }\n  }\n": typeof types.OrderStatusActions_OrderFragmentDoc,
    "\n  query AdminOpsOrders($filter: AdminOrderFilter, $limit: Int!, $offset: Int!) {\n    adminOrders(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      limit\n      offset\n      items {\n        id\n        ...OrdersList_Order\n        ...OrderStatusActions_Order\n        ...OrderDelivery_Order\n        ...OrderInvoiceLink_Order\n        ...OrderBill_Order\n      }\n    }\n  }\n": typeof types.AdminOpsOrdersDocument,
    "\n  query AdminOpsOrderDetails($id: ID!) {\n    adminOrder(id: $id) {\n      id\n      ...OrderDetails_Order\n      ...OrderCustomer_Order\n      ...OrderStatusActions_Order\n      ...OrderDelivery_Order\n    }\n  }\n": typeof types.AdminOpsOrderDetailsDocument,
    "\n  mutation AdminOpsUpdateOrderStatus($id: ID!, $status: OrderStatus!, $reason: String, $cashCollected: Float, $note: String) {\n    updateOrderStatus(id: $id, status: $status, reason: $reason, cashCollected: $cashCollected, note: $note) {\n      id\n      ...OrdersList_Order\n      ...OrderStatusActions_Order\n      ...OrderSummary_Order\n      ...OrderStatusHistory_Order\n      ...OrderDelivery_Order\n      ...OrderInvoiceLink_Order\n    }\n  }\n": typeof types.AdminOpsUpdateOrderStatusDocument,
    "\n  fragment OrdersList_Order on Order {\n    id\n    createdAt\n    status\n    total\n    restaurantName\n    deliverAt\n    fulfilment\n    rider {\n      id\n      name\n    }\n  }\n": typeof types.OrdersList_OrderFragmentDoc,
    "\n  mutation AdminRecordLedgerCorrection($input: LedgerCorrectionInput!) {\n    recordLedgerCorrection(input: $input) {\n      id\n      amount\n      weekStart\n    }\n  }\n": typeof types.AdminRecordLedgerCorrectionDocument,
    "\n  mutation AdminMarkStatementPaid($statementId: ID!, $reference: String!, $paidOn: String!) {\n    markStatementPaid(statementId: $statementId, reference: $reference, paidOn: $paidOn) {\n      id\n      paidOn\n      paidReference\n    }\n  }\n": typeof types.AdminMarkStatementPaidDocument,
    "\n  mutation AdminMarkRiderPaid($riderId: ID!, $weekStart: String!, $reference: String!, $paidOn: String!) {\n    markRiderPaid(riderId: $riderId, weekStart: $weekStart, reference: $reference, paidOn: $paidOn) {\n      id\n      paidOn\n      paidReference\n    }\n  }\n": typeof types.AdminMarkRiderPaidDocument,
    "\n  query AdminPayoutStatements($from: String!, $to: String!) {\n    payoutStatements(from: $from, to: $to) {\n      id\n      restaurantName\n      ...RestaurantStatementList_Statement\n    }\n  }\n": typeof types.AdminPayoutStatementsDocument,
    "\n  fragment RiderPayoutRow_RiderWeek on RiderWeek {\n    id\n    riderId\n    riderName\n    weekStart\n    weekEnd\n    isClosed\n    deliveries\n    distanceKm\n    fees\n    tips\n    total\n    paidOn\n    paidReference\n  }\n": typeof types.RiderPayoutRow_RiderWeekFragmentDoc,
    "\n  query AdminRiderPayouts($from: String!, $to: String!) {\n    riderPayouts(from: $from, to: $to) {\n      id\n      ...RiderPayoutRow_RiderWeek @unmask\n    }\n  }\n": typeof types.AdminRiderPayoutsDocument,
    "\n  fragment RestaurantCommissionField_Restaurant on Restaurant {\n    id\n    commissionPercent\n    ownCommissionPercent\n  }\n": typeof types.RestaurantCommissionField_RestaurantFragmentDoc,
    "\n  mutation AdminSetRestaurantCommission($restaurantId: ID!, $percent: Float) {\n    setRestaurantCommission(restaurantId: $restaurantId, percent: $percent) {\n      id\n      ...RestaurantCommissionField_Restaurant\n    }\n  }\n": typeof types.AdminSetRestaurantCommissionDocument,
    "\n  query AdminCatalogueRestaurants($search: String, $limit: Int!, $offset: Int!) {\n    adminRestaurants(search: $search, limit: $limit, offset: $offset) {\n      total\n      limit\n      offset\n      items {\n        id\n        ...RestaurantList_Restaurant\n        ...RestaurantFormDrawer_Restaurant\n      }\n    }\n  }\n": typeof types.AdminCatalogueRestaurantsDocument,
    "\n  query AdminCatalogueRestaurantCategories {\n    restaurantCategories {\n      id\n      label\n    }\n  }\n": typeof types.AdminCatalogueRestaurantCategoriesDocument,
    "\n  query AdminCatalogueTowns {\n    towns {\n      ...TownChoice_Town @unmask\n    }\n  }\n": typeof types.AdminCatalogueTownsDocument,
    "\n  mutation AdminCatalogueCreateRestaurant($input: RestaurantInput!) {\n    createRestaurant(input: $input) {\n      id\n    }\n  }\n": typeof types.AdminCatalogueCreateRestaurantDocument,
    "\n  mutation AdminCatalogueUpdateRestaurant($id: ID!, $input: RestaurantUpdateInput!) {\n    updateRestaurant(id: $id, input: $input) {\n      id\n      ...RestaurantList_Restaurant\n      ...RestaurantFormDrawer_Restaurant\n    }\n  }\n": typeof types.AdminCatalogueUpdateRestaurantDocument,
    "\n  mutation AdminCatalogueDeleteRestaurant($id: ID!) {\n    deleteRestaurant(id: $id) {\n      id\n      message\n    }\n  }\n": typeof types.AdminCatalogueDeleteRestaurantDocument,
    "\n  query AdminCatalogueRestaurantMenuSize($id: ID!) {\n    restaurant(id: $id) {\n      id\n      menuItems {\n        id\n      }\n    }\n  }\n": typeof types.AdminCatalogueRestaurantMenuSizeDocument,
    "\n  mutation AdminCatalogueSetOpeningHours($restaurantId: ID!, $periods: [OpeningPeriodInput!]!) {\n    setOpeningHours(restaurantId: $restaurantId, periods: $periods) {\n      id\n      ...RestaurantList_Restaurant\n      ...RestaurantFormDrawer_Restaurant\n    }\n  }\n": typeof types.AdminCatalogueSetOpeningHoursDocument,
    "\n  fragment RestaurantFormDrawer_Restaurant on Restaurant {\n    id\n    image\n    name\n    description\n    email\n    phone\n    address\n    category\n    openingHours {\n      day\n      opens\n      closes\n    }\n    priceForTwo\n    minimumOrder\n    deliveryTime\n    # The admin edits the starting rating; `rating` is the customers' weighted one (docs/architecture.md#ratings-and-reviews).\n    rating: startingRating\n    discount\n    isOpen\n    latitude\n    longitude\n    deliveryRadiusKm\n    ...RestaurantCommissionField_Restaurant\n  }\n": typeof types.RestaurantFormDrawer_RestaurantFragmentDoc,
    "\n  fragment RestaurantList_Restaurant on Restaurant {\n    id\n    name\n    image\n    address\n    category\n    openingTime\n    closingTime\n    priceForTwo\n    isOpen\n    isOpenNow\n  }\n": typeof types.RestaurantList_RestaurantFragmentDoc,
    "\n  fragment RestaurantStaffMember_Member on RestaurantStaffMember {\n    id\n    email\n    name\n    status\n    addedAt\n    addedByName\n  }\n": typeof types.RestaurantStaffMember_MemberFragmentDoc,
    "\n  query AdminRestaurantStaff($restaurantId: ID!) {\n    restaurantStaff(restaurantId: $restaurantId) {\n      id\n      ...RestaurantStaffMember_Member @unmask\n    }\n  }\n": typeof types.AdminRestaurantStaffDocument,
    "\n  mutation AdminAddRestaurantStaff($restaurantId: ID!, $email: String!) {\n    addRestaurantStaff(restaurantId: $restaurantId, email: $email) {\n      id\n      ...RestaurantStaffMember_Member @unmask\n    }\n  }\n": typeof types.AdminAddRestaurantStaffDocument,
    "\n  mutation AdminRemoveRestaurantStaff($restaurantId: ID!, $email: String!) {\n    removeRestaurantStaff(restaurantId: $restaurantId, email: $email)\n  }\n": typeof types.AdminRemoveRestaurantStaffDocument,
    "\n  fragment UserRoleSelect_User on User {\n    id\n    userName\n    role\n  }\n": typeof types.UserRoleSelect_UserFragmentDoc,
    "\n  query AdminOpsUsers($search: String, $role: UserRole, $limit: Int!, $offset: Int!) {\n    adminUsers(search: $search, role: $role, limit: $limit, offset: $offset) {\n      total\n      limit\n      offset\n      items {\n        id\n        ...UsersList_User\n        ...UserRoleSelect_User\n      }\n    }\n  }\n": typeof types.AdminOpsUsersDocument,
    "\n  mutation AdminOpsSetUserRole($id: ID!, $role: UserRole!) {\n    setUserRole(id: $id, role: $role) {\n      id\n      ...UserRoleSelect_User\n    }\n  }\n": typeof types.AdminOpsSetUserRoleDocument,
    "\n  fragment UsersList_User on User {\n    id\n    userName\n    email\n    phone\n    isVerified\n    createdAt\n  }\n": typeof types.UsersList_UserFragmentDoc,
    "\n  fragment WebhookDeliveryRow_WebhookDelivery on WebhookDelivery {\n    id\n    eventType\n    eventId\n    status\n    nextAttemptAt\n    createdAt\n    attempts {\n      attemptedAt\n      statusCode\n      error\n      succeeded\n      redelivery\n    }\n  }\n": typeof types.WebhookDeliveryRow_WebhookDeliveryFragmentDoc,
    "\n  query AdminWebhooks {\n    webhooks {\n      id\n      ...WebhookList_Webhook\n    }\n  }\n": typeof types.AdminWebhooksDocument,
    "\n  mutation AdminCreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      webhook {\n        id\n        url\n      }\n      signingSecret\n    }\n  }\n": typeof types.AdminCreateWebhookDocument,
    "\n  mutation AdminDeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id) {\n      id\n      ...WebhookList_Webhook\n    }\n  }\n": typeof types.AdminDeleteWebhookDocument,
    "\n  query AdminWebhookDeliveries($webhookId: ID!, $limit: Int!, $offset: Int!) {\n    webhookDeliveries(webhookId: $webhookId, limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        ...WebhookDeliveryRow_WebhookDelivery\n      }\n    }\n  }\n": typeof types.AdminWebhookDeliveriesDocument,
    "\n  mutation AdminRedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) {\n      id\n      ...WebhookDeliveryRow_WebhookDelivery\n    }\n  }\n": typeof types.AdminRedeliverWebhookDocument,
    "\n  fragment WebhookList_Webhook on Webhook {\n    id\n    url\n    events\n    restaurantIds\n    active\n    createdAt\n    deletedAt\n    failing\n    failingSince\n    lastDeliveryAt\n  }\n": typeof types.WebhookList_WebhookFragmentDoc,
    "\n  mutation ForgotPassword($input: EmailInput!) {\n    forgotPassword(input: $input) {\n      message\n    }\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        id\n        ...CurrentUser_User\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        id\n        email\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation VerifyOtp($input: VerifyOtpInput!) {\n    verifyOtp(input: $input) {\n      message\n    }\n  }\n": typeof types.VerifyOtpDocument,
    "\n  mutation ResendOtp($input: EmailInput!) {\n    resendOtp(input: $input) {\n      message\n    }\n  }\n": typeof types.ResendOtpDocument,
    "\n  fragment CurrentUser_User on User {\n    id\n    userName\n    email\n    phone\n    role\n    isVerified\n    preferredLanguage\n    favouriteRestaurantIds\n  }\n": typeof types.CurrentUser_UserFragmentDoc,
    "\n  query CurrentUser {\n    me {\n      id\n      ...CurrentUser_User\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  query AccountLanguage {\n    me {\n      id\n      preferredLanguage\n    }\n  }\n": typeof types.AccountLanguageDocument,
    "\n  mutation SetPreferredLanguage($language: Language!) {\n    setPreferredLanguage(language: $language) {\n      id\n      preferredLanguage\n    }\n  }\n": typeof types.SetPreferredLanguageDocument,
    "\n  fragment MenuOptionGroupFields on MenuOptionGroup {\n    id\n    name\n    minChoices\n    maxChoices\n    options {\n      id\n      name\n      extraPrice\n      isAvailable\n    }\n  }\n": typeof types.MenuOptionGroupFieldsFragmentDoc,
    "\n  fragment BillLines_Bill on Bill {\n    lines {\n      kind\n      label\n      amount\n    }\n    total\n  }\n": typeof types.BillLines_BillFragmentDoc,
    "\n  fragment OrderInvoiceLink_Order on Order {\n    id\n    status\n  }\n": typeof types.OrderInvoiceLink_OrderFragmentDoc,
    "\n  fragment InvoiceDocument_OrderInvoice on OrderInvoice {\n    orderId\n    shortId\n    kind\n    number\n    issuedAt\n    placedAt\n    restaurantName\n    sacCode\n    seller {\n      legalName\n      gstin\n      address\n    }\n    customer {\n      name\n      address\n      city\n      pincode\n    }\n    lines {\n      name\n      options\n      quantity\n      unitPrice\n      value\n    }\n    itemsValue\n    discount\n    deliveryFee\n    taxableValue\n    taxes {\n      tax\n      supply\n      ratePercent\n      amount\n    }\n    taxTotal\n    pricesIncludeTax\n    invoiceValue\n    tip\n    total\n  }\n": typeof types.InvoiceDocument_OrderInvoiceFragmentDoc,
    "\n  query OrderInvoicePage($orderId: ID!) {\n    orderInvoice(orderId: $orderId) {\n      orderId\n      number\n      ...InvoiceDocument_OrderInvoice @unmask\n    }\n  }\n": typeof types.OrderInvoicePageDocument,
    "\n  fragment OrderAddress_Order on Order {\n    id\n    address {\n      address\n      city\n      pincode\n      phone\n      notes\n    }\n  }\n": typeof types.OrderAddress_OrderFragmentDoc,
    "\n  fragment OrderDetails_Order on Order {\n    id\n    ...OrderSummary_Order\n    ...OrderLines_Order\n    ...OrderAddress_Order\n    ...OrderPickupPlace_Order\n    ...OrderStatusHistory_Order\n  }\n": typeof types.OrderDetails_OrderFragmentDoc,
    "\n  fragment OrderLines_Order on Order {\n    id\n    lines {\n      menuItemId\n      name\n      image\n      quantity\n      price\n      lineTotal\n      options {\n        name\n      }\n    }\n    bill {\n      ...BillLines_Bill @unmask\n    }\n    paymentMethod\n  }\n": typeof types.OrderLines_OrderFragmentDoc,
    "\n  fragment OrderPickupPlace_Order on Order {\n    id\n    pickupPlace {\n      restaurantName\n      address\n      directionsUrl\n    }\n  }\n": typeof types.OrderPickupPlace_OrderFragmentDoc,
    "\n  fragment OrderProblemFields on OrderProblem {\n    id\n    kind\n    text\n    status\n    answer\n    answeredAt\n    resolvedAt\n    createdAt\n    lines {\n      id\n      name\n      quantity\n    }\n  }\n": typeof types.OrderProblemFieldsFragmentDoc,
    "\n  fragment OrderStatusHistory_Order on Order {\n    id\n    statusHistory {\n      changedAt\n      toStatus\n      reason\n      changedByName\n    }\n  }\n": typeof types.OrderStatusHistory_OrderFragmentDoc,
    "\n  fragment OrderSummary_Order on Order {\n    id\n    createdAt\n    status\n    restaurantName\n    rejectionReason\n    deliverAt\n  }\n": typeof types.OrderSummary_OrderFragmentDoc,
    "\n  query PushConfig {\n    pushConfig {\n      vapidPublicKey\n    }\n  }\n": typeof types.PushConfigDocument,
    "\n  mutation SavePushSubscription($input: PushSubscriptionInput!) {\n    savePushSubscription(input: $input) {\n      id\n      endpoint\n    }\n  }\n": typeof types.SavePushSubscriptionDocument,
    "\n  mutation DeletePushSubscription($endpoint: String!) {\n    deletePushSubscription(endpoint: $endpoint)\n  }\n": typeof types.DeletePushSubscriptionDocument,
    "\n  fragment ReviewFields on Review {\n    id\n    firstName\n    createdAt\n    foodRating\n    comment\n    reply\n  }\n": typeof types.ReviewFieldsFragmentDoc,
    "\n  query StaffReviews($restaurantId: ID!, $limit: Int, $offset: Int) {\n    restaurantReviews(restaurantId: $restaurantId, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...ReviewFields @unmask\n        repliedAt\n        isHidden\n        hiddenReason\n      }\n    }\n  }\n": typeof types.StaffReviewsDocument,
    "\n  mutation StaffReplyToReview($reviewId: ID!, $text: String!) {\n    replyToReview(reviewId: $reviewId, text: $text) {\n      id\n      reply\n      repliedAt\n    }\n  }\n": typeof types.StaffReplyToReviewDocument,
    "\n  mutation StaffHideReview($reviewId: ID!, $reason: String!) {\n    hideReview(reviewId: $reviewId, reason: $reason) {\n      id\n      isHidden\n      hiddenReason\n    }\n  }\n": typeof types.StaffHideReviewDocument,
    "\n  fragment RestaurantStatementList_Statement on RestaurantStatement {\n    id\n    restaurantId\n    weekStart\n    weekEnd\n    isClosed\n    ordersDelivered\n    foodValue\n    restaurantDiscounts\n    commission\n    commissionTax\n    corrections\n    collectedAtCounter\n    payable\n    paidOn\n    paidReference\n  }\n": typeof types.RestaurantStatementList_StatementFragmentDoc,
    "\n  query RestaurantStatements($restaurantId: ID!, $from: String!, $to: String!) {\n    restaurantStatements(restaurantId: $restaurantId, from: $from, to: $to) {\n      id\n      ...RestaurantStatementList_Statement\n    }\n  }\n": typeof types.RestaurantStatementsDocument,
    "\n  query StatementPrint($restaurantId: ID!, $from: String!, $to: String!) {\n    restaurantStatements(restaurantId: $restaurantId, from: $from, to: $to) {\n      id\n      restaurantName\n      # The sheet alone lists the week's corrections one by one, with their reasons.\n      correctionLines {\n        at\n        amount\n        reason\n      }\n      ...RestaurantStatementList_Statement\n    }\n  }\n": typeof types.StatementPrintDocument,
    "\n  query StatementPrintRestaurant($id: ID!) {\n    restaurant(id: $id) {\n      id\n      ...StatementSheet_Restaurant @unmask\n    }\n  }\n": typeof types.StatementPrintRestaurantDocument,
    "\n  fragment StatementSheet_Restaurant on Restaurant {\n    name\n    address\n    phone\n  }\n": typeof types.StatementSheet_RestaurantFragmentDoc,
    "\n  fragment TownChoice_Town on Town {\n    name\n    district\n    pincode\n    latitude\n    longitude\n  }\n": typeof types.TownChoice_TownFragmentDoc,
    "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  fragment KitchenBoard_Order on Order {\n    id\n    status\n    createdAt\n    ...KitchenOrderCard_Order\n  }\n": typeof types.KitchenBoard_OrderFragmentDoc,
    "\n  query KitchenBoardOrders($restaurantId: ID!, $status: [OrderStatus!]) {\n    restaurantOrders(restaurantId: $restaurantId, status: $status, limit: 50) {\n      total\n      items {\n        id\n        ...KitchenBoard_Order @unmask\n      }\n    }\n  }\n": typeof types.KitchenBoardOrdersDocument,
    "\n  subscription KitchenOrderChanged($restaurantId: ID!) {\n    restaurantOrderChanged(restaurantId: $restaurantId) {\n      id\n      ...KitchenBoard_Order\n    }\n  }\n": typeof types.KitchenOrderChangedDocument,
    "\n  mutation KitchenAcceptOrder($id: ID!, $preparationMinutes: Int!) {\n    acceptOrder(id: $id, preparationMinutes: $preparationMinutes) {\n      id\n      estimatedReadyAt\n      ...KitchenBoard_Order\n    }\n  }\n": typeof types.KitchenAcceptOrderDocument,
    "\n  mutation KitchenRejectOrder($id: ID!, $reason: String!) {\n    rejectOrder(id: $id, reason: $reason) {\n      id\n      ...KitchenBoard_Order\n    }\n  }\n": typeof types.KitchenRejectOrderDocument,
    "\n  mutation KitchenStartPreparing($id: ID!) {\n    startPreparingOrder(id: $id) {\n      id\n      ...KitchenBoard_Order\n    }\n  }\n": typeof types.KitchenStartPreparingDocument,
    "\n  mutation KitchenMarkCollected($orderId: ID!) {\n    markCollected(orderId: $orderId) {\n      id\n      ...KitchenBoard_Order\n    }\n  }\n": typeof types.KitchenMarkCollectedDocument,
    "\n  mutation KitchenMarkReady($id: ID!) {\n    markOrderReady(id: $id) {\n      id\n      ...KitchenBoard_Order\n    }\n  }\n": typeof types.KitchenMarkReadyDocument,
    "\n  fragment KitchenOrderCard_Order on Order {\n    id\n    shortId\n    status\n    createdAt\n    total\n    kitchenNote\n    fulfilment\n    estimatedReadyAt\n    deliverAt\n    lines {\n      name\n      quantity\n      options {\n        name\n      }\n    }\n  }\n": typeof types.KitchenOrderCard_OrderFragmentDoc,
    "\n  fragment KitchenClosedForToday_Restaurant on Restaurant {\n    id\n    name\n    closedForToday\n    closedUntil\n  }\n": typeof types.KitchenClosedForToday_RestaurantFragmentDoc,
    "\n  mutation KitchenSetClosedForToday($restaurantId: ID!, $closed: Boolean!) {\n    setRestaurantClosedForToday(restaurantId: $restaurantId, closed: $closed) {\n      id\n      isOpenNow\n      ...KitchenClosedForToday_Restaurant\n    }\n  }\n": typeof types.KitchenSetClosedForTodayDocument,
    "\n  fragment KitchenMenuItem_MenuItem on MenuItem {\n    id\n    name\n    price\n    isVeg\n    isAvailable\n    optionGroups {\n      id\n      name\n      options {\n        id\n        name\n        isAvailable\n      }\n    }\n  }\n": typeof types.KitchenMenuItem_MenuItemFragmentDoc,
    "\n  query KitchenMenu($id: ID!) {\n    restaurant(id: $id) {\n      id\n      menuItems {\n        id\n        ...KitchenMenuItem_MenuItem @unmask\n      }\n    }\n  }\n": typeof types.KitchenMenuDocument,
    "\n  mutation KitchenSetMenuItemSoldOut($id: ID!, $soldOut: Boolean!) {\n    setMenuItemSoldOut(id: $id, soldOut: $soldOut) {\n      id\n      isAvailable\n    }\n  }\n": typeof types.KitchenSetMenuItemSoldOutDocument,
    "\n  mutation KitchenSetMenuOptionAvailable($optionId: ID!, $isAvailable: Boolean!) {\n    setMenuOptionAvailable(optionId: $optionId, isAvailable: $isAvailable) {\n      id\n      isAvailable\n    }\n  }\n": typeof types.KitchenSetMenuOptionAvailableDocument,
    "\n  query KitchenRestaurant($id: ID!) {\n    restaurant(id: $id) {\n      id\n      name\n      ...KitchenClosedForToday_Restaurant\n    }\n  }\n": typeof types.KitchenRestaurantDocument,
    "\n  query KitchenRestaurants {\n    kitchenRestaurants {\n      id\n      name\n      closedForToday\n    }\n  }\n": typeof types.KitchenRestaurantsDocument,
    "\n  mutation RiderMarkPickedUp($orderId: ID!) {\n    markPickedUp(orderId: $orderId) {\n      id\n      status\n      ...RiderOrderCard_Order\n    }\n  }\n": typeof types.RiderMarkPickedUpDocument,
    "\n  mutation RiderMarkDelivered($orderId: ID!, $cashCollected: Float!, $note: String) {\n    markDelivered(orderId: $orderId, cashCollected: $cashCollected, note: $note) {\n      id\n      status\n      cashCollected\n      ...RiderDeliveredToday_Order\n    }\n  }\n": typeof types.RiderMarkDeliveredDocument,
    "\n  mutation RiderMarkDeliveryFailed($orderId: ID!, $reason: String!) {\n    markDeliveryFailed(orderId: $orderId, reason: $reason) {\n      id\n      status\n      ...RiderDeliveredToday_Order\n    }\n  }\n": typeof types.RiderMarkDeliveryFailedDocument,
    "\n  mutation RiderMarkPaidByUpi($orderId: ID!, $upiReference: String!) {\n    markDelivered(orderId: $orderId, cashCollected: 0, paidBy: UPI, upiReference: $upiReference) {\n      id\n      status\n      paidBy\n      ...RiderDeliveredToday_Order\n    }\n  }\n": typeof types.RiderMarkPaidByUpiDocument,
    "\n  query RiderUpiAtDoor {\n    upiAtDoor {\n      upiId\n      payeeName\n    }\n  }\n": typeof types.RiderUpiAtDoorDocument,
    "\n  fragment RiderOrderCard_Order on Order {\n    id\n    shortId\n    status\n    total\n    tip\n    payAtDoorBy\n    kitchenNote\n    recipientName\n    pickup {\n      name\n      address\n      phone\n      latitude\n      longitude\n    }\n    address {\n      address\n      city\n      pincode\n      phone\n      latitude\n      longitude\n    }\n    lines {\n      name\n      quantity\n      options {\n        name\n      }\n    }\n  }\n": typeof types.RiderOrderCard_OrderFragmentDoc,
    "\n  query RiderHome {\n    riderMe {\n      id\n      name\n      onShift\n      ...RiderShiftPanel_Rider\n    }\n    riderOrders {\n      id\n      status\n      ...RiderOrderCard_Order\n    }\n    riderDeliveredToday {\n      id\n      ...RiderDeliveredToday_Order\n    }\n  }\n": typeof types.RiderHomeDocument,
    "\n  subscription RiderOrderChanged {\n    riderOrderChanged {\n      orderId\n      status\n      assignedToMe\n    }\n  }\n": typeof types.RiderOrderChangedDocument,
    "\n  mutation RiderSharePosition($latitude: Float!, $longitude: Float!, $accuracy: Float) {\n    shareRiderPosition(latitude: $latitude, longitude: $longitude, accuracy: $accuracy) {\n      id\n    }\n  }\n": typeof types.RiderSharePositionDocument,
    "\n  fragment RiderShiftPanel_Rider on Rider {\n    id\n    onShift\n    cashInHand\n    averageDeliveryRating\n    deliveryRatingCount\n  }\n": typeof types.RiderShiftPanel_RiderFragmentDoc,
    "\n  mutation RiderSetOnShift($onShift: Boolean!) {\n    setRiderOnShift(onShift: $onShift) {\n      id\n      onShift\n      ...RiderShiftPanel_Rider\n    }\n  }\n": typeof types.RiderSetOnShiftDocument,
    "\n  fragment RiderDeliveredToday_Order on Order {\n    id\n    shortId\n    status\n    cashCollected\n    paidBy\n    total\n    tip\n    deliveredAt\n    updatedAt\n  }\n": typeof types.RiderDeliveredToday_OrderFragmentDoc,
    "\n  fragment RiderEarningsCard_Earnings on RiderEarnings {\n    deliveries\n    fees\n    tips\n    total\n  }\n": typeof types.RiderEarningsCard_EarningsFragmentDoc,
    "\n  query RiderEarnings($riderId: ID!, $today: String!, $weekFrom: String!) {\n    today: riderEarnings(riderId: $riderId, from: $today, to: $today) {\n      ...RiderEarningsCard_Earnings @unmask\n    }\n    week: riderEarnings(riderId: $riderId, from: $weekFrom, to: $today) {\n      ...RiderEarningsCard_Earnings @unmask\n    }\n  }\n": typeof types.RiderEarningsDocument,
    "\n  query AccountMealReminders {\n    me {\n      id\n      mealReminders {\n        breakfast\n        lunch\n        dinner\n      }\n    }\n  }\n": typeof types.AccountMealRemindersDocument,
    "\n  mutation AccountSetMealReminders($input: MealRemindersInput!) {\n    setMealReminders(input: $input) {\n      breakfast\n      lunch\n      dinner\n    }\n  }\n": typeof types.AccountSetMealRemindersDocument,
    "\n  query AccountOrders($limit: Int!, $offset: Int!) {\n    myOrders(limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        ...OrderHistoryList_Order\n      }\n    }\n  }\n": typeof types.AccountOrdersDocument,
    "\n  fragment OrderHistoryList_Order on Order {\n    id\n    createdAt\n    status\n    total\n    lines {\n      id\n      quantity\n    }\n  }\n": typeof types.OrderHistoryList_OrderFragmentDoc,
    "\n  query ShopAddresses {\n    addresses {\n      id\n      address\n      ...AddressLines_Address\n      ...AddressForm_Address\n    }\n  }\n": typeof types.ShopAddressesDocument,
    "\n  mutation AddressAdd($input: AddressInput!) {\n    addAddress(input: $input) {\n      id\n      ...AddressLines_Address\n      ...AddressForm_Address\n    }\n  }\n": typeof types.AddressAddDocument,
    "\n  mutation AddressUpdate($id: ID!, $input: UpdateAddressInput!) {\n    updateAddress(id: $id, input: $input) {\n      id\n      ...AddressLines_Address\n      ...AddressForm_Address\n    }\n  }\n": typeof types.AddressUpdateDocument,
    "\n  mutation AddressDelete($id: ID!) {\n    deleteAddress(id: $id)\n  }\n": typeof types.AddressDeleteDocument,
    "\n  fragment AddressForm_Address on Address {\n    id\n    address\n    city\n    pincode\n    phone\n    notes\n  }\n": typeof types.AddressForm_AddressFragmentDoc,
    "\n  fragment AddressLines_Address on Address {\n    id\n    address\n    city\n    pincode\n    phone\n    notes\n  }\n": typeof types.AddressLines_AddressFragmentDoc,
    "\n  fragment ShopCart_Cart on Cart {\n    id\n    itemCount\n    itemsTotal\n    minimumOrderShortfall\n    canCheckout\n    restaurantName\n    restaurantIsOpenNow\n    ...CartLines_Cart\n  }\n": typeof types.ShopCart_CartFragmentDoc,
    "\n  query CartSheetBill($addressId: ID, $fulfilment: Fulfilment) {\n    cart {\n      id\n      ...CartSummary_Cart\n    }\n  }\n": typeof types.CartSheetBillDocument,
    "\n  query ShopCart {\n    cart {\n      id\n      ...ShopCart_Cart\n    }\n  }\n": typeof types.ShopCartDocument,
    "\n  mutation CartAddToCart($menuItemId: ID!, $replaceCart: Boolean!, $optionIds: [ID!]! = []) {\n    addToCart(menuItemId: $menuItemId, quantity: 1, replaceCart: $replaceCart, optionIds: $optionIds) {\n      id\n      ...ShopCart_Cart\n    }\n  }\n": typeof types.CartAddToCartDocument,
    "\n  mutation CartUpdateLine($lineId: ID!, $quantity: Int!, $addressId: ID, $fulfilment: Fulfilment) {\n    updateCartLine(lineId: $lineId, quantity: $quantity) {\n      id\n      ...ShopCart_Cart\n      ...CartSummary_Cart\n    }\n  }\n": typeof types.CartUpdateLineDocument,
    "\n  mutation CartRemoveLine($lineId: ID!, $addressId: ID, $fulfilment: Fulfilment) {\n    removeCartLine(lineId: $lineId) {\n      id\n      ...ShopCart_Cart\n      ...CartSummary_Cart\n    }\n  }\n": typeof types.CartRemoveLineDocument,
    "\n  fragment CartLineItem_CartLine on CartLine {\n    id\n    name\n    image\n    isAvailable\n    restaurantName\n    price\n    quantity\n    lineTotal\n    options {\n      name\n    }\n  }\n": typeof types.CartLineItem_CartLineFragmentDoc,
    "\n  fragment CartLines_Cart on Cart {\n    id\n    items {\n      id\n      ...CartLineItem_CartLine\n    }\n  }\n": typeof types.CartLines_CartFragmentDoc,
    "\n  fragment CartSummary_Cart on Cart {\n    id\n    itemsTotal\n    bill(addressId: $addressId, fulfilment: $fulfilment) {\n      ...BillLines_Bill @unmask\n    }\n  }\n": typeof types.CartSummary_CartFragmentDoc,
    "\n  mutation CheckoutPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      id\n    }\n  }\n": typeof types.CheckoutPlaceOrderDocument,
    "\n  query CheckoutBill($addressId: ID, $fulfilment: Fulfilment) {\n    cart {\n      id\n      restaurantId\n      ...CartSummary_Cart\n      ...CouponBox_Cart\n      ...TipChooser_Cart\n    }\n    availableCoupons {\n      id\n      ...CouponBox_Coupon\n    }\n  }\n": typeof types.CheckoutBillDocument,
    "\n  mutation CheckoutApplyCoupon($code: String!, $addressId: ID, $fulfilment: Fulfilment) {\n    applyCoupon(code: $code) {\n      id\n      ...CartSummary_Cart\n      ...CouponBox_Cart\n    }\n  }\n": typeof types.CheckoutApplyCouponDocument,
    "\n  mutation CheckoutRemoveCoupon($addressId: ID, $fulfilment: Fulfilment) {\n    removeCoupon {\n      id\n      ...CartSummary_Cart\n      ...CouponBox_Cart\n    }\n  }\n": typeof types.CheckoutRemoveCouponDocument,
    "\n  mutation CheckoutSetTip($amount: Float!, $addressId: ID, $fulfilment: Fulfilment) {\n    setCartTip(amount: $amount) {\n      id\n      ...CartSummary_Cart\n      ...TipChooser_Cart\n    }\n  }\n": typeof types.CheckoutSetTipDocument,
    "\n  fragment CouponBox_Cart on Cart {\n    id\n    couponCode\n    couponProblem\n  }\n": typeof types.CouponBox_CartFragmentDoc,
    "\n  fragment CouponBox_Coupon on Coupon {\n    id\n    code\n    description\n  }\n": typeof types.CouponBox_CouponFragmentDoc,
    "\n  query CheckoutDeliverySlots($restaurantId: ID!) {\n    deliverySlots(restaurantId: $restaurantId)\n  }\n": typeof types.CheckoutDeliverySlotsDocument,
    "\n  query CheckoutUpiAtDoor {\n    upiAtDoor {\n      upiId\n    }\n  }\n": typeof types.CheckoutUpiAtDoorDocument,
    "\n  query CheckoutPickupPlace($id: ID!) {\n    restaurant(id: $id) {\n      id\n      name\n      address\n    }\n  }\n": typeof types.CheckoutPickupPlaceDocument,
    "\n  fragment TipChooser_Cart on Cart {\n    id\n    tip\n  }\n": typeof types.TipChooser_CartFragmentDoc,
    "\n  fragment MenuItemCard_MenuItem on MenuItem {\n    id\n    name\n    image\n    category\n    isVeg\n    isAvailable\n    isAvailableNow\n    availableFrom\n    originalPrice\n    price\n    discount\n    optionGroups {\n      id\n    }\n  }\n": typeof types.MenuItemCard_MenuItemFragmentDoc,
    "\n  fragment FavouriteButton_Restaurant on Restaurant {\n    id\n    name\n  }\n": typeof types.FavouriteButton_RestaurantFragmentDoc,
    "\n  mutation ShopSetFavouriteRestaurant($restaurantId: ID!, $favourite: Boolean!) {\n    setFavouriteRestaurant(restaurantId: $restaurantId, favourite: $favourite) {\n      id\n      isFavourite\n    }\n  }\n": typeof types.ShopSetFavouriteRestaurantDocument,
    "\n  query ShopFavouriteRestaurants {\n    favouriteRestaurants {\n      id\n      ...RestaurantCard_Restaurant\n    }\n  }\n": typeof types.ShopFavouriteRestaurantsDocument,
    "\n  query HomeBanners {\n    banners {\n      id\n      image\n    }\n  }\n": typeof types.HomeBannersDocument,
    "\n  query HomeReverseGeocode($latitude: Float!, $longitude: Float!) {\n    reverseGeocode(latitude: $latitude, longitude: $longitude) {\n      town\n    }\n  }\n": typeof types.HomeReverseGeocodeDocument,
    "\n  query ShopKitchenAccess {\n    kitchenRestaurants {\n      id\n    }\n  }\n": typeof types.ShopKitchenAccessDocument,
    "\n  query ListingRestaurantCategories {\n    restaurantCategories {\n      id\n      label\n    }\n  }\n": typeof types.ListingRestaurantCategoriesDocument,
    "\n  query ListingRestaurants(\n    $latitude: Float!\n    $longitude: Float!\n    $filter: RestaurantFilterInput\n    $sort: RestaurantSort!\n    $limit: Int!\n    $offset: Int!\n  ) {\n    restaurantsNear(latitude: $latitude, longitude: $longitude, filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      offset\n      items {\n        id\n        ...RestaurantCard_Restaurant\n      }\n    }\n  }\n": typeof types.ListingRestaurantsDocument,
    "\n  fragment RestaurantCard_Restaurant on Restaurant {\n    id\n    name\n    image\n    address\n    category\n    isOpenNow\n    deliveryTime\n    rating\n    priceForTwo\n    minimumOrder\n    distanceKm\n    ...FavouriteButton_Restaurant\n  }\n": typeof types.RestaurantCard_RestaurantFragmentDoc,
    "\n  query ListingTowns {\n    towns {\n      ...TownChoice_Town @unmask\n    }\n  }\n": typeof types.ListingTownsDocument,
    "\n  query ListingLocatePincode($pincode: String!) {\n    locatePincode(pincode: $pincode) {\n      pincode\n      town {\n        name\n        latitude\n        longitude\n      }\n    }\n  }\n": typeof types.ListingLocatePincodeDocument,
    "\n  query MenuRestaurant($id: ID!, $filter: MenuFilterInput, $sort: MenuItemSort) {\n    restaurant(id: $id) {\n      id\n      name\n      isOpenNow\n      ...RestaurantHeader_Restaurant\n      menuItems(filter: $filter, sort: $sort) {\n        id\n        ...MenuItemCard_MenuItem\n      }\n    }\n  }\n": typeof types.MenuRestaurantDocument,
    "\n  query MenuOptionSheet($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      menuItems {\n        id\n        price\n        optionGroups {\n          ...MenuOptionGroupFields @unmask\n        }\n      }\n    }\n  }\n": typeof types.MenuOptionSheetDocument,
    "\n  fragment RestaurantHeader_Restaurant on Restaurant {\n    id\n    name\n    address\n    category\n    openingTime\n    closingTime\n    priceForTwo\n    minimumOrder\n    rating\n    ratingCount\n    isOpenNow\n    nextOpensAt\n    ...FavouriteButton_Restaurant\n  }\n": typeof types.RestaurantHeader_RestaurantFragmentDoc,
    "\n  query RestaurantReviews($restaurantId: ID!, $limit: Int, $offset: Int) {\n    reviews(restaurantId: $restaurantId, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...ReviewFields @unmask\n      }\n    }\n  }\n": typeof types.RestaurantReviewsDocument,
    "\n  query OrderSuccessBill($id: ID!) {\n    order(id: $id) {\n      id\n      bill {\n        ...BillLines_Bill @unmask\n      }\n      ...OrderPickupPlace_Order\n    }\n  }\n": typeof types.OrderSuccessBillDocument,
    "\n  fragment CancelOrderButton_Order on Order {\n    id\n    allowedNextStatuses\n  }\n": typeof types.CancelOrderButton_OrderFragmentDoc,
    "\n  mutation AccountCancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      id\n      ...OrderHistoryList_Order\n      ...OrderSummary_Order\n      ...OrderStepTracker_Order\n      ...OrderStatusHistory_Order\n      ...CancelOrderButton_Order\n    }\n  }\n": typeof types.AccountCancelOrderDocument,
    "\n  mutation AccountReorder($orderId: ID!) {\n    reorder(orderId: $orderId) {\n      leftOut\n      cart {\n        id\n        itemCount\n      }\n    }\n  }\n": typeof types.AccountReorderDocument,
    "\n  fragment OrderDeliveryMap_Order on Order {\n    id\n    status\n    rider {\n      id\n      name\n    }\n    riderPosition {\n      latitude\n      longitude\n    }\n    address {\n      latitude\n      longitude\n    }\n  }\n": typeof types.OrderDeliveryMap_OrderFragmentDoc,
    "\n  query OrderDeliveryMapSettings {\n    mapSettings {\n      tileUrl\n      attribution\n    }\n  }\n": typeof types.OrderDeliveryMapSettingsDocument,
    "\n  query AccountOrderDetails($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      lines {\n        id\n        quantity\n      }\n      ...OrderDetails_Order\n      ...OrderStepTracker_Order\n      ...OrderReadyEstimate_Order\n      ...OrderRider_Order\n      ...OrderPayment_Order\n      ...CancelOrderButton_Order\n      ...OrderInvoiceLink_Order\n      ...OrderRating_Order\n      ...OrderHelp_Order\n    }\n  }\n": typeof types.AccountOrderDetailsDocument,
    "\n  mutation AccountReportOrderProblem($orderId: ID!, $input: OrderProblemInput!) {\n    reportOrderProblem(orderId: $orderId, input: $input) {\n      id\n      order {\n        id\n        ...OrderHelp_Order\n      }\n    }\n  }\n": typeof types.AccountReportOrderProblemDocument,
    "\n  fragment OrderHelp_Order on Order {\n    id\n    status\n    deliveredAt\n    lines {\n      id\n      name\n      quantity\n    }\n    problems {\n      id\n      ...OrderProblemFields\n    }\n  }\n": typeof types.OrderHelp_OrderFragmentDoc,
    "\n  fragment OrderPayment_Order on Order {\n    id\n    status\n    payAtDoorBy\n    paidBy\n    upiReference\n  }\n": typeof types.OrderPayment_OrderFragmentDoc,
    "\n  fragment OrderReadyEstimate_Order on Order {\n    id\n    status\n    estimatedReadyAt\n  }\n": typeof types.OrderReadyEstimate_OrderFragmentDoc,
    "\n  fragment OrderRider_Order on Order {\n    id\n    status\n    rider {\n      id\n      name\n      phone\n    }\n    riderPosition {\n      recordedAt\n      distanceKm\n      estimatedArrivalAt\n    }\n    deliveryFailureReason\n    ...OrderDeliveryMap_Order\n  }\n": typeof types.OrderRider_OrderFragmentDoc,
    "\n  fragment OrderStepTracker_Order on Order {\n    id\n    status\n    fulfilment\n    statusHistory {\n      fromStatus\n      toStatus\n    }\n  }\n": typeof types.OrderStepTracker_OrderFragmentDoc,
    "\n  fragment OrderRating_Order on Order {\n    id\n    status\n    deliveredAt\n    rider {\n      id\n    }\n    lines {\n      menuItemId\n      name\n    }\n    rating {\n      ...OrderRating_Rating @unmask\n    }\n  }\n": typeof types.OrderRating_OrderFragmentDoc,
    "\n  fragment OrderRating_Rating on OrderRating {\n    id\n    foodRating\n    deliveryRating\n    comment\n    likedMenuItemIds\n  }\n": typeof types.OrderRating_RatingFragmentDoc,
    "\n  mutation AccountRateOrder($orderId: ID!, $input: RateOrderInput!) {\n    rateOrder(orderId: $orderId, input: $input) {\n      ...OrderRating_Rating @unmask\n    }\n  }\n": typeof types.AccountRateOrderDocument,
    "\n  subscription CustomerOrderUpdated {\n    orderUpdated {\n      id\n      ...OrderHistoryList_Order\n      ...OrderSummary_Order\n      ...OrderStepTracker_Order\n      ...OrderReadyEstimate_Order\n      ...OrderRider_Order\n      ...OrderAddress_Order\n      ...OrderStatusHistory_Order\n      ...CancelOrderButton_Order\n    }\n  }\n": typeof types.CustomerOrderUpdatedDocument,
    "\n  query SearchMenuItems($keyword: String!, $latitude: Float!, $longitude: Float!, $limit: Int!) {\n    searchMenuItems(keyword: $keyword, latitude: $latitude, longitude: $longitude, limit: $limit) {\n      id\n      ...MenuItemCard_MenuItem\n      restaurant {\n        id\n        name\n        isOpenNow\n      }\n    }\n  }\n": typeof types.SearchMenuItemsDocument,
};
const documents: Documents = {
    "\n  fragment ApiKeyDays_ApiKey on ApiKey {\n    id\n    name\n    requestsPerDay(days: 14) {\n      date\n      requests\n      rateLimited\n    }\n  }\n": types.ApiKeyDays_ApiKeyFragmentDoc,
    "\n  query AdminApiKeys {\n    apiKeys {\n      id\n      ...ApiKeyList_ApiKey\n      ...ApiKeyDays_ApiKey\n    }\n  }\n": types.AdminApiKeysDocument,
    "\n  mutation AdminCreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      apiKey {\n        id\n        name\n      }\n      secret\n    }\n  }\n": types.AdminCreateApiKeyDocument,
    "\n  mutation AdminRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      ...ApiKeyList_ApiKey\n    }\n  }\n": types.AdminRevokeApiKeyDocument,
    "\n  fragment ApiKeyList_ApiKey on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    restaurants {\n      id\n      name\n    }\n    requestsPerMinute\n    requestsToday\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n": types.ApiKeyList_ApiKeyFragmentDoc,
    "\n  query AdminAuditLog($filter: AuditFilter, $limit: Int!, $offset: Int!) {\n    auditLog(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      limit\n      offset\n      items {\n        id\n        ...AuditEntries_AuditEntry\n      }\n    }\n  }\n": types.AdminAuditLogDocument,
    "\n  fragment AuditEntries_AuditEntry on AuditEntry {\n    id\n    at\n    actorKind\n    actorName\n    action\n    entityType\n    entityName\n    changes {\n      field\n      before\n      after\n    }\n  }\n": types.AuditEntries_AuditEntryFragmentDoc,
    "\n  query AdminCatalogueBanners {\n    banners {\n      id\n      image\n      position\n    }\n  }\n": types.AdminCatalogueBannersDocument,
    "\n  mutation AdminCatalogueAddBanner($image: String!) {\n    addBanner(image: $image) {\n      id\n      image\n      position\n    }\n  }\n": types.AdminCatalogueAddBannerDocument,
    "\n  mutation AdminCatalogueDeleteBanner($id: ID!) {\n    deleteBanner(id: $id)\n  }\n": types.AdminCatalogueDeleteBannerDocument,
    "\n  mutation AdminCatalogueReorderBanners($ids: [ID!]!) {\n    reorderBanners(ids: $ids) {\n      id\n      image\n      position\n    }\n  }\n": types.AdminCatalogueReorderBannersDocument,
    "\n  query AdminRiderCashSummaries($date: String!) {\n    riderCashSummaries(date: $date) {\n      ...CashPage_RiderCashSummary @unmask\n    }\n  }\n": types.AdminRiderCashSummariesDocument,
    "\n  mutation AdminRecordCashHandover($riderId: ID!, $amount: Float!, $note: String, $idempotencyKey: String) {\n    recordCashHandover(riderId: $riderId, amount: $amount, note: $note, idempotencyKey: $idempotencyKey) {\n      id\n      ...CashHandoverList_CashHandover @unmask\n    }\n  }\n": types.AdminRecordCashHandoverDocument,
    "\n  query AdminUpiCollections($date: String!, $limit: Int!, $offset: Int!) {\n    upiCollections(date: $date, limit: $limit, offset: $offset) {\n      total\n      amount\n      items {\n        id\n        ...UpiCollections_UpiCollection @unmask\n      }\n    }\n  }\n": types.AdminUpiCollectionsDocument,
    "\n  mutation AdminConfirmUpiPayment($orderId: ID!) {\n    confirmUpiPayment(orderId: $orderId) {\n      id\n      upiConfirmedAt\n    }\n  }\n": types.AdminConfirmUpiPaymentDocument,
    "\n  fragment CashHandoverList_CashHandover on CashHandover {\n    id\n    amount\n    expected\n    difference\n    note\n    recordedByName\n    createdAt\n  }\n": types.CashHandoverList_CashHandoverFragmentDoc,
    "\n  fragment CashPage_RiderCashSummary on RiderCashSummary {\n    date\n    deliveries\n    failedDeliveries\n    expectedCash\n    tips\n    collected\n    handedOver\n    difference\n    cashInHand\n    rider {\n      id\n      name\n      phone\n      onShift\n      cashInHand\n    }\n    handovers {\n      id\n      ...CashHandoverList_CashHandover @unmask\n    }\n  }\n": types.CashPage_RiderCashSummaryFragmentDoc,
    "\n  fragment UpiCollections_UpiCollection on UpiCollection {\n    id\n    shortId\n    riderName\n    amount\n    upiReference\n    deliveredAt\n    confirmedAt\n    confirmedByName\n    duplicateReference\n  }\n": types.UpiCollections_UpiCollectionFragmentDoc,
    "\n  query AdminCharges {\n    deliverySettings {\n      ...DeliverySettingsForm_DeliverySettings @unmask\n    }\n    taxSettings {\n      ...TaxSettingsForm_TaxSettings @unmask\n    }\n    riderPaySettings {\n      ...RiderPaySettingsForm_RiderPaySettings @unmask\n    }\n  }\n": types.AdminChargesDocument,
    "\n  mutation AdminUpdateDeliverySettings($input: DeliverySettingsInput!) {\n    updateDeliverySettings(input: $input) {\n      ...DeliverySettingsForm_DeliverySettings @unmask\n    }\n  }\n": types.AdminUpdateDeliverySettingsDocument,
    "\n  mutation AdminUpdateTaxSettings($input: TaxSettingsInput!) {\n    updateTaxSettings(input: $input) {\n      ...TaxSettingsForm_TaxSettings @unmask\n    }\n  }\n": types.AdminUpdateTaxSettingsDocument,
    "\n  fragment DeliverySettingsForm_DeliverySettings on DeliverySettings {\n    baseFee\n    baseDistanceKm\n    perKmFee\n    freeAbove\n  }\n": types.DeliverySettingsForm_DeliverySettingsFragmentDoc,
    "\n  fragment PayoutSettingsForm_PayoutSettings on PayoutSettings {\n    defaultCommissionPercent\n    upiId\n    upiPayeeName\n  }\n": types.PayoutSettingsForm_PayoutSettingsFragmentDoc,
    "\n  query AdminPayoutSettings {\n    payoutSettings {\n      ...PayoutSettingsForm_PayoutSettings @unmask\n    }\n  }\n": types.AdminPayoutSettingsDocument,
    "\n  mutation AdminUpdatePayoutSettings($input: PayoutSettingsInput!) {\n    updatePayoutSettings(input: $input) {\n      ...PayoutSettingsForm_PayoutSettings @unmask\n    }\n  }\n": types.AdminUpdatePayoutSettingsDocument,
    "\n  fragment RiderPaySettingsForm_RiderPaySettings on RiderPaySettings {\n    riderBaseFee\n    riderBaseDistanceKm\n    riderPerKmFee\n  }\n": types.RiderPaySettingsForm_RiderPaySettingsFragmentDoc,
    "\n  mutation AdminUpdateRiderPaySettings($input: RiderPaySettingsInput!) {\n    updateRiderPaySettings(input: $input) {\n      ...RiderPaySettingsForm_RiderPaySettings @unmask\n    }\n  }\n": types.AdminUpdateRiderPaySettingsDocument,
    "\n  fragment TaxSettingsForm_TaxSettings on TaxSettings {\n    gstin\n    legalName\n    address\n    foodTaxPercent\n    deliveryTaxPercent\n    pricesIncludeTax\n  }\n": types.TaxSettingsForm_TaxSettingsFragmentDoc,
    "\n  query AdminWebhookRestaurant($id: ID!) {\n    restaurant(id: $id) {\n      id\n      name\n    }\n  }\n": types.AdminWebhookRestaurantDocument,
    "\n  query AdminRestaurantPicker($search: String) {\n    adminRestaurants(search: $search, limit: 50) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.AdminRestaurantPickerDocument,
    "\n  mutation AdminUploadImage($file: Upload!, $purpose: ImagePurpose!) {\n    uploadImage(file: $file, purpose: $purpose) {\n      url\n    }\n  }\n": types.AdminUploadImageDocument,
    "\n  query AdminOpsDashboard {\n    dashboard {\n      today\n      ordersToday\n      revenueToday\n      waitingForAction\n      byStatus {\n        status\n        count\n      }\n      days {\n        date\n        orders\n        revenue\n      }\n      topItems {\n        menuItemId\n        name\n        quantity\n        revenue\n      }\n      ...DeliveriesCard_OrderDashboard @unmask\n    }\n  }\n": types.AdminOpsDashboardDocument,
    "\n  fragment DeliveriesCard_OrderDashboard on OrderDashboard {\n    failedDeliveries\n    averageMinutesToDoor\n    riders {\n      riderId\n      name\n      deliveries\n      failedDeliveries\n      averageMinutesToDoor\n    }\n  }\n": types.DeliveriesCard_OrderDashboardFragmentDoc,
    "\n  query AdminMoneySummary($from: String!, $to: String!) {\n    moneySummary(from: $from, to: $to) {\n      from\n      to\n      collectedCash\n      collectedUpi\n      commissionEarned\n      payableToRestaurants\n      payableToRiders\n      tips\n    }\n  }\n": types.AdminMoneySummaryDocument,
    "\n  mutation AdminAnswerOrderProblem($id: ID!, $text: String!, $resolve: Boolean!) {\n    answerOrderProblem(id: $id, text: $text, resolve: $resolve) {\n      id\n      ...OrderProblemFields\n    }\n  }\n": types.AdminAnswerOrderProblemDocument,
    "\n  query AdminOrderProblems($status: OrderProblemStatus, $limit: Int) {\n    orderProblems(status: $status, limit: $limit) {\n      id\n      ...OrderProblemFields\n      order {\n        id\n        restaurantName\n        status\n      }\n    }\n  }\n": types.AdminOrderProblemsDocument,
    "\n  query AdminCatalogueRestaurantMenu($id: ID!) {\n    restaurant(id: $id) {\n      id\n      name\n      address\n      menuItems {\n        id\n        ...MenuItemAdminCard_MenuItem\n        ...MenuItemSheet_MenuItem\n      }\n    }\n  }\n": types.AdminCatalogueRestaurantMenuDocument,
    "\n  query AdminCatalogueMenuCategories {\n    menuCategories {\n      id\n      label\n    }\n  }\n": types.AdminCatalogueMenuCategoriesDocument,
    "\n  mutation AdminCatalogueCreateMenuItem($restaurantId: ID!, $input: MenuItemInput!) {\n    createMenuItem(restaurantId: $restaurantId, input: $input) {\n      id\n    }\n  }\n": types.AdminCatalogueCreateMenuItemDocument,
    "\n  mutation AdminCatalogueUpdateMenuItem($restaurantId: ID!, $id: ID!, $input: MenuItemUpdateInput!) {\n    updateMenuItem(restaurantId: $restaurantId, id: $id, input: $input) {\n      id\n      ...MenuItemAdminCard_MenuItem\n      ...MenuItemSheet_MenuItem\n    }\n  }\n": types.AdminCatalogueUpdateMenuItemDocument,
    "\n  mutation AdminCatalogueDeleteMenuItem($restaurantId: ID!, $id: ID!) {\n    deleteMenuItem(restaurantId: $restaurantId, id: $id) {\n      id\n      message\n    }\n  }\n": types.AdminCatalogueDeleteMenuItemDocument,
    "\n  fragment MenuItemAdminCard_MenuItem on MenuItem {\n    id\n    image\n    name\n    discount\n    isAvailable\n    isVeg\n    category\n    price\n    originalPrice\n    preparationTime\n    rating\n  }\n": types.MenuItemAdminCard_MenuItemFragmentDoc,
    "\n  mutation AdminCatalogueSetMenuItemOptions($menuItemId: ID!, $groups: [MenuOptionGroupInput!]!) {\n    setMenuItemOptions(menuItemId: $menuItemId, groups: $groups) {\n      id\n      optionGroups {\n        ...MenuOptionGroupFields @unmask\n      }\n    }\n  }\n": types.AdminCatalogueSetMenuItemOptionsDocument,
    "\n  fragment MenuItemSheet_MenuItem on MenuItem {\n    id\n    image\n    name\n    description\n    originalPrice\n    offerPrice\n    isVeg\n    category\n    ingredients\n    preparationTime\n    rating\n    isAvailable\n    availableFrom\n    availableUntil\n    optionGroups {\n      ...MenuOptionGroupFields @unmask\n    }\n  }\n": types.MenuItemSheet_MenuItemFragmentDoc,
    "\n  query AdminBroadcasts($limit: Int!, $offset: Int!) {\n    broadcasts(limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        title\n        body\n        audience\n        url\n        sentAt\n        sentByName\n        targeted\n        delivered\n        expired\n      }\n    }\n  }\n": types.AdminBroadcastsDocument,
    "\n  mutation AdminSendBroadcast($input: SendBroadcastInput!) {\n    sendBroadcast(input: $input) {\n      id\n      targeted\n      delivered\n    }\n  }\n": types.AdminSendBroadcastDocument,
    "\n  query AdminCoupons($limit: Int!, $offset: Int!) {\n    coupons(limit: $limit, offset: $offset) {\n      id\n      ...CouponList_Coupon\n    }\n  }\n": types.AdminCouponsDocument,
    "\n  mutation AdminCreateCoupon($input: CouponInput!) {\n    createCoupon(input: $input) {\n      id\n      ...CouponList_Coupon\n    }\n  }\n": types.AdminCreateCouponDocument,
    "\n  mutation AdminUpdateCoupon($id: ID!, $input: CouponInput!) {\n    updateCoupon(id: $id, input: $input) {\n      id\n      ...CouponList_Coupon\n    }\n  }\n": types.AdminUpdateCouponDocument,
    "\n  mutation AdminSetCouponActive($id: ID!, $isActive: Boolean!) {\n    setCouponActive(id: $id, isActive: $isActive) {\n      id\n      ...CouponList_Coupon\n    }\n  }\n": types.AdminSetCouponActiveDocument,
    "\n  fragment CouponList_Coupon on Coupon {\n    id\n    code\n    description\n    kind\n    value\n    maxDiscount\n    minOrder\n    validFrom\n    validUntil\n    usageLimit\n    perCustomerLimit\n    firstOrderOnly\n    restaurantIds\n    weekdays\n    isActive\n    usedCount\n  }\n": types.CouponList_CouponFragmentDoc,
    "\n  fragment AssignRiderPicker_Rider on Rider {\n    id\n    name\n    phone\n    openDeliveries\n    cashInHand\n  }\n": types.AssignRiderPicker_RiderFragmentDoc,
    "\n  query AdminRidersOnShift {\n    riders(onShift: true) {\n      id\n      ...AssignRiderPicker_Rider\n    }\n  }\n": types.AdminRidersOnShiftDocument,
    "\n  mutation AdminAssignRider($orderId: ID!, $riderId: ID!) {\n    assignRider(orderId: $orderId, riderId: $riderId) {\n      id\n      ...OrdersList_Order\n      ...OrderStatusActions_Order\n      ...OrderDelivery_Order\n    }\n  }\n": types.AdminAssignRiderDocument,
    "\n  subscription AdminOrderPlaced {\n    orderPlaced {\n      id\n      ...OrdersList_Order @unmask\n      ...OrderStatusActions_Order @unmask\n      ...OrderDelivery_Order @unmask\n      ...OrderBill_Order @unmask\n    }\n  }\n": types.AdminOrderPlacedDocument,
    "\n  subscription AdminOrderUpdated {\n    orderUpdated {\n      id\n      ...OrdersList_Order\n      ...OrderStatusActions_Order\n      ...OrderSummary_Order\n      ...OrderStatusHistory_Order\n      ...OrderDelivery_Order\n    }\n  }\n": types.AdminOrderUpdatedDocument,
    "\n  fragment OrderBill_Order on Order {\n    id\n    bill {\n      ...BillLines_Bill @unmask\n    }\n  }\n": types.OrderBill_OrderFragmentDoc,
    "\n  fragment OrderCustomer_Order on Order {\n    id\n    customer {\n      id\n      name\n      email\n      phone\n    }\n  }\n": types.OrderCustomer_OrderFragmentDoc,
    "\n  fragment OrderDelivery_Order on Order {\n    id\n    status\n    fulfilment\n    total\n    tip\n    rider {\n      id\n      name\n      phone\n    }\n    assignedAt\n    pickedUpAt\n    deliveredAt\n    cashCollected\n    cashNote\n    deliveryFailureReason\n    payAtDoorBy\n    paidBy\n    upiReference\n    upiConfirmedAt\n  }\n": types.OrderDelivery_OrderFragmentDoc,
    "\n  fragment OrderStatusActions_Order on Order {\n    id\n    status\n    allowedNextStatuses\n    total\n    rider {\n      id\n      name\n    }\n  }\n": types.OrderStatusActions_OrderFragmentDoc,
    "\n  query AdminOpsOrders($filter: AdminOrderFilter, $limit: Int!, $offset: Int!) {\n    adminOrders(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      limit\n      offset\n      items {\n        id\n        ...OrdersList_Order\n        ...OrderStatusActions_Order\n        ...OrderDelivery_Order\n        ...OrderInvoiceLink_Order\n        ...OrderBill_Order\n      }\n    }\n  }\n": types.AdminOpsOrdersDocument,
    "\n  query AdminOpsOrderDetails($id: ID!) {\n    adminOrder(id: $id) {\n      id\n      ...OrderDetails_Order\n      ...OrderCustomer_Order\n      ...OrderStatusActions_Order\n      ...OrderDelivery_Order\n    }\n  }\n": types.AdminOpsOrderDetailsDocument,
    "\n  mutation AdminOpsUpdateOrderStatus($id: ID!, $status: OrderStatus!, $reason: String, $cashCollected: Float, $note: String) {\n    updateOrderStatus(id: $id, status: $status, reason: $reason, cashCollected: $cashCollected, note: $note) {\n      id\n      ...OrdersList_Order\n      ...OrderStatusActions_Order\n      ...OrderSummary_Order\n      ...OrderStatusHistory_Order\n      ...OrderDelivery_Order\n      ...OrderInvoiceLink_Order\n    }\n  }\n": types.AdminOpsUpdateOrderStatusDocument,
    "\n  fragment OrdersList_Order on Order {\n    id\n    createdAt\n    status\n    total\n    restaurantName\n    deliverAt\n    fulfilment\n    rider {\n      id\n      name\n    }\n  }\n": types.OrdersList_OrderFragmentDoc,
    "\n  mutation AdminRecordLedgerCorrection($input: LedgerCorrectionInput!) {\n    recordLedgerCorrection(input: $input) {\n      id\n      amount\n      weekStart\n    }\n  }\n": types.AdminRecordLedgerCorrectionDocument,
    "\n  mutation AdminMarkStatementPaid($statementId: ID!, $reference: String!, $paidOn: String!) {\n    markStatementPaid(statementId: $statementId, reference: $reference, paidOn: $paidOn) {\n      id\n      paidOn\n      paidReference\n    }\n  }\n": types.AdminMarkStatementPaidDocument,
    "\n  mutation AdminMarkRiderPaid($riderId: ID!, $weekStart: String!, $reference: String!, $paidOn: String!) {\n    markRiderPaid(riderId: $riderId, weekStart: $weekStart, reference: $reference, paidOn: $paidOn) {\n      id\n      paidOn\n      paidReference\n    }\n  }\n": types.AdminMarkRiderPaidDocument,
    "\n  query AdminPayoutStatements($from: String!, $to: String!) {\n    payoutStatements(from: $from, to: $to) {\n      id\n      restaurantName\n      ...RestaurantStatementList_Statement\n    }\n  }\n": types.AdminPayoutStatementsDocument,
    "\n  fragment RiderPayoutRow_RiderWeek on RiderWeek {\n    id\n    riderId\n    riderName\n    weekStart\n    weekEnd\n    isClosed\n    deliveries\n    distanceKm\n    fees\n    tips\n    total\n    paidOn\n    paidReference\n  }\n": types.RiderPayoutRow_RiderWeekFragmentDoc,
    "\n  query AdminRiderPayouts($from: String!, $to: String!) {\n    riderPayouts(from: $from, to: $to) {\n      id\n      ...RiderPayoutRow_RiderWeek @unmask\n    }\n  }\n": types.AdminRiderPayoutsDocument,
    "\n  fragment RestaurantCommissionField_Restaurant on Restaurant {\n    id\n    commissionPercent\n    ownCommissionPercent\n  }\n": types.RestaurantCommissionField_RestaurantFragmentDoc,
    "\n  mutation AdminSetRestaurantCommission($restaurantId: ID!, $percent: Float) {\n    setRestaurantCommission(restaurantId: $restaurantId, percent: $percent) {\n      id\n      ...RestaurantCommissionField_Restaurant\n    }\n  }\n": types.AdminSetRestaurantCommissionDocument,
    "\n  query AdminCatalogueRestaurants($search: String, $limit: Int!, $offset: Int!) {\n    adminRestaurants(search: $search, limit: $limit, offset: $offset) {\n      total\n      limit\n      offset\n      items {\n        id\n        ...RestaurantList_Restaurant\n        ...RestaurantFormDrawer_Restaurant\n      }\n    }\n  }\n": types.AdminCatalogueRestaurantsDocument,
    "\n  query AdminCatalogueRestaurantCategories {\n    restaurantCategories {\n      id\n      label\n    }\n  }\n": types.AdminCatalogueRestaurantCategoriesDocument,
    "\n  query AdminCatalogueTowns {\n    towns {\n      ...TownChoice_Town @unmask\n    }\n  }\n": types.AdminCatalogueTownsDocument,
    "\n  mutation AdminCatalogueCreateRestaurant($input: RestaurantInput!) {\n    createRestaurant(input: $input) {\n      id\n    }\n  }\n": types.AdminCatalogueCreateRestaurantDocument,
    "\n  mutation AdminCatalogueUpdateRestaurant($id: ID!, $input: RestaurantUpdateInput!) {\n    updateRestaurant(id: $id, input: $input) {\n      id\n      ...RestaurantList_Restaurant\n      ...RestaurantFormDrawer_Restaurant\n    }\n  }\n": types.AdminCatalogueUpdateRestaurantDocument,
    "\n  mutation AdminCatalogueDeleteRestaurant($id: ID!) {\n    deleteRestaurant(id: $id) {\n      id\n      message\n    }\n  }\n": types.AdminCatalogueDeleteRestaurantDocument,
    "\n  query AdminCatalogueRestaurantMenuSize($id: ID!) {\n    restaurant(id: $id) {\n      id\n      menuItems {\n        id\n      }\n    }\n  }\n": types.AdminCatalogueRestaurantMenuSizeDocument,
    "\n  mutation AdminCatalogueSetOpeningHours($restaurantId: ID!, $periods: [OpeningPeriodInput!]!) {\n    setOpeningHours(restaurantId: $restaurantId, periods: $periods) {\n      id\n      ...RestaurantList_Restaurant\n      ...RestaurantFormDrawer_Restaurant\n    }\n  }\n": types.AdminCatalogueSetOpeningHoursDocument,
    "\n  fragment RestaurantFormDrawer_Restaurant on Restaurant {\n    id\n    image\n    name\n    description\n    email\n    phone\n    address\n    category\n    openingHours {\n      day\n      opens\n      closes\n    }\n    priceForTwo\n    minimumOrder\n    deliveryTime\n    # The admin edits the starting rating; `rating` is the customers' weighted one (docs/architecture.md#ratings-and-reviews).\n    rating: startingRating\n    discount\n    isOpen\n    latitude\n    longitude\n    deliveryRadiusKm\n    ...RestaurantCommissionField_Restaurant\n  }\n": types.RestaurantFormDrawer_RestaurantFragmentDoc,
    "\n  fragment RestaurantList_Restaurant on Restaurant {\n    id\n    name\n    image\n    address\n    category\n    openingTime\n    closingTime\n    priceForTwo\n    isOpen\n    isOpenNow\n  }\n": types.RestaurantList_RestaurantFragmentDoc,
    "\n  fragment RestaurantStaffMember_Member on RestaurantStaffMember {\n    id\n    email\n    name\n    status\n    addedAt\n    addedByName\n  }\n": types.RestaurantStaffMember_MemberFragmentDoc,
    "\n  query AdminRestaurantStaff($restaurantId: ID!) {\n    restaurantStaff(restaurantId: $restaurantId) {\n      id\n      ...RestaurantStaffMember_Member @unmask\n    }\n  }\n": types.AdminRestaurantStaffDocument,
    "\n  mutation AdminAddRestaurantStaff($restaurantId: ID!, $email: String!) {\n    addRestaurantStaff(restaurantId: $restaurantId, email: $email) {\n      id\n      ...RestaurantStaffMember_Member @unmask\n    }\n  }\n": types.AdminAddRestaurantStaffDocument,
    "\n  mutation AdminRemoveRestaurantStaff($restaurantId: ID!, $email: String!) {\n    removeRestaurantStaff(restaurantId: $restaurantId, email: $email)\n  }\n": types.AdminRemoveRestaurantStaffDocument,
    "\n  fragment UserRoleSelect_User on User {\n    id\n    userName\n    role\n  }\n": types.UserRoleSelect_UserFragmentDoc,
    "\n  query AdminOpsUsers($search: String, $role: UserRole, $limit: Int!, $offset: Int!) {\n    adminUsers(search: $search, role: $role, limit: $limit, offset: $offset) {\n      total\n      limit\n      offset\n      items {\n        id\n        ...UsersList_User\n        ...UserRoleSelect_User\n      }\n    }\n  }\n": types.AdminOpsUsersDocument,
    "\n  mutation AdminOpsSetUserRole($id: ID!, $role: UserRole!) {\n    setUserRole(id: $id, role: $role) {\n      id\n      ...UserRoleSelect_User\n    }\n  }\n": types.AdminOpsSetUserRoleDocument,
    "\n  fragment UsersList_User on User {\n    id\n    userName\n    email\n    phone\n    isVerified\n    createdAt\n  }\n": types.UsersList_UserFragmentDoc,
    "\n  fragment WebhookDeliveryRow_WebhookDelivery on WebhookDelivery {\n    id\n    eventType\n    eventId\n    status\n    nextAttemptAt\n    createdAt\n    attempts {\n      attemptedAt\n      statusCode\n      error\n      succeeded\n      redelivery\n    }\n  }\n": types.WebhookDeliveryRow_WebhookDeliveryFragmentDoc,
    "\n  query AdminWebhooks {\n    webhooks {\n      id\n      ...WebhookList_Webhook\n    }\n  }\n": types.AdminWebhooksDocument,
    "\n  mutation AdminCreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      webhook {\n        id\n        url\n      }\n      signingSecret\n    }\n  }\n": types.AdminCreateWebhookDocument,
    "\n  mutation AdminDeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id) {\n      id\n      ...WebhookList_Webhook\n    }\n  }\n": types.AdminDeleteWebhookDocument,
    "\n  query AdminWebhookDeliveries($webhookId: ID!, $limit: Int!, $offset: Int!) {\n    webhookDeliveries(webhookId: $webhookId, limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        ...WebhookDeliveryRow_WebhookDelivery\n      }\n    }\n  }\n": types.AdminWebhookDeliveriesDocument,
    "\n  mutation AdminRedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) {\n      id\n      ...WebhookDeliveryRow_WebhookDelivery\n    }\n  }\n": types.AdminRedeliverWebhookDocument,
    "\n  fragment WebhookList_Webhook on Webhook {\n    id\n    url\n    events\n    restaurantIds\n    active\n    createdAt\n    deletedAt\n    failing\n    failingSince\n    lastDeliveryAt\n  }\n": types.WebhookList_WebhookFragmentDoc,
    "\n  mutation ForgotPassword($input: EmailInput!) {\n    forgotPassword(input: $input) {\n      message\n    }\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        id\n        ...CurrentUser_User\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        id\n        email\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation VerifyOtp($input: VerifyOtpInput!) {\n    verifyOtp(input: $input) {\n      message\n    }\n  }\n": types.VerifyOtpDocument,
    "\n  mutation ResendOtp($input: EmailInput!) {\n    resendOtp(input: $input) {\n      message\n    }\n  }\n": types.ResendOtpDocument,
    "\n  fragment CurrentUser_User on User {\n    id\n    userName\n    email\n    phone\n    role\n    isVerified\n    preferredLanguage\n    favouriteRestaurantIds\n  }\n": types.CurrentUser_UserFragmentDoc,
    "\n  query CurrentUser {\n    me {\n      id\n      ...CurrentUser_User\n    }\n  }\n": types.CurrentUserDocument,
    "\n  query AccountLanguage {\n    me {\n      id\n      preferredLanguage\n    }\n  }\n": types.AccountLanguageDocument,
    "\n  mutation SetPreferredLanguage($language: Language!) {\n    setPreferredLanguage(language: $language) {\n      id\n      preferredLanguage\n    }\n  }\n": types.SetPreferredLanguageDocument,
    "\n  fragment MenuOptionGroupFields on MenuOptionGroup {\n    id\n    name\n    minChoices\n    maxChoices\n    options {\n      id\n      name\n      extraPrice\n      isAvailable\n    }\n  }\n": types.MenuOptionGroupFieldsFragmentDoc,
    "\n  fragment BillLines_Bill on Bill {\n    lines {\n      kind\n      label\n      amount\n    }\n    total\n  }\n": types.BillLines_BillFragmentDoc,
    "\n  fragment OrderInvoiceLink_Order on Order {\n    id\n    status\n  }\n": types.OrderInvoiceLink_OrderFragmentDoc,
    "\n  fragment InvoiceDocument_OrderInvoice on OrderInvoice {\n    orderId\n    shortId\n    kind\n    number\n    issuedAt\n    placedAt\n    restaurantName\n    sacCode\n    seller {\n      legalName\n      gstin\n      address\n    }\n    customer {\n      name\n      address\n      city\n      pincode\n    }\n    lines {\n      name\n      options\n      quantity\n      unitPrice\n      value\n    }\n    itemsValue\n    discount\n    deliveryFee\n    taxableValue\n    taxes {\n      tax\n      supply\n      ratePercent\n      amount\n    }\n    taxTotal\n    pricesIncludeTax\n    invoiceValue\n    tip\n    total\n  }\n": types.InvoiceDocument_OrderInvoiceFragmentDoc,
    "\n  query OrderInvoicePage($orderId: ID!) {\n    orderInvoice(orderId: $orderId) {\n      orderId\n      number\n      ...InvoiceDocument_OrderInvoice @unmask\n    }\n  }\n": types.OrderInvoicePageDocument,
    "\n  fragment OrderAddress_Order on Order {\n    id\n    address {\n      address\n      city\n      pincode\n      phone\n      notes\n    }\n  }\n": types.OrderAddress_OrderFragmentDoc,
    "\n  fragment OrderDetails_Order on Order {\n    id\n    ...OrderSummary_Order\n    ...OrderLines_Order\n    ...OrderAddress_Order\n    ...OrderPickupPlace_Order\n    ...OrderStatusHistory_Order\n  }\n": types.OrderDetails_OrderFragmentDoc,
    "\n  fragment OrderLines_Order on Order {\n    id\n    lines {\n      menuItemId\n      name\n      image\n      quantity\n      price\n      lineTotal\n      options {\n        name\n      }\n    }\n    bill {\n      ...BillLines_Bill @unmask\n    }\n    paymentMethod\n  }\n": types.OrderLines_OrderFragmentDoc,
    "\n  fragment OrderPickupPlace_Order on Order {\n    id\n    pickupPlace {\n      restaurantName\n      address\n      directionsUrl\n    }\n  }\n": types.OrderPickupPlace_OrderFragmentDoc,
    "\n  fragment OrderProblemFields on OrderProblem {\n    id\n    kind\n    text\n    status\n    answer\n    answeredAt\n    resolvedAt\n    createdAt\n    lines {\n      id\n      name\n      quantity\n    }\n  }\n": types.OrderProblemFieldsFragmentDoc,
    "\n  fragment OrderStatusHistory_Order on Order {\n    id\n    statusHistory {\n      changedAt\n      toStatus\n      reason\n      changedByName\n    }\n  }\n": types.OrderStatusHistory_OrderFragmentDoc,
    "\n  fragment OrderSummary_Order on Order {\n    id\n    createdAt\n    status\n    restaurantName\n    rejectionReason\n    deliverAt\n  }\n": types.OrderSummary_OrderFragmentDoc,
    "\n  query PushConfig {\n    pushConfig {\n      vapidPublicKey\n    }\n  }\n": types.PushConfigDocument,
    "\n  mutation SavePushSubscription($input: PushSubscriptionInput!) {\n    savePushSubscription(input: $input) {\n      id\n      endpoint\n    }\n  }\n": types.SavePushSubscriptionDocument,
    "\n  mutation DeletePushSubscription($endpoint: String!) {\n    deletePushSubscription(endpoint: $endpoint)\n  }\n": types.DeletePushSubscriptionDocument,
    "\n  fragment ReviewFields on Review {\n    id\n    firstName\n    createdAt\n    foodRating\n    comment\n    reply\n  }\n": types.ReviewFieldsFragmentDoc,
    "\n  query StaffReviews($restaurantId: ID!, $limit: Int, $offset: Int) {\n    restaurantReviews(restaurantId: $restaurantId, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...ReviewFields @unmask\n        repliedAt\n        isHidden\n        hiddenReason\n      }\n    }\n  }\n": types.StaffReviewsDocument,
    "\n  mutation StaffReplyToReview($reviewId: ID!, $text: String!) {\n    replyToReview(reviewId: $reviewId, text: $text) {\n      id\n      reply\n      repliedAt\n    }\n  }\n": types.StaffReplyToReviewDocument,
    "\n  mutation StaffHideReview($reviewId: ID!, $reason: String!) {\n    hideReview(reviewId: $reviewId, reason: $reason) {\n      id\n      isHidden\n      hiddenReason\n    }\n  }\n": types.StaffHideReviewDocument,
    "\n  fragment RestaurantStatementList_Statement on RestaurantStatement {\n    id\n    restaurantId\n    weekStart\n    weekEnd\n    isClosed\n    ordersDelivered\n    foodValue\n    restaurantDiscounts\n    commission\n    commissionTax\n    corrections\n    collectedAtCounter\n    payable\n    paidOn\n    paidReference\n  }\n": types.RestaurantStatementList_StatementFragmentDoc,
    "\n  query RestaurantStatements($restaurantId: ID!, $from: String!, $to: String!) {\n    restaurantStatements(restaurantId: $restaurantId, from: $from, to: $to) {\n      id\n      ...RestaurantStatementList_Statement\n    }\n  }\n": types.RestaurantStatementsDocument,
    "\n  query StatementPrint($restaurantId: ID!, $from: String!, $to: String!) {\n    restaurantStatements(restaurantId: $restaurantId, from: $from, to: $to) {\n      id\n      restaurantName\n      # The sheet alone lists the week's corrections one by one, with their reasons.\n      correctionLines {\n        at\n        amount\n        reason\n      }\n      ...RestaurantStatementList_Statement\n    }\n  }\n": types.StatementPrintDocument,
    "\n  query StatementPrintRestaurant($id: ID!) {\n    restaurant(id: $id) {\n      id\n      ...StatementSheet_Restaurant @unmask\n    }\n  }\n": types.StatementPrintRestaurantDocument,
    "\n  fragment StatementSheet_Restaurant on Restaurant {\n    name\n    address\n    phone\n  }\n": types.StatementSheet_RestaurantFragmentDoc,
    "\n  fragment TownChoice_Town on Town {\n    name\n    district\n    pincode\n    latitude\n    longitude\n  }\n": types.TownChoice_TownFragmentDoc,
    "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n": types.LogoutDocument,
    "\n  fragment KitchenBoard_Order on Order {\n    id\n    status\n    createdAt\n    ...KitchenOrderCard_Order\n  }\n": types.KitchenBoard_OrderFragmentDoc,
    "\n  query KitchenBoardOrders($restaurantId: ID!, $status: [OrderStatus!]) {\n    restaurantOrders(restaurantId: $restaurantId, status: $status, limit: 50) {\n      total\n      items {\n        id\n        ...KitchenBoard_Order @unmask\n      }\n    }\n  }\n": types.KitchenBoardOrdersDocument,
    "\n  subscription KitchenOrderChanged($restaurantId: ID!) {\n    restaurantOrderChanged(restaurantId: $restaurantId) {\n      id\n      ...KitchenBoard_Order\n    }\n  }\n": types.KitchenOrderChangedDocument,
    "\n  mutation KitchenAcceptOrder($id: ID!, $preparationMinutes: Int!) {\n    acceptOrder(id: $id, preparationMinutes: $preparationMinutes) {\n      id\n      estimatedReadyAt\n      ...KitchenBoard_Order\n    }\n  }\n": types.KitchenAcceptOrderDocument,
    "\n  mutation KitchenRejectOrder($id: ID!, $reason: String!) {\n    rejectOrder(id: $id, reason: $reason) {\n      id\n      ...KitchenBoard_Order\n    }\n  }\n": types.KitchenRejectOrderDocument,
    "\n  mutation KitchenStartPreparing($id: ID!) {\n    startPreparingOrder(id: $id) {\n      id\n      ...KitchenBoard_Order\n    }\n  }\n": types.KitchenStartPreparingDocument,
    "\n  mutation KitchenMarkCollected($orderId: ID!) {\n    markCollected(orderId: $orderId) {\n      id\n      ...KitchenBoard_Order\n    }\n  }\n": types.KitchenMarkCollectedDocument,
    "\n  mutation KitchenMarkReady($id: ID!) {\n    markOrderReady(id: $id) {\n      id\n      ...KitchenBoard_Order\n    }\n  }\n": types.KitchenMarkReadyDocument,
    "\n  fragment KitchenOrderCard_Order on Order {\n    id\n    shortId\n    status\n    createdAt\n    total\n    kitchenNote\n    fulfilment\n    estimatedReadyAt\n    deliverAt\n    lines {\n      name\n      quantity\n      options {\n        name\n      }\n    }\n  }\n": types.KitchenOrderCard_OrderFragmentDoc,
    "\n  fragment KitchenClosedForToday_Restaurant on Restaurant {\n    id\n    name\n    closedForToday\n    closedUntil\n  }\n": types.KitchenClosedForToday_RestaurantFragmentDoc,
    "\n  mutation KitchenSetClosedForToday($restaurantId: ID!, $closed: Boolean!) {\n    setRestaurantClosedForToday(restaurantId: $restaurantId, closed: $closed) {\n      id\n      isOpenNow\n      ...KitchenClosedForToday_Restaurant\n    }\n  }\n": types.KitchenSetClosedForTodayDocument,
    "\n  fragment KitchenMenuItem_MenuItem on MenuItem {\n    id\n    name\n    price\n    isVeg\n    isAvailable\n    optionGroups {\n      id\n      name\n      options {\n        id\n        name\n        isAvailable\n      }\n    }\n  }\n": types.KitchenMenuItem_MenuItemFragmentDoc,
    "\n  query KitchenMenu($id: ID!) {\n    restaurant(id: $id) {\n      id\n      menuItems {\n        id\n        ...KitchenMenuItem_MenuItem @unmask\n      }\n    }\n  }\n": types.KitchenMenuDocument,
    "\n  mutation KitchenSetMenuItemSoldOut($id: ID!, $soldOut: Boolean!) {\n    setMenuItemSoldOut(id: $id, soldOut: $soldOut) {\n      id\n      isAvailable\n    }\n  }\n": types.KitchenSetMenuItemSoldOutDocument,
    "\n  mutation KitchenSetMenuOptionAvailable($optionId: ID!, $isAvailable: Boolean!) {\n    setMenuOptionAvailable(optionId: $optionId, isAvailable: $isAvailable) {\n      id\n      isAvailable\n    }\n  }\n": types.KitchenSetMenuOptionAvailableDocument,
    "\n  query KitchenRestaurant($id: ID!) {\n    restaurant(id: $id) {\n      id\n      name\n      ...KitchenClosedForToday_Restaurant\n    }\n  }\n": types.KitchenRestaurantDocument,
    "\n  query KitchenRestaurants {\n    kitchenRestaurants {\n      id\n      name\n      closedForToday\n    }\n  }\n": types.KitchenRestaurantsDocument,
    "\n  mutation RiderMarkPickedUp($orderId: ID!) {\n    markPickedUp(orderId: $orderId) {\n      id\n      status\n      ...RiderOrderCard_Order\n    }\n  }\n": types.RiderMarkPickedUpDocument,
    "\n  mutation RiderMarkDelivered($orderId: ID!, $cashCollected: Float!, $note: String) {\n    markDelivered(orderId: $orderId, cashCollected: $cashCollected, note: $note) {\n      id\n      status\n      cashCollected\n      ...RiderDeliveredToday_Order\n    }\n  }\n": types.RiderMarkDeliveredDocument,
    "\n  mutation RiderMarkDeliveryFailed($orderId: ID!, $reason: String!) {\n    markDeliveryFailed(orderId: $orderId, reason: $reason) {\n      id\n      status\n      ...RiderDeliveredToday_Order\n    }\n  }\n": types.RiderMarkDeliveryFailedDocument,
    "\n  mutation RiderMarkPaidByUpi($orderId: ID!, $upiReference: String!) {\n    markDelivered(orderId: $orderId, cashCollected: 0, paidBy: UPI, upiReference: $upiReference) {\n      id\n      status\n      paidBy\n      ...RiderDeliveredToday_Order\n    }\n  }\n": types.RiderMarkPaidByUpiDocument,
    "\n  query RiderUpiAtDoor {\n    upiAtDoor {\n      upiId\n      payeeName\n    }\n  }\n": types.RiderUpiAtDoorDocument,
    "\n  fragment RiderOrderCard_Order on Order {\n    id\n    shortId\n    status\n    total\n    tip\n    payAtDoorBy\n    kitchenNote\n    recipientName\n    pickup {\n      name\n      address\n      phone\n      latitude\n      longitude\n    }\n    address {\n      address\n      city\n      pincode\n      phone\n      latitude\n      longitude\n    }\n    lines {\n      name\n      quantity\n      options {\n        name\n      }\n    }\n  }\n": types.RiderOrderCard_OrderFragmentDoc,
    "\n  query RiderHome {\n    riderMe {\n      id\n      name\n      onShift\n      ...RiderShiftPanel_Rider\n    }\n    riderOrders {\n      id\n      status\n      ...RiderOrderCard_Order\n    }\n    riderDeliveredToday {\n      id\n      ...RiderDeliveredToday_Order\n    }\n  }\n": types.RiderHomeDocument,
    "\n  subscription RiderOrderChanged {\n    riderOrderChanged {\n      orderId\n      status\n      assignedToMe\n    }\n  }\n": types.RiderOrderChangedDocument,
    "\n  mutation RiderSharePosition($latitude: Float!, $longitude: Float!, $accuracy: Float) {\n    shareRiderPosition(latitude: $latitude, longitude: $longitude, accuracy: $accuracy) {\n      id\n    }\n  }\n": types.RiderSharePositionDocument,
    "\n  fragment RiderShiftPanel_Rider on Rider {\n    id\n    onShift\n    cashInHand\n    averageDeliveryRating\n    deliveryRatingCount\n  }\n": types.RiderShiftPanel_RiderFragmentDoc,
    "\n  mutation RiderSetOnShift($onShift: Boolean!) {\n    setRiderOnShift(onShift: $onShift) {\n      id\n      onShift\n      ...RiderShiftPanel_Rider\n    }\n  }\n": types.RiderSetOnShiftDocument,
    "\n  fragment RiderDeliveredToday_Order on Order {\n    id\n    shortId\n    status\n    cashCollected\n    paidBy\n    total\n    tip\n    deliveredAt\n    updatedAt\n  }\n": types.RiderDeliveredToday_OrderFragmentDoc,
    "\n  fragment RiderEarningsCard_Earnings on RiderEarnings {\n    deliveries\n    fees\n    tips\n    total\n  }\n": types.RiderEarningsCard_EarningsFragmentDoc,
    "\n  query RiderEarnings($riderId: ID!, $today: String!, $weekFrom: String!) {\n    today: riderEarnings(riderId: $riderId, from: $today, to: $today) {\n      ...RiderEarningsCard_Earnings @unmask\n    }\n    week: riderEarnings(riderId: $riderId, from: $weekFrom, to: $today) {\n      ...RiderEarningsCard_Earnings @unmask\n    }\n  }\n": types.RiderEarningsDocument,
    "\n  query AccountMealReminders {\n    me {\n      id\n      mealReminders {\n        breakfast\n        lunch\n        dinner\n      }\n    }\n  }\n": types.AccountMealRemindersDocument,
    "\n  mutation AccountSetMealReminders($input: MealRemindersInput!) {\n    setMealReminders(input: $input) {\n      breakfast\n      lunch\n      dinner\n    }\n  }\n": types.AccountSetMealRemindersDocument,
    "\n  query AccountOrders($limit: Int!, $offset: Int!) {\n    myOrders(limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        ...OrderHistoryList_Order\n      }\n    }\n  }\n": types.AccountOrdersDocument,
    "\n  fragment OrderHistoryList_Order on Order {\n    id\n    createdAt\n    status\n    total\n    lines {\n      id\n      quantity\n    }\n  }\n": types.OrderHistoryList_OrderFragmentDoc,
    "\n  query ShopAddresses {\n    addresses {\n      id\n      address\n      ...AddressLines_Address\n      ...AddressForm_Address\n    }\n  }\n": types.ShopAddressesDocument,
    "\n  mutation AddressAdd($input: AddressInput!) {\n    addAddress(input: $input) {\n      id\n      ...AddressLines_Address\n      ...AddressForm_Address\n    }\n  }\n": types.AddressAddDocument,
    "\n  mutation AddressUpdate($id: ID!, $input: UpdateAddressInput!) {\n    updateAddress(id: $id, input: $input) {\n      id\n      ...AddressLines_Address\n      ...AddressForm_Address\n    }\n  }\n": types.AddressUpdateDocument,
    "\n  mutation AddressDelete($id: ID!) {\n    deleteAddress(id: $id)\n  }\n": types.AddressDeleteDocument,
    "\n  fragment AddressForm_Address on Address {\n    id\n    address\n    city\n    pincode\n    phone\n    notes\n  }\n": types.AddressForm_AddressFragmentDoc,
    "\n  fragment AddressLines_Address on Address {\n    id\n    address\n    city\n    pincode\n    phone\n    notes\n  }\n": types.AddressLines_AddressFragmentDoc,
    "\n  fragment ShopCart_Cart on Cart {\n    id\n    itemCount\n    itemsTotal\n    minimumOrderShortfall\n    canCheckout\n    restaurantName\n    restaurantIsOpenNow\n    ...CartLines_Cart\n  }\n": types.ShopCart_CartFragmentDoc,
    "\n  query CartSheetBill($addressId: ID, $fulfilment: Fulfilment) {\n    cart {\n      id\n      ...CartSummary_Cart\n    }\n  }\n": types.CartSheetBillDocument,
    "\n  query ShopCart {\n    cart {\n      id\n      ...ShopCart_Cart\n    }\n  }\n": types.ShopCartDocument,
    "\n  mutation CartAddToCart($menuItemId: ID!, $replaceCart: Boolean!, $optionIds: [ID!]! = []) {\n    addToCart(menuItemId: $menuItemId, quantity: 1, replaceCart: $replaceCart, optionIds: $optionIds) {\n      id\n      ...ShopCart_Cart\n    }\n  }\n": types.CartAddToCartDocument,
    "\n  mutation CartUpdateLine($lineId: ID!, $quantity: Int!, $addressId: ID, $fulfilment: Fulfilment) {\n    updateCartLine(lineId: $lineId, quantity: $quantity) {\n      id\n      ...ShopCart_Cart\n      ...CartSummary_Cart\n    }\n  }\n": types.CartUpdateLineDocument,
    "\n  mutation CartRemoveLine($lineId: ID!, $addressId: ID, $fulfilment: Fulfilment) {\n    removeCartLine(lineId: $lineId) {\n      id\n      ...ShopCart_Cart\n      ...CartSummary_Cart\n    }\n  }\n": types.CartRemoveLineDocument,
    "\n  fragment CartLineItem_CartLine on CartLine {\n    id\n    name\n    image\n    isAvailable\n    restaurantName\n    price\n    quantity\n    lineTotal\n    options {\n      name\n    }\n  }\n": types.CartLineItem_CartLineFragmentDoc,
    "\n  fragment CartLines_Cart on Cart {\n    id\n    items {\n      id\n      ...CartLineItem_CartLine\n    }\n  }\n": types.CartLines_CartFragmentDoc,
    "\n  fragment CartSummary_Cart on Cart {\n    id\n    itemsTotal\n    bill(addressId: $addressId, fulfilment: $fulfilment) {\n      ...BillLines_Bill @unmask\n    }\n  }\n": types.CartSummary_CartFragmentDoc,
    "\n  mutation CheckoutPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      id\n    }\n  }\n": types.CheckoutPlaceOrderDocument,
    "\n  query CheckoutBill($addressId: ID, $fulfilment: Fulfilment) {\n    cart {\n      id\n      restaurantId\n      ...CartSummary_Cart\n      ...CouponBox_Cart\n      ...TipChooser_Cart\n    }\n    availableCoupons {\n      id\n      ...CouponBox_Coupon\n    }\n  }\n": types.CheckoutBillDocument,
    "\n  mutation CheckoutApplyCoupon($code: String!, $addressId: ID, $fulfilment: Fulfilment) {\n    applyCoupon(code: $code) {\n      id\n      ...CartSummary_Cart\n      ...CouponBox_Cart\n    }\n  }\n": types.CheckoutApplyCouponDocument,
    "\n  mutation CheckoutRemoveCoupon($addressId: ID, $fulfilment: Fulfilment) {\n    removeCoupon {\n      id\n      ...CartSummary_Cart\n      ...CouponBox_Cart\n    }\n  }\n": types.CheckoutRemoveCouponDocument,
    "\n  mutation CheckoutSetTip($amount: Float!, $addressId: ID, $fulfilment: Fulfilment) {\n    setCartTip(amount: $amount) {\n      id\n      ...CartSummary_Cart\n      ...TipChooser_Cart\n    }\n  }\n": types.CheckoutSetTipDocument,
    "\n  fragment CouponBox_Cart on Cart {\n    id\n    couponCode\n    couponProblem\n  }\n": types.CouponBox_CartFragmentDoc,
    "\n  fragment CouponBox_Coupon on Coupon {\n    id\n    code\n    description\n  }\n": types.CouponBox_CouponFragmentDoc,
    "\n  query CheckoutDeliverySlots($restaurantId: ID!) {\n    deliverySlots(restaurantId: $restaurantId)\n  }\n": types.CheckoutDeliverySlotsDocument,
    "\n  query CheckoutUpiAtDoor {\n    upiAtDoor {\n      upiId\n    }\n  }\n": types.CheckoutUpiAtDoorDocument,
    "\n  query CheckoutPickupPlace($id: ID!) {\n    restaurant(id: $id) {\n      id\n      name\n      address\n    }\n  }\n": types.CheckoutPickupPlaceDocument,
    "\n  fragment TipChooser_Cart on Cart {\n    id\n    tip\n  }\n": types.TipChooser_CartFragmentDoc,
    "\n  fragment MenuItemCard_MenuItem on MenuItem {\n    id\n    name\n    image\n    category\n    isVeg\n    isAvailable\n    isAvailableNow\n    availableFrom\n    originalPrice\n    price\n    discount\n    optionGroups {\n      id\n    }\n  }\n": types.MenuItemCard_MenuItemFragmentDoc,
    "\n  fragment FavouriteButton_Restaurant on Restaurant {\n    id\n    name\n  }\n": types.FavouriteButton_RestaurantFragmentDoc,
    "\n  mutation ShopSetFavouriteRestaurant($restaurantId: ID!, $favourite: Boolean!) {\n    setFavouriteRestaurant(restaurantId: $restaurantId, favourite: $favourite) {\n      id\n      isFavourite\n    }\n  }\n": types.ShopSetFavouriteRestaurantDocument,
    "\n  query ShopFavouriteRestaurants {\n    favouriteRestaurants {\n      id\n      ...RestaurantCard_Restaurant\n    }\n  }\n": types.ShopFavouriteRestaurantsDocument,
    "\n  query HomeBanners {\n    banners {\n      id\n      image\n    }\n  }\n": types.HomeBannersDocument,
    "\n  query HomeReverseGeocode($latitude: Float!, $longitude: Float!) {\n    reverseGeocode(latitude: $latitude, longitude: $longitude) {\n      town\n    }\n  }\n": types.HomeReverseGeocodeDocument,
    "\n  query ShopKitchenAccess {\n    kitchenRestaurants {\n      id\n    }\n  }\n": types.ShopKitchenAccessDocument,
    "\n  query ListingRestaurantCategories {\n    restaurantCategories {\n      id\n      label\n    }\n  }\n": types.ListingRestaurantCategoriesDocument,
    "\n  query ListingRestaurants(\n    $latitude: Float!\n    $longitude: Float!\n    $filter: RestaurantFilterInput\n    $sort: RestaurantSort!\n    $limit: Int!\n    $offset: Int!\n  ) {\n    restaurantsNear(latitude: $latitude, longitude: $longitude, filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      offset\n      items {\n        id\n        ...RestaurantCard_Restaurant\n      }\n    }\n  }\n": types.ListingRestaurantsDocument,
    "\n  fragment RestaurantCard_Restaurant on Restaurant {\n    id\n    name\n    image\n    address\n    category\n    isOpenNow\n    deliveryTime\n    rating\n    priceForTwo\n    minimumOrder\n    distanceKm\n    ...FavouriteButton_Restaurant\n  }\n": types.RestaurantCard_RestaurantFragmentDoc,
    "\n  query ListingTowns {\n    towns {\n      ...TownChoice_Town @unmask\n    }\n  }\n": types.ListingTownsDocument,
    "\n  query ListingLocatePincode($pincode: String!) {\n    locatePincode(pincode: $pincode) {\n      pincode\n      town {\n        name\n        latitude\n        longitude\n      }\n    }\n  }\n": types.ListingLocatePincodeDocument,
    "\n  query MenuRestaurant($id: ID!, $filter: MenuFilterInput, $sort: MenuItemSort) {\n    restaurant(id: $id) {\n      id\n      name\n      isOpenNow\n      ...RestaurantHeader_Restaurant\n      menuItems(filter: $filter, sort: $sort) {\n        id\n        ...MenuItemCard_MenuItem\n      }\n    }\n  }\n": types.MenuRestaurantDocument,
    "\n  query MenuOptionSheet($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      menuItems {\n        id\n        price\n        optionGroups {\n          ...MenuOptionGroupFields @unmask\n        }\n      }\n    }\n  }\n": types.MenuOptionSheetDocument,
    "\n  fragment RestaurantHeader_Restaurant on Restaurant {\n    id\n    name\n    address\n    category\n    openingTime\n    closingTime\n    priceForTwo\n    minimumOrder\n    rating\n    ratingCount\n    isOpenNow\n    nextOpensAt\n    ...FavouriteButton_Restaurant\n  }\n": types.RestaurantHeader_RestaurantFragmentDoc,
    "\n  query RestaurantReviews($restaurantId: ID!, $limit: Int, $offset: Int) {\n    reviews(restaurantId: $restaurantId, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...ReviewFields @unmask\n      }\n    }\n  }\n": types.RestaurantReviewsDocument,
    "\n  query OrderSuccessBill($id: ID!) {\n    order(id: $id) {\n      id\n      bill {\n        ...BillLines_Bill @unmask\n      }\n      ...OrderPickupPlace_Order\n    }\n  }\n": types.OrderSuccessBillDocument,
    "\n  fragment CancelOrderButton_Order on Order {\n    id\n    allowedNextStatuses\n  }\n": types.CancelOrderButton_OrderFragmentDoc,
    "\n  mutation AccountCancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      id\n      ...OrderHistoryList_Order\n      ...OrderSummary_Order\n      ...OrderStepTracker_Order\n      ...OrderStatusHistory_Order\n      ...CancelOrderButton_Order\n    }\n  }\n": types.AccountCancelOrderDocument,
    "\n  mutation AccountReorder($orderId: ID!) {\n    reorder(orderId: $orderId) {\n      leftOut\n      cart {\n        id\n        itemCount\n      }\n    }\n  }\n": types.AccountReorderDocument,
    "\n  fragment OrderDeliveryMap_Order on Order {\n    id\n    status\n    rider {\n      id\n      name\n    }\n    riderPosition {\n      latitude\n      longitude\n    }\n    address {\n      latitude\n      longitude\n    }\n  }\n": types.OrderDeliveryMap_OrderFragmentDoc,
    "\n  query OrderDeliveryMapSettings {\n    mapSettings {\n      tileUrl\n      attribution\n    }\n  }\n": types.OrderDeliveryMapSettingsDocument,
    "\n  query AccountOrderDetails($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      lines {\n        id\n        quantity\n      }\n      ...OrderDetails_Order\n      ...OrderStepTracker_Order\n      ...OrderReadyEstimate_Order\n      ...OrderRider_Order\n      ...OrderPayment_Order\n      ...CancelOrderButton_Order\n      ...OrderInvoiceLink_Order\n      ...OrderRating_Order\n      ...OrderHelp_Order\n    }\n  }\n": types.AccountOrderDetailsDocument,
    "\n  mutation AccountReportOrderProblem($orderId: ID!, $input: OrderProblemInput!) {\n    reportOrderProblem(orderId: $orderId, input: $input) {\n      id\n      order {\n        id\n        ...OrderHelp_Order\n      }\n    }\n  }\n": types.AccountReportOrderProblemDocument,
    "\n  fragment OrderHelp_Order on Order {\n    id\n    status\n    deliveredAt\n    lines {\n      id\n      name\n      quantity\n    }\n    problems {\n      id\n      ...OrderProblemFields\n    }\n  }\n": types.OrderHelp_OrderFragmentDoc,
    "\n  fragment OrderPayment_Order on Order {\n    id\n    status\n    payAtDoorBy\n    paidBy\n    upiReference\n  }\n": types.OrderPayment_OrderFragmentDoc,
    "\n  fragment OrderReadyEstimate_Order on Order {\n    id\n    status\n    estimatedReadyAt\n  }\n": types.OrderReadyEstimate_OrderFragmentDoc,
    "\n  fragment OrderRider_Order on Order {\n    id\n    status\n    rider {\n      id\n      name\n      phone\n    }\n    riderPosition {\n      recordedAt\n      distanceKm\n      estimatedArrivalAt\n    }\n    deliveryFailureReason\n    ...OrderDeliveryMap_Order\n  }\n": types.OrderRider_OrderFragmentDoc,
    "\n  fragment OrderStepTracker_Order on Order {\n    id\n    status\n    fulfilment\n    statusHistory {\n      fromStatus\n      toStatus\n    }\n  }\n": types.OrderStepTracker_OrderFragmentDoc,
    "\n  fragment OrderRating_Order on Order {\n    id\n    status\n    deliveredAt\n    rider {\n      id\n    }\n    lines {\n      menuItemId\n      name\n    }\n    rating {\n      ...OrderRating_Rating @unmask\n    }\n  }\n": types.OrderRating_OrderFragmentDoc,
    "\n  fragment OrderRating_Rating on OrderRating {\n    id\n    foodRating\n    deliveryRating\n    comment\n    likedMenuItemIds\n  }\n": types.OrderRating_RatingFragmentDoc,
    "\n  mutation AccountRateOrder($orderId: ID!, $input: RateOrderInput!) {\n    rateOrder(orderId: $orderId, input: $input) {\n      ...OrderRating_Rating @unmask\n    }\n  }\n": types.AccountRateOrderDocument,
    "\n  subscription CustomerOrderUpdated {\n    orderUpdated {\n      id\n      ...OrderHistoryList_Order\n      ...OrderSummary_Order\n      ...OrderStepTracker_Order\n      ...OrderReadyEstimate_Order\n      ...OrderRider_Order\n      ...OrderAddress_Order\n      ...OrderStatusHistory_Order\n      ...CancelOrderButton_Order\n    }\n  }\n": types.CustomerOrderUpdatedDocument,
    "\n  query SearchMenuItems($keyword: String!, $latitude: Float!, $longitude: Float!, $limit: Int!) {\n    searchMenuItems(keyword: $keyword, latitude: $latitude, longitude: $longitude, limit: $limit) {\n      id\n      ...MenuItemCard_MenuItem\n      restaurant {\n        id\n        name\n        isOpenNow\n      }\n    }\n  }\n": types.SearchMenuItemsDocument,
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
export function graphql(source: "\n  fragment ApiKeyDays_ApiKey on ApiKey {\n    id\n    name\n    requestsPerDay(days: 14) {\n      date\n      requests\n      rateLimited\n    }\n  }\n"): (typeof documents)["\n  fragment ApiKeyDays_ApiKey on ApiKey {\n    id\n    name\n    requestsPerDay(days: 14) {\n      date\n      requests\n      rateLimited\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminApiKeys {\n    apiKeys {\n      id\n      ...ApiKeyList_ApiKey\n      ...ApiKeyDays_ApiKey\n    }\n  }\n"): (typeof documents)["\n  query AdminApiKeys {\n    apiKeys {\n      id\n      ...ApiKeyList_ApiKey\n      ...ApiKeyDays_ApiKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      apiKey {\n        id\n        name\n      }\n      secret\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      apiKey {\n        id\n        name\n      }\n      secret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      ...ApiKeyList_ApiKey\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      ...ApiKeyList_ApiKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiKeyList_ApiKey on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    restaurants {\n      id\n      name\n    }\n    requestsPerMinute\n    requestsToday\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n"): (typeof documents)["\n  fragment ApiKeyList_ApiKey on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    restaurants {\n      id\n      name\n    }\n    requestsPerMinute\n    requestsToday\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAuditLog($filter: AuditFilter, $limit: Int!, $offset: Int!) {\n    auditLog(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      limit\n      offset\n      items {\n        id\n        ...AuditEntries_AuditEntry\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAuditLog($filter: AuditFilter, $limit: Int!, $offset: Int!) {\n    auditLog(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      limit\n      offset\n      items {\n        id\n        ...AuditEntries_AuditEntry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditEntries_AuditEntry on AuditEntry {\n    id\n    at\n    actorKind\n    actorName\n    action\n    entityType\n    entityName\n    changes {\n      field\n      before\n      after\n    }\n  }\n"): (typeof documents)["\n  fragment AuditEntries_AuditEntry on AuditEntry {\n    id\n    at\n    actorKind\n    actorName\n    action\n    entityType\n    entityName\n    changes {\n      field\n      before\n      after\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCatalogueBanners {\n    banners {\n      id\n      image\n      position\n    }\n  }\n"): (typeof documents)["\n  query AdminCatalogueBanners {\n    banners {\n      id\n      image\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCatalogueAddBanner($image: String!) {\n    addBanner(image: $image) {\n      id\n      image\n      position\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCatalogueAddBanner($image: String!) {\n    addBanner(image: $image) {\n      id\n      image\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCatalogueDeleteBanner($id: ID!) {\n    deleteBanner(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminCatalogueDeleteBanner($id: ID!) {\n    deleteBanner(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCatalogueReorderBanners($ids: [ID!]!) {\n    reorderBanners(ids: $ids) {\n      id\n      image\n      position\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCatalogueReorderBanners($ids: [ID!]!) {\n    reorderBanners(ids: $ids) {\n      id\n      image\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRiderCashSummaries($date: String!) {\n    riderCashSummaries(date: $date) {\n      ...CashPage_RiderCashSummary @unmask\n    }\n  }\n"): (typeof documents)["\n  query AdminRiderCashSummaries($date: String!) {\n    riderCashSummaries(date: $date) {\n      ...CashPage_RiderCashSummary @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRecordCashHandover($riderId: ID!, $amount: Float!, $note: String, $idempotencyKey: String) {\n    recordCashHandover(riderId: $riderId, amount: $amount, note: $note, idempotencyKey: $idempotencyKey) {\n      id\n      ...CashHandoverList_CashHandover @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRecordCashHandover($riderId: ID!, $amount: Float!, $note: String, $idempotencyKey: String) {\n    recordCashHandover(riderId: $riderId, amount: $amount, note: $note, idempotencyKey: $idempotencyKey) {\n      id\n      ...CashHandoverList_CashHandover @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUpiCollections($date: String!, $limit: Int!, $offset: Int!) {\n    upiCollections(date: $date, limit: $limit, offset: $offset) {\n      total\n      amount\n      items {\n        id\n        ...UpiCollections_UpiCollection @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUpiCollections($date: String!, $limit: Int!, $offset: Int!) {\n    upiCollections(date: $date, limit: $limit, offset: $offset) {\n      total\n      amount\n      items {\n        id\n        ...UpiCollections_UpiCollection @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminConfirmUpiPayment($orderId: ID!) {\n    confirmUpiPayment(orderId: $orderId) {\n      id\n      upiConfirmedAt\n    }\n  }\n"): (typeof documents)["\n  mutation AdminConfirmUpiPayment($orderId: ID!) {\n    confirmUpiPayment(orderId: $orderId) {\n      id\n      upiConfirmedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CashHandoverList_CashHandover on CashHandover {\n    id\n    amount\n    expected\n    difference\n    note\n    recordedByName\n    createdAt\n  }\n"): (typeof documents)["\n  fragment CashHandoverList_CashHandover on CashHandover {\n    id\n    amount\n    expected\n    difference\n    note\n    recordedByName\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CashPage_RiderCashSummary on RiderCashSummary {\n    date\n    deliveries\n    failedDeliveries\n    expectedCash\n    tips\n    collected\n    handedOver\n    difference\n    cashInHand\n    rider {\n      id\n      name\n      phone\n      onShift\n      cashInHand\n    }\n    handovers {\n      id\n      ...CashHandoverList_CashHandover @unmask\n    }\n  }\n"): (typeof documents)["\n  fragment CashPage_RiderCashSummary on RiderCashSummary {\n    date\n    deliveries\n    failedDeliveries\n    expectedCash\n    tips\n    collected\n    handedOver\n    difference\n    cashInHand\n    rider {\n      id\n      name\n      phone\n      onShift\n      cashInHand\n    }\n    handovers {\n      id\n      ...CashHandoverList_CashHandover @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UpiCollections_UpiCollection on UpiCollection {\n    id\n    shortId\n    riderName\n    amount\n    upiReference\n    deliveredAt\n    confirmedAt\n    confirmedByName\n    duplicateReference\n  }\n"): (typeof documents)["\n  fragment UpiCollections_UpiCollection on UpiCollection {\n    id\n    shortId\n    riderName\n    amount\n    upiReference\n    deliveredAt\n    confirmedAt\n    confirmedByName\n    duplicateReference\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCharges {\n    deliverySettings {\n      ...DeliverySettingsForm_DeliverySettings @unmask\n    }\n    taxSettings {\n      ...TaxSettingsForm_TaxSettings @unmask\n    }\n    riderPaySettings {\n      ...RiderPaySettingsForm_RiderPaySettings @unmask\n    }\n  }\n"): (typeof documents)["\n  query AdminCharges {\n    deliverySettings {\n      ...DeliverySettingsForm_DeliverySettings @unmask\n    }\n    taxSettings {\n      ...TaxSettingsForm_TaxSettings @unmask\n    }\n    riderPaySettings {\n      ...RiderPaySettingsForm_RiderPaySettings @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateDeliverySettings($input: DeliverySettingsInput!) {\n    updateDeliverySettings(input: $input) {\n      ...DeliverySettingsForm_DeliverySettings @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateDeliverySettings($input: DeliverySettingsInput!) {\n    updateDeliverySettings(input: $input) {\n      ...DeliverySettingsForm_DeliverySettings @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateTaxSettings($input: TaxSettingsInput!) {\n    updateTaxSettings(input: $input) {\n      ...TaxSettingsForm_TaxSettings @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateTaxSettings($input: TaxSettingsInput!) {\n    updateTaxSettings(input: $input) {\n      ...TaxSettingsForm_TaxSettings @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeliverySettingsForm_DeliverySettings on DeliverySettings {\n    baseFee\n    baseDistanceKm\n    perKmFee\n    freeAbove\n  }\n"): (typeof documents)["\n  fragment DeliverySettingsForm_DeliverySettings on DeliverySettings {\n    baseFee\n    baseDistanceKm\n    perKmFee\n    freeAbove\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PayoutSettingsForm_PayoutSettings on PayoutSettings {\n    defaultCommissionPercent\n    upiId\n    upiPayeeName\n  }\n"): (typeof documents)["\n  fragment PayoutSettingsForm_PayoutSettings on PayoutSettings {\n    defaultCommissionPercent\n    upiId\n    upiPayeeName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPayoutSettings {\n    payoutSettings {\n      ...PayoutSettingsForm_PayoutSettings @unmask\n    }\n  }\n"): (typeof documents)["\n  query AdminPayoutSettings {\n    payoutSettings {\n      ...PayoutSettingsForm_PayoutSettings @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdatePayoutSettings($input: PayoutSettingsInput!) {\n    updatePayoutSettings(input: $input) {\n      ...PayoutSettingsForm_PayoutSettings @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdatePayoutSettings($input: PayoutSettingsInput!) {\n    updatePayoutSettings(input: $input) {\n      ...PayoutSettingsForm_PayoutSettings @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RiderPaySettingsForm_RiderPaySettings on RiderPaySettings {\n    riderBaseFee\n    riderBaseDistanceKm\n    riderPerKmFee\n  }\n"): (typeof documents)["\n  fragment RiderPaySettingsForm_RiderPaySettings on RiderPaySettings {\n    riderBaseFee\n    riderBaseDistanceKm\n    riderPerKmFee\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateRiderPaySettings($input: RiderPaySettingsInput!) {\n    updateRiderPaySettings(input: $input) {\n      ...RiderPaySettingsForm_RiderPaySettings @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateRiderPaySettings($input: RiderPaySettingsInput!) {\n    updateRiderPaySettings(input: $input) {\n      ...RiderPaySettingsForm_RiderPaySettings @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TaxSettingsForm_TaxSettings on TaxSettings {\n    gstin\n    legalName\n    address\n    foodTaxPercent\n    deliveryTaxPercent\n    pricesIncludeTax\n  }\n"): (typeof documents)["\n  fragment TaxSettingsForm_TaxSettings on TaxSettings {\n    gstin\n    legalName\n    address\n    foodTaxPercent\n    deliveryTaxPercent\n    pricesIncludeTax\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWebhookRestaurant($id: ID!) {\n    restaurant(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AdminWebhookRestaurant($id: ID!) {\n    restaurant(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRestaurantPicker($search: String) {\n    adminRestaurants(search: $search, limit: 50) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminRestaurantPicker($search: String) {\n    adminRestaurants(search: $search, limit: 50) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUploadImage($file: Upload!, $purpose: ImagePurpose!) {\n    uploadImage(file: $file, purpose: $purpose) {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUploadImage($file: Upload!, $purpose: ImagePurpose!) {\n    uploadImage(file: $file, purpose: $purpose) {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOpsDashboard {\n    dashboard {\n      today\n      ordersToday\n      revenueToday\n      waitingForAction\n      byStatus {\n        status\n        count\n      }\n      days {\n        date\n        orders\n        revenue\n      }\n      topItems {\n        menuItemId\n        name\n        quantity\n        revenue\n      }\n      ...DeliveriesCard_OrderDashboard @unmask\n    }\n  }\n"): (typeof documents)["\n  query AdminOpsDashboard {\n    dashboard {\n      today\n      ordersToday\n      revenueToday\n      waitingForAction\n      byStatus {\n        status\n        count\n      }\n      days {\n        date\n        orders\n        revenue\n      }\n      topItems {\n        menuItemId\n        name\n        quantity\n        revenue\n      }\n      ...DeliveriesCard_OrderDashboard @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeliveriesCard_OrderDashboard on OrderDashboard {\n    failedDeliveries\n    averageMinutesToDoor\n    riders {\n      riderId\n      name\n      deliveries\n      failedDeliveries\n      averageMinutesToDoor\n    }\n  }\n"): (typeof documents)["\n  fragment DeliveriesCard_OrderDashboard on OrderDashboard {\n    failedDeliveries\n    averageMinutesToDoor\n    riders {\n      riderId\n      name\n      deliveries\n      failedDeliveries\n      averageMinutesToDoor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMoneySummary($from: String!, $to: String!) {\n    moneySummary(from: $from, to: $to) {\n      from\n      to\n      collectedCash\n      collectedUpi\n      commissionEarned\n      payableToRestaurants\n      payableToRiders\n      tips\n    }\n  }\n"): (typeof documents)["\n  query AdminMoneySummary($from: String!, $to: String!) {\n    moneySummary(from: $from, to: $to) {\n      from\n      to\n      collectedCash\n      collectedUpi\n      commissionEarned\n      payableToRestaurants\n      payableToRiders\n      tips\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAnswerOrderProblem($id: ID!, $text: String!, $resolve: Boolean!) {\n    answerOrderProblem(id: $id, text: $text, resolve: $resolve) {\n      id\n      ...OrderProblemFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAnswerOrderProblem($id: ID!, $text: String!, $resolve: Boolean!) {\n    answerOrderProblem(id: $id, text: $text, resolve: $resolve) {\n      id\n      ...OrderProblemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrderProblems($status: OrderProblemStatus, $limit: Int) {\n    orderProblems(status: $status, limit: $limit) {\n      id\n      ...OrderProblemFields\n      order {\n        id\n        restaurantName\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrderProblems($status: OrderProblemStatus, $limit: Int) {\n    orderProblems(status: $status, limit: $limit) {\n      id\n      ...OrderProblemFields\n      order {\n        id\n        restaurantName\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCatalogueRestaurantMenu($id: ID!) {\n    restaurant(id: $id) {\n      id\n      name\n      address\n      menuItems {\n        id\n        ...MenuItemAdminCard_MenuItem\n        ...MenuItemSheet_MenuItem\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCatalogueRestaurantMenu($id: ID!) {\n    restaurant(id: $id) {\n      id\n      name\n      address\n      menuItems {\n        id\n        ...MenuItemAdminCard_MenuItem\n        ...MenuItemSheet_MenuItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCatalogueMenuCategories {\n    menuCategories {\n      id\n      label\n    }\n  }\n"): (typeof documents)["\n  query AdminCatalogueMenuCategories {\n    menuCategories {\n      id\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCatalogueCreateMenuItem($restaurantId: ID!, $input: MenuItemInput!) {\n    createMenuItem(restaurantId: $restaurantId, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCatalogueCreateMenuItem($restaurantId: ID!, $input: MenuItemInput!) {\n    createMenuItem(restaurantId: $restaurantId, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCatalogueUpdateMenuItem($restaurantId: ID!, $id: ID!, $input: MenuItemUpdateInput!) {\n    updateMenuItem(restaurantId: $restaurantId, id: $id, input: $input) {\n      id\n      ...MenuItemAdminCard_MenuItem\n      ...MenuItemSheet_MenuItem\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCatalogueUpdateMenuItem($restaurantId: ID!, $id: ID!, $input: MenuItemUpdateInput!) {\n    updateMenuItem(restaurantId: $restaurantId, id: $id, input: $input) {\n      id\n      ...MenuItemAdminCard_MenuItem\n      ...MenuItemSheet_MenuItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCatalogueDeleteMenuItem($restaurantId: ID!, $id: ID!) {\n    deleteMenuItem(restaurantId: $restaurantId, id: $id) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCatalogueDeleteMenuItem($restaurantId: ID!, $id: ID!) {\n    deleteMenuItem(restaurantId: $restaurantId, id: $id) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MenuItemAdminCard_MenuItem on MenuItem {\n    id\n    image\n    name\n    discount\n    isAvailable\n    isVeg\n    category\n    price\n    originalPrice\n    preparationTime\n    rating\n  }\n"): (typeof documents)["\n  fragment MenuItemAdminCard_MenuItem on MenuItem {\n    id\n    image\n    name\n    discount\n    isAvailable\n    isVeg\n    category\n    price\n    originalPrice\n    preparationTime\n    rating\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCatalogueSetMenuItemOptions($menuItemId: ID!, $groups: [MenuOptionGroupInput!]!) {\n    setMenuItemOptions(menuItemId: $menuItemId, groups: $groups) {\n      id\n      optionGroups {\n        ...MenuOptionGroupFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCatalogueSetMenuItemOptions($menuItemId: ID!, $groups: [MenuOptionGroupInput!]!) {\n    setMenuItemOptions(menuItemId: $menuItemId, groups: $groups) {\n      id\n      optionGroups {\n        ...MenuOptionGroupFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MenuItemSheet_MenuItem on MenuItem {\n    id\n    image\n    name\n    description\n    originalPrice\n    offerPrice\n    isVeg\n    category\n    ingredients\n    preparationTime\n    rating\n    isAvailable\n    availableFrom\n    availableUntil\n    optionGroups {\n      ...MenuOptionGroupFields @unmask\n    }\n  }\n"): (typeof documents)["\n  fragment MenuItemSheet_MenuItem on MenuItem {\n    id\n    image\n    name\n    description\n    originalPrice\n    offerPrice\n    isVeg\n    category\n    ingredients\n    preparationTime\n    rating\n    isAvailable\n    availableFrom\n    availableUntil\n    optionGroups {\n      ...MenuOptionGroupFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBroadcasts($limit: Int!, $offset: Int!) {\n    broadcasts(limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        title\n        body\n        audience\n        url\n        sentAt\n        sentByName\n        targeted\n        delivered\n        expired\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminBroadcasts($limit: Int!, $offset: Int!) {\n    broadcasts(limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        title\n        body\n        audience\n        url\n        sentAt\n        sentByName\n        targeted\n        delivered\n        expired\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSendBroadcast($input: SendBroadcastInput!) {\n    sendBroadcast(input: $input) {\n      id\n      targeted\n      delivered\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSendBroadcast($input: SendBroadcastInput!) {\n    sendBroadcast(input: $input) {\n      id\n      targeted\n      delivered\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCoupons($limit: Int!, $offset: Int!) {\n    coupons(limit: $limit, offset: $offset) {\n      id\n      ...CouponList_Coupon\n    }\n  }\n"): (typeof documents)["\n  query AdminCoupons($limit: Int!, $offset: Int!) {\n    coupons(limit: $limit, offset: $offset) {\n      id\n      ...CouponList_Coupon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateCoupon($input: CouponInput!) {\n    createCoupon(input: $input) {\n      id\n      ...CouponList_Coupon\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateCoupon($input: CouponInput!) {\n    createCoupon(input: $input) {\n      id\n      ...CouponList_Coupon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateCoupon($id: ID!, $input: CouponInput!) {\n    updateCoupon(id: $id, input: $input) {\n      id\n      ...CouponList_Coupon\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateCoupon($id: ID!, $input: CouponInput!) {\n    updateCoupon(id: $id, input: $input) {\n      id\n      ...CouponList_Coupon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetCouponActive($id: ID!, $isActive: Boolean!) {\n    setCouponActive(id: $id, isActive: $isActive) {\n      id\n      ...CouponList_Coupon\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetCouponActive($id: ID!, $isActive: Boolean!) {\n    setCouponActive(id: $id, isActive: $isActive) {\n      id\n      ...CouponList_Coupon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CouponList_Coupon on Coupon {\n    id\n    code\n    description\n    kind\n    value\n    maxDiscount\n    minOrder\n    validFrom\n    validUntil\n    usageLimit\n    perCustomerLimit\n    firstOrderOnly\n    restaurantIds\n    weekdays\n    isActive\n    usedCount\n  }\n"): (typeof documents)["\n  fragment CouponList_Coupon on Coupon {\n    id\n    code\n    description\n    kind\n    value\n    maxDiscount\n    minOrder\n    validFrom\n    validUntil\n    usageLimit\n    perCustomerLimit\n    firstOrderOnly\n    restaurantIds\n    weekdays\n    isActive\n    usedCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AssignRiderPicker_Rider on Rider {\n    id\n    name\n    phone\n    openDeliveries\n    cashInHand\n  }\n"): (typeof documents)["\n  fragment AssignRiderPicker_Rider on Rider {\n    id\n    name\n    phone\n    openDeliveries\n    cashInHand\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRidersOnShift {\n    riders(onShift: true) {\n      id\n      ...AssignRiderPicker_Rider\n    }\n  }\n"): (typeof documents)["\n  query AdminRidersOnShift {\n    riders(onShift: true) {\n      id\n      ...AssignRiderPicker_Rider\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAssignRider($orderId: ID!, $riderId: ID!) {\n    assignRider(orderId: $orderId, riderId: $riderId) {\n      id\n      ...OrdersList_Order\n      ...OrderStatusActions_Order\n      ...OrderDelivery_Order\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAssignRider($orderId: ID!, $riderId: ID!) {\n    assignRider(orderId: $orderId, riderId: $riderId) {\n      id\n      ...OrdersList_Order\n      ...OrderStatusActions_Order\n      ...OrderDelivery_Order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminOrderPlaced {\n    orderPlaced {\n      id\n      ...OrdersList_Order @unmask\n      ...OrderStatusActions_Order @unmask\n      ...OrderDelivery_Order @unmask\n      ...OrderBill_Order @unmask\n    }\n  }\n"): (typeof documents)["\n  subscription AdminOrderPlaced {\n    orderPlaced {\n      id\n      ...OrdersList_Order @unmask\n      ...OrderStatusActions_Order @unmask\n      ...OrderDelivery_Order @unmask\n      ...OrderBill_Order @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminOrderUpdated {\n    orderUpdated {\n      id\n      ...OrdersList_Order\n      ...OrderStatusActions_Order\n      ...OrderSummary_Order\n      ...OrderStatusHistory_Order\n      ...OrderDelivery_Order\n    }\n  }\n"): (typeof documents)["\n  subscription AdminOrderUpdated {\n    orderUpdated {\n      id\n      ...OrdersList_Order\n      ...OrderStatusActions_Order\n      ...OrderSummary_Order\n      ...OrderStatusHistory_Order\n      ...OrderDelivery_Order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderBill_Order on Order {\n    id\n    bill {\n      ...BillLines_Bill @unmask\n    }\n  }\n"): (typeof documents)["\n  fragment OrderBill_Order on Order {\n    id\n    bill {\n      ...BillLines_Bill @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderCustomer_Order on Order {\n    id\n    customer {\n      id\n      name\n      email\n      phone\n    }\n  }\n"): (typeof documents)["\n  fragment OrderCustomer_Order on Order {\n    id\n    customer {\n      id\n      name\n      email\n      phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderDelivery_Order on Order {\n    id\n    status\n    fulfilment\n    total\n    tip\n    rider {\n      id\n      name\n      phone\n    }\n    assignedAt\n    pickedUpAt\n    deliveredAt\n    cashCollected\n    cashNote\n    deliveryFailureReason\n    payAtDoorBy\n    paidBy\n    upiReference\n    upiConfirmedAt\n  }\n"): (typeof documents)["\n  fragment OrderDelivery_Order on Order {\n    id\n    status\n    fulfilment\n    total\n    tip\n    rider {\n      id\n      name\n      phone\n    }\n    assignedAt\n    pickedUpAt\n    deliveredAt\n    cashCollected\n    cashNote\n    deliveryFailureReason\n    payAtDoorBy\n    paidBy\n    upiReference\n    upiConfirmedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderStatusActions_Order on Order {\n    id\n    status\n    allowedNextStatuses\n    total\n    rider {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment OrderStatusActions_Order on Order {\n    id\n    status\n    allowedNextStatuses\n    total\n    rider {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOpsOrders($filter: AdminOrderFilter, $limit: Int!, $offset: Int!) {\n    adminOrders(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      limit\n      offset\n      items {\n        id\n        ...OrdersList_Order\n        ...OrderStatusActions_Order\n        ...OrderDelivery_Order\n        ...OrderInvoiceLink_Order\n        ...OrderBill_Order\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOpsOrders($filter: AdminOrderFilter, $limit: Int!, $offset: Int!) {\n    adminOrders(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      limit\n      offset\n      items {\n        id\n        ...OrdersList_Order\n        ...OrderStatusActions_Order\n        ...OrderDelivery_Order\n        ...OrderInvoiceLink_Order\n        ...OrderBill_Order\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOpsOrderDetails($id: ID!) {\n    adminOrder(id: $id) {\n      id\n      ...OrderDetails_Order\n      ...OrderCustomer_Order\n      ...OrderStatusActions_Order\n      ...OrderDelivery_Order\n    }\n  }\n"): (typeof documents)["\n  query AdminOpsOrderDetails($id: ID!) {\n    adminOrder(id: $id) {\n      id\n      ...OrderDetails_Order\n      ...OrderCustomer_Order\n      ...OrderStatusActions_Order\n      ...OrderDelivery_Order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminOpsUpdateOrderStatus($id: ID!, $status: OrderStatus!, $reason: String, $cashCollected: Float, $note: String) {\n    updateOrderStatus(id: $id, status: $status, reason: $reason, cashCollected: $cashCollected, note: $note) {\n      id\n      ...OrdersList_Order\n      ...OrderStatusActions_Order\n      ...OrderSummary_Order\n      ...OrderStatusHistory_Order\n      ...OrderDelivery_Order\n      ...OrderInvoiceLink_Order\n    }\n  }\n"): (typeof documents)["\n  mutation AdminOpsUpdateOrderStatus($id: ID!, $status: OrderStatus!, $reason: String, $cashCollected: Float, $note: String) {\n    updateOrderStatus(id: $id, status: $status, reason: $reason, cashCollected: $cashCollected, note: $note) {\n      id\n      ...OrdersList_Order\n      ...OrderStatusActions_Order\n      ...OrderSummary_Order\n      ...OrderStatusHistory_Order\n      ...OrderDelivery_Order\n      ...OrderInvoiceLink_Order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrdersList_Order on Order {\n    id\n    createdAt\n    status\n    total\n    restaurantName\n    deliverAt\n    fulfilment\n    rider {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment OrdersList_Order on Order {\n    id\n    createdAt\n    status\n    total\n    restaurantName\n    deliverAt\n    fulfilment\n    rider {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRecordLedgerCorrection($input: LedgerCorrectionInput!) {\n    recordLedgerCorrection(input: $input) {\n      id\n      amount\n      weekStart\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRecordLedgerCorrection($input: LedgerCorrectionInput!) {\n    recordLedgerCorrection(input: $input) {\n      id\n      amount\n      weekStart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminMarkStatementPaid($statementId: ID!, $reference: String!, $paidOn: String!) {\n    markStatementPaid(statementId: $statementId, reference: $reference, paidOn: $paidOn) {\n      id\n      paidOn\n      paidReference\n    }\n  }\n"): (typeof documents)["\n  mutation AdminMarkStatementPaid($statementId: ID!, $reference: String!, $paidOn: String!) {\n    markStatementPaid(statementId: $statementId, reference: $reference, paidOn: $paidOn) {\n      id\n      paidOn\n      paidReference\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminMarkRiderPaid($riderId: ID!, $weekStart: String!, $reference: String!, $paidOn: String!) {\n    markRiderPaid(riderId: $riderId, weekStart: $weekStart, reference: $reference, paidOn: $paidOn) {\n      id\n      paidOn\n      paidReference\n    }\n  }\n"): (typeof documents)["\n  mutation AdminMarkRiderPaid($riderId: ID!, $weekStart: String!, $reference: String!, $paidOn: String!) {\n    markRiderPaid(riderId: $riderId, weekStart: $weekStart, reference: $reference, paidOn: $paidOn) {\n      id\n      paidOn\n      paidReference\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPayoutStatements($from: String!, $to: String!) {\n    payoutStatements(from: $from, to: $to) {\n      id\n      restaurantName\n      ...RestaurantStatementList_Statement\n    }\n  }\n"): (typeof documents)["\n  query AdminPayoutStatements($from: String!, $to: String!) {\n    payoutStatements(from: $from, to: $to) {\n      id\n      restaurantName\n      ...RestaurantStatementList_Statement\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RiderPayoutRow_RiderWeek on RiderWeek {\n    id\n    riderId\n    riderName\n    weekStart\n    weekEnd\n    isClosed\n    deliveries\n    distanceKm\n    fees\n    tips\n    total\n    paidOn\n    paidReference\n  }\n"): (typeof documents)["\n  fragment RiderPayoutRow_RiderWeek on RiderWeek {\n    id\n    riderId\n    riderName\n    weekStart\n    weekEnd\n    isClosed\n    deliveries\n    distanceKm\n    fees\n    tips\n    total\n    paidOn\n    paidReference\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRiderPayouts($from: String!, $to: String!) {\n    riderPayouts(from: $from, to: $to) {\n      id\n      ...RiderPayoutRow_RiderWeek @unmask\n    }\n  }\n"): (typeof documents)["\n  query AdminRiderPayouts($from: String!, $to: String!) {\n    riderPayouts(from: $from, to: $to) {\n      id\n      ...RiderPayoutRow_RiderWeek @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestaurantCommissionField_Restaurant on Restaurant {\n    id\n    commissionPercent\n    ownCommissionPercent\n  }\n"): (typeof documents)["\n  fragment RestaurantCommissionField_Restaurant on Restaurant {\n    id\n    commissionPercent\n    ownCommissionPercent\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetRestaurantCommission($restaurantId: ID!, $percent: Float) {\n    setRestaurantCommission(restaurantId: $restaurantId, percent: $percent) {\n      id\n      ...RestaurantCommissionField_Restaurant\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetRestaurantCommission($restaurantId: ID!, $percent: Float) {\n    setRestaurantCommission(restaurantId: $restaurantId, percent: $percent) {\n      id\n      ...RestaurantCommissionField_Restaurant\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCatalogueRestaurants($search: String, $limit: Int!, $offset: Int!) {\n    adminRestaurants(search: $search, limit: $limit, offset: $offset) {\n      total\n      limit\n      offset\n      items {\n        id\n        ...RestaurantList_Restaurant\n        ...RestaurantFormDrawer_Restaurant\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCatalogueRestaurants($search: String, $limit: Int!, $offset: Int!) {\n    adminRestaurants(search: $search, limit: $limit, offset: $offset) {\n      total\n      limit\n      offset\n      items {\n        id\n        ...RestaurantList_Restaurant\n        ...RestaurantFormDrawer_Restaurant\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCatalogueRestaurantCategories {\n    restaurantCategories {\n      id\n      label\n    }\n  }\n"): (typeof documents)["\n  query AdminCatalogueRestaurantCategories {\n    restaurantCategories {\n      id\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCatalogueTowns {\n    towns {\n      ...TownChoice_Town @unmask\n    }\n  }\n"): (typeof documents)["\n  query AdminCatalogueTowns {\n    towns {\n      ...TownChoice_Town @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCatalogueCreateRestaurant($input: RestaurantInput!) {\n    createRestaurant(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCatalogueCreateRestaurant($input: RestaurantInput!) {\n    createRestaurant(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCatalogueUpdateRestaurant($id: ID!, $input: RestaurantUpdateInput!) {\n    updateRestaurant(id: $id, input: $input) {\n      id\n      ...RestaurantList_Restaurant\n      ...RestaurantFormDrawer_Restaurant\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCatalogueUpdateRestaurant($id: ID!, $input: RestaurantUpdateInput!) {\n    updateRestaurant(id: $id, input: $input) {\n      id\n      ...RestaurantList_Restaurant\n      ...RestaurantFormDrawer_Restaurant\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCatalogueDeleteRestaurant($id: ID!) {\n    deleteRestaurant(id: $id) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCatalogueDeleteRestaurant($id: ID!) {\n    deleteRestaurant(id: $id) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCatalogueRestaurantMenuSize($id: ID!) {\n    restaurant(id: $id) {\n      id\n      menuItems {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCatalogueRestaurantMenuSize($id: ID!) {\n    restaurant(id: $id) {\n      id\n      menuItems {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCatalogueSetOpeningHours($restaurantId: ID!, $periods: [OpeningPeriodInput!]!) {\n    setOpeningHours(restaurantId: $restaurantId, periods: $periods) {\n      id\n      ...RestaurantList_Restaurant\n      ...RestaurantFormDrawer_Restaurant\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCatalogueSetOpeningHours($restaurantId: ID!, $periods: [OpeningPeriodInput!]!) {\n    setOpeningHours(restaurantId: $restaurantId, periods: $periods) {\n      id\n      ...RestaurantList_Restaurant\n      ...RestaurantFormDrawer_Restaurant\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestaurantFormDrawer_Restaurant on Restaurant {\n    id\n    image\n    name\n    description\n    email\n    phone\n    address\n    category\n    openingHours {\n      day\n      opens\n      closes\n    }\n    priceForTwo\n    minimumOrder\n    deliveryTime\n    # The admin edits the starting rating; `rating` is the customers' weighted one (docs/architecture.md#ratings-and-reviews).\n    rating: startingRating\n    discount\n    isOpen\n    latitude\n    longitude\n    deliveryRadiusKm\n    ...RestaurantCommissionField_Restaurant\n  }\n"): (typeof documents)["\n  fragment RestaurantFormDrawer_Restaurant on Restaurant {\n    id\n    image\n    name\n    description\n    email\n    phone\n    address\n    category\n    openingHours {\n      day\n      opens\n      closes\n    }\n    priceForTwo\n    minimumOrder\n    deliveryTime\n    # The admin edits the starting rating; `rating` is the customers' weighted one (docs/architecture.md#ratings-and-reviews).\n    rating: startingRating\n    discount\n    isOpen\n    latitude\n    longitude\n    deliveryRadiusKm\n    ...RestaurantCommissionField_Restaurant\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestaurantList_Restaurant on Restaurant {\n    id\n    name\n    image\n    address\n    category\n    openingTime\n    closingTime\n    priceForTwo\n    isOpen\n    isOpenNow\n  }\n"): (typeof documents)["\n  fragment RestaurantList_Restaurant on Restaurant {\n    id\n    name\n    image\n    address\n    category\n    openingTime\n    closingTime\n    priceForTwo\n    isOpen\n    isOpenNow\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestaurantStaffMember_Member on RestaurantStaffMember {\n    id\n    email\n    name\n    status\n    addedAt\n    addedByName\n  }\n"): (typeof documents)["\n  fragment RestaurantStaffMember_Member on RestaurantStaffMember {\n    id\n    email\n    name\n    status\n    addedAt\n    addedByName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRestaurantStaff($restaurantId: ID!) {\n    restaurantStaff(restaurantId: $restaurantId) {\n      id\n      ...RestaurantStaffMember_Member @unmask\n    }\n  }\n"): (typeof documents)["\n  query AdminRestaurantStaff($restaurantId: ID!) {\n    restaurantStaff(restaurantId: $restaurantId) {\n      id\n      ...RestaurantStaffMember_Member @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAddRestaurantStaff($restaurantId: ID!, $email: String!) {\n    addRestaurantStaff(restaurantId: $restaurantId, email: $email) {\n      id\n      ...RestaurantStaffMember_Member @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAddRestaurantStaff($restaurantId: ID!, $email: String!) {\n    addRestaurantStaff(restaurantId: $restaurantId, email: $email) {\n      id\n      ...RestaurantStaffMember_Member @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRemoveRestaurantStaff($restaurantId: ID!, $email: String!) {\n    removeRestaurantStaff(restaurantId: $restaurantId, email: $email)\n  }\n"): (typeof documents)["\n  mutation AdminRemoveRestaurantStaff($restaurantId: ID!, $email: String!) {\n    removeRestaurantStaff(restaurantId: $restaurantId, email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserRoleSelect_User on User {\n    id\n    userName\n    role\n  }\n"): (typeof documents)["\n  fragment UserRoleSelect_User on User {\n    id\n    userName\n    role\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOpsUsers($search: String, $role: UserRole, $limit: Int!, $offset: Int!) {\n    adminUsers(search: $search, role: $role, limit: $limit, offset: $offset) {\n      total\n      limit\n      offset\n      items {\n        id\n        ...UsersList_User\n        ...UserRoleSelect_User\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOpsUsers($search: String, $role: UserRole, $limit: Int!, $offset: Int!) {\n    adminUsers(search: $search, role: $role, limit: $limit, offset: $offset) {\n      total\n      limit\n      offset\n      items {\n        id\n        ...UsersList_User\n        ...UserRoleSelect_User\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminOpsSetUserRole($id: ID!, $role: UserRole!) {\n    setUserRole(id: $id, role: $role) {\n      id\n      ...UserRoleSelect_User\n    }\n  }\n"): (typeof documents)["\n  mutation AdminOpsSetUserRole($id: ID!, $role: UserRole!) {\n    setUserRole(id: $id, role: $role) {\n      id\n      ...UserRoleSelect_User\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UsersList_User on User {\n    id\n    userName\n    email\n    phone\n    isVerified\n    createdAt\n  }\n"): (typeof documents)["\n  fragment UsersList_User on User {\n    id\n    userName\n    email\n    phone\n    isVerified\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookDeliveryRow_WebhookDelivery on WebhookDelivery {\n    id\n    eventType\n    eventId\n    status\n    nextAttemptAt\n    createdAt\n    attempts {\n      attemptedAt\n      statusCode\n      error\n      succeeded\n      redelivery\n    }\n  }\n"): (typeof documents)["\n  fragment WebhookDeliveryRow_WebhookDelivery on WebhookDelivery {\n    id\n    eventType\n    eventId\n    status\n    nextAttemptAt\n    createdAt\n    attempts {\n      attemptedAt\n      statusCode\n      error\n      succeeded\n      redelivery\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWebhooks {\n    webhooks {\n      id\n      ...WebhookList_Webhook\n    }\n  }\n"): (typeof documents)["\n  query AdminWebhooks {\n    webhooks {\n      id\n      ...WebhookList_Webhook\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      webhook {\n        id\n        url\n      }\n      signingSecret\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      webhook {\n        id\n        url\n      }\n      signingSecret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id) {\n      id\n      ...WebhookList_Webhook\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id) {\n      id\n      ...WebhookList_Webhook\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWebhookDeliveries($webhookId: ID!, $limit: Int!, $offset: Int!) {\n    webhookDeliveries(webhookId: $webhookId, limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        ...WebhookDeliveryRow_WebhookDelivery\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminWebhookDeliveries($webhookId: ID!, $limit: Int!, $offset: Int!) {\n    webhookDeliveries(webhookId: $webhookId, limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        ...WebhookDeliveryRow_WebhookDelivery\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) {\n      id\n      ...WebhookDeliveryRow_WebhookDelivery\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) {\n      id\n      ...WebhookDeliveryRow_WebhookDelivery\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookList_Webhook on Webhook {\n    id\n    url\n    events\n    restaurantIds\n    active\n    createdAt\n    deletedAt\n    failing\n    failingSince\n    lastDeliveryAt\n  }\n"): (typeof documents)["\n  fragment WebhookList_Webhook on Webhook {\n    id\n    url\n    events\n    restaurantIds\n    active\n    createdAt\n    deletedAt\n    failing\n    failingSince\n    lastDeliveryAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($input: EmailInput!) {\n    forgotPassword(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($input: EmailInput!) {\n    forgotPassword(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        id\n        ...CurrentUser_User\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        id\n        ...CurrentUser_User\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        id\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        id\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyOtp($input: VerifyOtpInput!) {\n    verifyOtp(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyOtp($input: VerifyOtpInput!) {\n    verifyOtp(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendOtp($input: EmailInput!) {\n    resendOtp(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResendOtp($input: EmailInput!) {\n    resendOtp(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CurrentUser_User on User {\n    id\n    userName\n    email\n    phone\n    role\n    isVerified\n    preferredLanguage\n    favouriteRestaurantIds\n  }\n"): (typeof documents)["\n  fragment CurrentUser_User on User {\n    id\n    userName\n    email\n    phone\n    role\n    isVerified\n    preferredLanguage\n    favouriteRestaurantIds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    me {\n      id\n      ...CurrentUser_User\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    me {\n      id\n      ...CurrentUser_User\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountLanguage {\n    me {\n      id\n      preferredLanguage\n    }\n  }\n"): (typeof documents)["\n  query AccountLanguage {\n    me {\n      id\n      preferredLanguage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPreferredLanguage($language: Language!) {\n    setPreferredLanguage(language: $language) {\n      id\n      preferredLanguage\n    }\n  }\n"): (typeof documents)["\n  mutation SetPreferredLanguage($language: Language!) {\n    setPreferredLanguage(language: $language) {\n      id\n      preferredLanguage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MenuOptionGroupFields on MenuOptionGroup {\n    id\n    name\n    minChoices\n    maxChoices\n    options {\n      id\n      name\n      extraPrice\n      isAvailable\n    }\n  }\n"): (typeof documents)["\n  fragment MenuOptionGroupFields on MenuOptionGroup {\n    id\n    name\n    minChoices\n    maxChoices\n    options {\n      id\n      name\n      extraPrice\n      isAvailable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BillLines_Bill on Bill {\n    lines {\n      kind\n      label\n      amount\n    }\n    total\n  }\n"): (typeof documents)["\n  fragment BillLines_Bill on Bill {\n    lines {\n      kind\n      label\n      amount\n    }\n    total\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderInvoiceLink_Order on Order {\n    id\n    status\n  }\n"): (typeof documents)["\n  fragment OrderInvoiceLink_Order on Order {\n    id\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceDocument_OrderInvoice on OrderInvoice {\n    orderId\n    shortId\n    kind\n    number\n    issuedAt\n    placedAt\n    restaurantName\n    sacCode\n    seller {\n      legalName\n      gstin\n      address\n    }\n    customer {\n      name\n      address\n      city\n      pincode\n    }\n    lines {\n      name\n      options\n      quantity\n      unitPrice\n      value\n    }\n    itemsValue\n    discount\n    deliveryFee\n    taxableValue\n    taxes {\n      tax\n      supply\n      ratePercent\n      amount\n    }\n    taxTotal\n    pricesIncludeTax\n    invoiceValue\n    tip\n    total\n  }\n"): (typeof documents)["\n  fragment InvoiceDocument_OrderInvoice on OrderInvoice {\n    orderId\n    shortId\n    kind\n    number\n    issuedAt\n    placedAt\n    restaurantName\n    sacCode\n    seller {\n      legalName\n      gstin\n      address\n    }\n    customer {\n      name\n      address\n      city\n      pincode\n    }\n    lines {\n      name\n      options\n      quantity\n      unitPrice\n      value\n    }\n    itemsValue\n    discount\n    deliveryFee\n    taxableValue\n    taxes {\n      tax\n      supply\n      ratePercent\n      amount\n    }\n    taxTotal\n    pricesIncludeTax\n    invoiceValue\n    tip\n    total\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderInvoicePage($orderId: ID!) {\n    orderInvoice(orderId: $orderId) {\n      orderId\n      number\n      ...InvoiceDocument_OrderInvoice @unmask\n    }\n  }\n"): (typeof documents)["\n  query OrderInvoicePage($orderId: ID!) {\n    orderInvoice(orderId: $orderId) {\n      orderId\n      number\n      ...InvoiceDocument_OrderInvoice @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderAddress_Order on Order {\n    id\n    address {\n      address\n      city\n      pincode\n      phone\n      notes\n    }\n  }\n"): (typeof documents)["\n  fragment OrderAddress_Order on Order {\n    id\n    address {\n      address\n      city\n      pincode\n      phone\n      notes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderDetails_Order on Order {\n    id\n    ...OrderSummary_Order\n    ...OrderLines_Order\n    ...OrderAddress_Order\n    ...OrderPickupPlace_Order\n    ...OrderStatusHistory_Order\n  }\n"): (typeof documents)["\n  fragment OrderDetails_Order on Order {\n    id\n    ...OrderSummary_Order\n    ...OrderLines_Order\n    ...OrderAddress_Order\n    ...OrderPickupPlace_Order\n    ...OrderStatusHistory_Order\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderLines_Order on Order {\n    id\n    lines {\n      menuItemId\n      name\n      image\n      quantity\n      price\n      lineTotal\n      options {\n        name\n      }\n    }\n    bill {\n      ...BillLines_Bill @unmask\n    }\n    paymentMethod\n  }\n"): (typeof documents)["\n  fragment OrderLines_Order on Order {\n    id\n    lines {\n      menuItemId\n      name\n      image\n      quantity\n      price\n      lineTotal\n      options {\n        name\n      }\n    }\n    bill {\n      ...BillLines_Bill @unmask\n    }\n    paymentMethod\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderPickupPlace_Order on Order {\n    id\n    pickupPlace {\n      restaurantName\n      address\n      directionsUrl\n    }\n  }\n"): (typeof documents)["\n  fragment OrderPickupPlace_Order on Order {\n    id\n    pickupPlace {\n      restaurantName\n      address\n      directionsUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderProblemFields on OrderProblem {\n    id\n    kind\n    text\n    status\n    answer\n    answeredAt\n    resolvedAt\n    createdAt\n    lines {\n      id\n      name\n      quantity\n    }\n  }\n"): (typeof documents)["\n  fragment OrderProblemFields on OrderProblem {\n    id\n    kind\n    text\n    status\n    answer\n    answeredAt\n    resolvedAt\n    createdAt\n    lines {\n      id\n      name\n      quantity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderStatusHistory_Order on Order {\n    id\n    statusHistory {\n      changedAt\n      toStatus\n      reason\n      changedByName\n    }\n  }\n"): (typeof documents)["\n  fragment OrderStatusHistory_Order on Order {\n    id\n    statusHistory {\n      changedAt\n      toStatus\n      reason\n      changedByName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderSummary_Order on Order {\n    id\n    createdAt\n    status\n    restaurantName\n    rejectionReason\n    deliverAt\n  }\n"): (typeof documents)["\n  fragment OrderSummary_Order on Order {\n    id\n    createdAt\n    status\n    restaurantName\n    rejectionReason\n    deliverAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PushConfig {\n    pushConfig {\n      vapidPublicKey\n    }\n  }\n"): (typeof documents)["\n  query PushConfig {\n    pushConfig {\n      vapidPublicKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePushSubscription($input: PushSubscriptionInput!) {\n    savePushSubscription(input: $input) {\n      id\n      endpoint\n    }\n  }\n"): (typeof documents)["\n  mutation SavePushSubscription($input: PushSubscriptionInput!) {\n    savePushSubscription(input: $input) {\n      id\n      endpoint\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePushSubscription($endpoint: String!) {\n    deletePushSubscription(endpoint: $endpoint)\n  }\n"): (typeof documents)["\n  mutation DeletePushSubscription($endpoint: String!) {\n    deletePushSubscription(endpoint: $endpoint)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewFields on Review {\n    id\n    firstName\n    createdAt\n    foodRating\n    comment\n    reply\n  }\n"): (typeof documents)["\n  fragment ReviewFields on Review {\n    id\n    firstName\n    createdAt\n    foodRating\n    comment\n    reply\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffReviews($restaurantId: ID!, $limit: Int, $offset: Int) {\n    restaurantReviews(restaurantId: $restaurantId, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...ReviewFields @unmask\n        repliedAt\n        isHidden\n        hiddenReason\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffReviews($restaurantId: ID!, $limit: Int, $offset: Int) {\n    restaurantReviews(restaurantId: $restaurantId, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...ReviewFields @unmask\n        repliedAt\n        isHidden\n        hiddenReason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffReplyToReview($reviewId: ID!, $text: String!) {\n    replyToReview(reviewId: $reviewId, text: $text) {\n      id\n      reply\n      repliedAt\n    }\n  }\n"): (typeof documents)["\n  mutation StaffReplyToReview($reviewId: ID!, $text: String!) {\n    replyToReview(reviewId: $reviewId, text: $text) {\n      id\n      reply\n      repliedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffHideReview($reviewId: ID!, $reason: String!) {\n    hideReview(reviewId: $reviewId, reason: $reason) {\n      id\n      isHidden\n      hiddenReason\n    }\n  }\n"): (typeof documents)["\n  mutation StaffHideReview($reviewId: ID!, $reason: String!) {\n    hideReview(reviewId: $reviewId, reason: $reason) {\n      id\n      isHidden\n      hiddenReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestaurantStatementList_Statement on RestaurantStatement {\n    id\n    restaurantId\n    weekStart\n    weekEnd\n    isClosed\n    ordersDelivered\n    foodValue\n    restaurantDiscounts\n    commission\n    commissionTax\n    corrections\n    collectedAtCounter\n    payable\n    paidOn\n    paidReference\n  }\n"): (typeof documents)["\n  fragment RestaurantStatementList_Statement on RestaurantStatement {\n    id\n    restaurantId\n    weekStart\n    weekEnd\n    isClosed\n    ordersDelivered\n    foodValue\n    restaurantDiscounts\n    commission\n    commissionTax\n    corrections\n    collectedAtCounter\n    payable\n    paidOn\n    paidReference\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestaurantStatements($restaurantId: ID!, $from: String!, $to: String!) {\n    restaurantStatements(restaurantId: $restaurantId, from: $from, to: $to) {\n      id\n      ...RestaurantStatementList_Statement\n    }\n  }\n"): (typeof documents)["\n  query RestaurantStatements($restaurantId: ID!, $from: String!, $to: String!) {\n    restaurantStatements(restaurantId: $restaurantId, from: $from, to: $to) {\n      id\n      ...RestaurantStatementList_Statement\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StatementPrint($restaurantId: ID!, $from: String!, $to: String!) {\n    restaurantStatements(restaurantId: $restaurantId, from: $from, to: $to) {\n      id\n      restaurantName\n      # The sheet alone lists the week's corrections one by one, with their reasons.\n      correctionLines {\n        at\n        amount\n        reason\n      }\n      ...RestaurantStatementList_Statement\n    }\n  }\n"): (typeof documents)["\n  query StatementPrint($restaurantId: ID!, $from: String!, $to: String!) {\n    restaurantStatements(restaurantId: $restaurantId, from: $from, to: $to) {\n      id\n      restaurantName\n      # The sheet alone lists the week's corrections one by one, with their reasons.\n      correctionLines {\n        at\n        amount\n        reason\n      }\n      ...RestaurantStatementList_Statement\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StatementPrintRestaurant($id: ID!) {\n    restaurant(id: $id) {\n      id\n      ...StatementSheet_Restaurant @unmask\n    }\n  }\n"): (typeof documents)["\n  query StatementPrintRestaurant($id: ID!) {\n    restaurant(id: $id) {\n      id\n      ...StatementSheet_Restaurant @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StatementSheet_Restaurant on Restaurant {\n    name\n    address\n    phone\n  }\n"): (typeof documents)["\n  fragment StatementSheet_Restaurant on Restaurant {\n    name\n    address\n    phone\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TownChoice_Town on Town {\n    name\n    district\n    pincode\n    latitude\n    longitude\n  }\n"): (typeof documents)["\n  fragment TownChoice_Town on Town {\n    name\n    district\n    pincode\n    latitude\n    longitude\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment KitchenBoard_Order on Order {\n    id\n    status\n    createdAt\n    ...KitchenOrderCard_Order\n  }\n"): (typeof documents)["\n  fragment KitchenBoard_Order on Order {\n    id\n    status\n    createdAt\n    ...KitchenOrderCard_Order\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KitchenBoardOrders($restaurantId: ID!, $status: [OrderStatus!]) {\n    restaurantOrders(restaurantId: $restaurantId, status: $status, limit: 50) {\n      total\n      items {\n        id\n        ...KitchenBoard_Order @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query KitchenBoardOrders($restaurantId: ID!, $status: [OrderStatus!]) {\n    restaurantOrders(restaurantId: $restaurantId, status: $status, limit: 50) {\n      total\n      items {\n        id\n        ...KitchenBoard_Order @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription KitchenOrderChanged($restaurantId: ID!) {\n    restaurantOrderChanged(restaurantId: $restaurantId) {\n      id\n      ...KitchenBoard_Order\n    }\n  }\n"): (typeof documents)["\n  subscription KitchenOrderChanged($restaurantId: ID!) {\n    restaurantOrderChanged(restaurantId: $restaurantId) {\n      id\n      ...KitchenBoard_Order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KitchenAcceptOrder($id: ID!, $preparationMinutes: Int!) {\n    acceptOrder(id: $id, preparationMinutes: $preparationMinutes) {\n      id\n      estimatedReadyAt\n      ...KitchenBoard_Order\n    }\n  }\n"): (typeof documents)["\n  mutation KitchenAcceptOrder($id: ID!, $preparationMinutes: Int!) {\n    acceptOrder(id: $id, preparationMinutes: $preparationMinutes) {\n      id\n      estimatedReadyAt\n      ...KitchenBoard_Order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KitchenRejectOrder($id: ID!, $reason: String!) {\n    rejectOrder(id: $id, reason: $reason) {\n      id\n      ...KitchenBoard_Order\n    }\n  }\n"): (typeof documents)["\n  mutation KitchenRejectOrder($id: ID!, $reason: String!) {\n    rejectOrder(id: $id, reason: $reason) {\n      id\n      ...KitchenBoard_Order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KitchenStartPreparing($id: ID!) {\n    startPreparingOrder(id: $id) {\n      id\n      ...KitchenBoard_Order\n    }\n  }\n"): (typeof documents)["\n  mutation KitchenStartPreparing($id: ID!) {\n    startPreparingOrder(id: $id) {\n      id\n      ...KitchenBoard_Order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KitchenMarkCollected($orderId: ID!) {\n    markCollected(orderId: $orderId) {\n      id\n      ...KitchenBoard_Order\n    }\n  }\n"): (typeof documents)["\n  mutation KitchenMarkCollected($orderId: ID!) {\n    markCollected(orderId: $orderId) {\n      id\n      ...KitchenBoard_Order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KitchenMarkReady($id: ID!) {\n    markOrderReady(id: $id) {\n      id\n      ...KitchenBoard_Order\n    }\n  }\n"): (typeof documents)["\n  mutation KitchenMarkReady($id: ID!) {\n    markOrderReady(id: $id) {\n      id\n      ...KitchenBoard_Order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment KitchenOrderCard_Order on Order {\n    id\n    shortId\n    status\n    createdAt\n    total\n    kitchenNote\n    fulfilment\n    estimatedReadyAt\n    deliverAt\n    lines {\n      name\n      quantity\n      options {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment KitchenOrderCard_Order on Order {\n    id\n    shortId\n    status\n    createdAt\n    total\n    kitchenNote\n    fulfilment\n    estimatedReadyAt\n    deliverAt\n    lines {\n      name\n      quantity\n      options {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment KitchenClosedForToday_Restaurant on Restaurant {\n    id\n    name\n    closedForToday\n    closedUntil\n  }\n"): (typeof documents)["\n  fragment KitchenClosedForToday_Restaurant on Restaurant {\n    id\n    name\n    closedForToday\n    closedUntil\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KitchenSetClosedForToday($restaurantId: ID!, $closed: Boolean!) {\n    setRestaurantClosedForToday(restaurantId: $restaurantId, closed: $closed) {\n      id\n      isOpenNow\n      ...KitchenClosedForToday_Restaurant\n    }\n  }\n"): (typeof documents)["\n  mutation KitchenSetClosedForToday($restaurantId: ID!, $closed: Boolean!) {\n    setRestaurantClosedForToday(restaurantId: $restaurantId, closed: $closed) {\n      id\n      isOpenNow\n      ...KitchenClosedForToday_Restaurant\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment KitchenMenuItem_MenuItem on MenuItem {\n    id\n    name\n    price\n    isVeg\n    isAvailable\n    optionGroups {\n      id\n      name\n      options {\n        id\n        name\n        isAvailable\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment KitchenMenuItem_MenuItem on MenuItem {\n    id\n    name\n    price\n    isVeg\n    isAvailable\n    optionGroups {\n      id\n      name\n      options {\n        id\n        name\n        isAvailable\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KitchenMenu($id: ID!) {\n    restaurant(id: $id) {\n      id\n      menuItems {\n        id\n        ...KitchenMenuItem_MenuItem @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query KitchenMenu($id: ID!) {\n    restaurant(id: $id) {\n      id\n      menuItems {\n        id\n        ...KitchenMenuItem_MenuItem @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KitchenSetMenuItemSoldOut($id: ID!, $soldOut: Boolean!) {\n    setMenuItemSoldOut(id: $id, soldOut: $soldOut) {\n      id\n      isAvailable\n    }\n  }\n"): (typeof documents)["\n  mutation KitchenSetMenuItemSoldOut($id: ID!, $soldOut: Boolean!) {\n    setMenuItemSoldOut(id: $id, soldOut: $soldOut) {\n      id\n      isAvailable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KitchenSetMenuOptionAvailable($optionId: ID!, $isAvailable: Boolean!) {\n    setMenuOptionAvailable(optionId: $optionId, isAvailable: $isAvailable) {\n      id\n      isAvailable\n    }\n  }\n"): (typeof documents)["\n  mutation KitchenSetMenuOptionAvailable($optionId: ID!, $isAvailable: Boolean!) {\n    setMenuOptionAvailable(optionId: $optionId, isAvailable: $isAvailable) {\n      id\n      isAvailable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KitchenRestaurant($id: ID!) {\n    restaurant(id: $id) {\n      id\n      name\n      ...KitchenClosedForToday_Restaurant\n    }\n  }\n"): (typeof documents)["\n  query KitchenRestaurant($id: ID!) {\n    restaurant(id: $id) {\n      id\n      name\n      ...KitchenClosedForToday_Restaurant\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KitchenRestaurants {\n    kitchenRestaurants {\n      id\n      name\n      closedForToday\n    }\n  }\n"): (typeof documents)["\n  query KitchenRestaurants {\n    kitchenRestaurants {\n      id\n      name\n      closedForToday\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RiderMarkPickedUp($orderId: ID!) {\n    markPickedUp(orderId: $orderId) {\n      id\n      status\n      ...RiderOrderCard_Order\n    }\n  }\n"): (typeof documents)["\n  mutation RiderMarkPickedUp($orderId: ID!) {\n    markPickedUp(orderId: $orderId) {\n      id\n      status\n      ...RiderOrderCard_Order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RiderMarkDelivered($orderId: ID!, $cashCollected: Float!, $note: String) {\n    markDelivered(orderId: $orderId, cashCollected: $cashCollected, note: $note) {\n      id\n      status\n      cashCollected\n      ...RiderDeliveredToday_Order\n    }\n  }\n"): (typeof documents)["\n  mutation RiderMarkDelivered($orderId: ID!, $cashCollected: Float!, $note: String) {\n    markDelivered(orderId: $orderId, cashCollected: $cashCollected, note: $note) {\n      id\n      status\n      cashCollected\n      ...RiderDeliveredToday_Order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RiderMarkDeliveryFailed($orderId: ID!, $reason: String!) {\n    markDeliveryFailed(orderId: $orderId, reason: $reason) {\n      id\n      status\n      ...RiderDeliveredToday_Order\n    }\n  }\n"): (typeof documents)["\n  mutation RiderMarkDeliveryFailed($orderId: ID!, $reason: String!) {\n    markDeliveryFailed(orderId: $orderId, reason: $reason) {\n      id\n      status\n      ...RiderDeliveredToday_Order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RiderMarkPaidByUpi($orderId: ID!, $upiReference: String!) {\n    markDelivered(orderId: $orderId, cashCollected: 0, paidBy: UPI, upiReference: $upiReference) {\n      id\n      status\n      paidBy\n      ...RiderDeliveredToday_Order\n    }\n  }\n"): (typeof documents)["\n  mutation RiderMarkPaidByUpi($orderId: ID!, $upiReference: String!) {\n    markDelivered(orderId: $orderId, cashCollected: 0, paidBy: UPI, upiReference: $upiReference) {\n      id\n      status\n      paidBy\n      ...RiderDeliveredToday_Order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RiderUpiAtDoor {\n    upiAtDoor {\n      upiId\n      payeeName\n    }\n  }\n"): (typeof documents)["\n  query RiderUpiAtDoor {\n    upiAtDoor {\n      upiId\n      payeeName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RiderOrderCard_Order on Order {\n    id\n    shortId\n    status\n    total\n    tip\n    payAtDoorBy\n    kitchenNote\n    recipientName\n    pickup {\n      name\n      address\n      phone\n      latitude\n      longitude\n    }\n    address {\n      address\n      city\n      pincode\n      phone\n      latitude\n      longitude\n    }\n    lines {\n      name\n      quantity\n      options {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment RiderOrderCard_Order on Order {\n    id\n    shortId\n    status\n    total\n    tip\n    payAtDoorBy\n    kitchenNote\n    recipientName\n    pickup {\n      name\n      address\n      phone\n      latitude\n      longitude\n    }\n    address {\n      address\n      city\n      pincode\n      phone\n      latitude\n      longitude\n    }\n    lines {\n      name\n      quantity\n      options {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RiderHome {\n    riderMe {\n      id\n      name\n      onShift\n      ...RiderShiftPanel_Rider\n    }\n    riderOrders {\n      id\n      status\n      ...RiderOrderCard_Order\n    }\n    riderDeliveredToday {\n      id\n      ...RiderDeliveredToday_Order\n    }\n  }\n"): (typeof documents)["\n  query RiderHome {\n    riderMe {\n      id\n      name\n      onShift\n      ...RiderShiftPanel_Rider\n    }\n    riderOrders {\n      id\n      status\n      ...RiderOrderCard_Order\n    }\n    riderDeliveredToday {\n      id\n      ...RiderDeliveredToday_Order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RiderOrderChanged {\n    riderOrderChanged {\n      orderId\n      status\n      assignedToMe\n    }\n  }\n"): (typeof documents)["\n  subscription RiderOrderChanged {\n    riderOrderChanged {\n      orderId\n      status\n      assignedToMe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RiderSharePosition($latitude: Float!, $longitude: Float!, $accuracy: Float) {\n    shareRiderPosition(latitude: $latitude, longitude: $longitude, accuracy: $accuracy) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RiderSharePosition($latitude: Float!, $longitude: Float!, $accuracy: Float) {\n    shareRiderPosition(latitude: $latitude, longitude: $longitude, accuracy: $accuracy) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RiderShiftPanel_Rider on Rider {\n    id\n    onShift\n    cashInHand\n    averageDeliveryRating\n    deliveryRatingCount\n  }\n"): (typeof documents)["\n  fragment RiderShiftPanel_Rider on Rider {\n    id\n    onShift\n    cashInHand\n    averageDeliveryRating\n    deliveryRatingCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RiderSetOnShift($onShift: Boolean!) {\n    setRiderOnShift(onShift: $onShift) {\n      id\n      onShift\n      ...RiderShiftPanel_Rider\n    }\n  }\n"): (typeof documents)["\n  mutation RiderSetOnShift($onShift: Boolean!) {\n    setRiderOnShift(onShift: $onShift) {\n      id\n      onShift\n      ...RiderShiftPanel_Rider\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RiderDeliveredToday_Order on Order {\n    id\n    shortId\n    status\n    cashCollected\n    paidBy\n    total\n    tip\n    deliveredAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment RiderDeliveredToday_Order on Order {\n    id\n    shortId\n    status\n    cashCollected\n    paidBy\n    total\n    tip\n    deliveredAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RiderEarningsCard_Earnings on RiderEarnings {\n    deliveries\n    fees\n    tips\n    total\n  }\n"): (typeof documents)["\n  fragment RiderEarningsCard_Earnings on RiderEarnings {\n    deliveries\n    fees\n    tips\n    total\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RiderEarnings($riderId: ID!, $today: String!, $weekFrom: String!) {\n    today: riderEarnings(riderId: $riderId, from: $today, to: $today) {\n      ...RiderEarningsCard_Earnings @unmask\n    }\n    week: riderEarnings(riderId: $riderId, from: $weekFrom, to: $today) {\n      ...RiderEarningsCard_Earnings @unmask\n    }\n  }\n"): (typeof documents)["\n  query RiderEarnings($riderId: ID!, $today: String!, $weekFrom: String!) {\n    today: riderEarnings(riderId: $riderId, from: $today, to: $today) {\n      ...RiderEarningsCard_Earnings @unmask\n    }\n    week: riderEarnings(riderId: $riderId, from: $weekFrom, to: $today) {\n      ...RiderEarningsCard_Earnings @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountMealReminders {\n    me {\n      id\n      mealReminders {\n        breakfast\n        lunch\n        dinner\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccountMealReminders {\n    me {\n      id\n      mealReminders {\n        breakfast\n        lunch\n        dinner\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountSetMealReminders($input: MealRemindersInput!) {\n    setMealReminders(input: $input) {\n      breakfast\n      lunch\n      dinner\n    }\n  }\n"): (typeof documents)["\n  mutation AccountSetMealReminders($input: MealRemindersInput!) {\n    setMealReminders(input: $input) {\n      breakfast\n      lunch\n      dinner\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountOrders($limit: Int!, $offset: Int!) {\n    myOrders(limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        ...OrderHistoryList_Order\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccountOrders($limit: Int!, $offset: Int!) {\n    myOrders(limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        ...OrderHistoryList_Order\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderHistoryList_Order on Order {\n    id\n    createdAt\n    status\n    total\n    lines {\n      id\n      quantity\n    }\n  }\n"): (typeof documents)["\n  fragment OrderHistoryList_Order on Order {\n    id\n    createdAt\n    status\n    total\n    lines {\n      id\n      quantity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopAddresses {\n    addresses {\n      id\n      address\n      ...AddressLines_Address\n      ...AddressForm_Address\n    }\n  }\n"): (typeof documents)["\n  query ShopAddresses {\n    addresses {\n      id\n      address\n      ...AddressLines_Address\n      ...AddressForm_Address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddressAdd($input: AddressInput!) {\n    addAddress(input: $input) {\n      id\n      ...AddressLines_Address\n      ...AddressForm_Address\n    }\n  }\n"): (typeof documents)["\n  mutation AddressAdd($input: AddressInput!) {\n    addAddress(input: $input) {\n      id\n      ...AddressLines_Address\n      ...AddressForm_Address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddressUpdate($id: ID!, $input: UpdateAddressInput!) {\n    updateAddress(id: $id, input: $input) {\n      id\n      ...AddressLines_Address\n      ...AddressForm_Address\n    }\n  }\n"): (typeof documents)["\n  mutation AddressUpdate($id: ID!, $input: UpdateAddressInput!) {\n    updateAddress(id: $id, input: $input) {\n      id\n      ...AddressLines_Address\n      ...AddressForm_Address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddressDelete($id: ID!) {\n    deleteAddress(id: $id)\n  }\n"): (typeof documents)["\n  mutation AddressDelete($id: ID!) {\n    deleteAddress(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddressForm_Address on Address {\n    id\n    address\n    city\n    pincode\n    phone\n    notes\n  }\n"): (typeof documents)["\n  fragment AddressForm_Address on Address {\n    id\n    address\n    city\n    pincode\n    phone\n    notes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddressLines_Address on Address {\n    id\n    address\n    city\n    pincode\n    phone\n    notes\n  }\n"): (typeof documents)["\n  fragment AddressLines_Address on Address {\n    id\n    address\n    city\n    pincode\n    phone\n    notes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShopCart_Cart on Cart {\n    id\n    itemCount\n    itemsTotal\n    minimumOrderShortfall\n    canCheckout\n    restaurantName\n    restaurantIsOpenNow\n    ...CartLines_Cart\n  }\n"): (typeof documents)["\n  fragment ShopCart_Cart on Cart {\n    id\n    itemCount\n    itemsTotal\n    minimumOrderShortfall\n    canCheckout\n    restaurantName\n    restaurantIsOpenNow\n    ...CartLines_Cart\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartSheetBill($addressId: ID, $fulfilment: Fulfilment) {\n    cart {\n      id\n      ...CartSummary_Cart\n    }\n  }\n"): (typeof documents)["\n  query CartSheetBill($addressId: ID, $fulfilment: Fulfilment) {\n    cart {\n      id\n      ...CartSummary_Cart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopCart {\n    cart {\n      id\n      ...ShopCart_Cart\n    }\n  }\n"): (typeof documents)["\n  query ShopCart {\n    cart {\n      id\n      ...ShopCart_Cart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CartAddToCart($menuItemId: ID!, $replaceCart: Boolean!, $optionIds: [ID!]! = []) {\n    addToCart(menuItemId: $menuItemId, quantity: 1, replaceCart: $replaceCart, optionIds: $optionIds) {\n      id\n      ...ShopCart_Cart\n    }\n  }\n"): (typeof documents)["\n  mutation CartAddToCart($menuItemId: ID!, $replaceCart: Boolean!, $optionIds: [ID!]! = []) {\n    addToCart(menuItemId: $menuItemId, quantity: 1, replaceCart: $replaceCart, optionIds: $optionIds) {\n      id\n      ...ShopCart_Cart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CartUpdateLine($lineId: ID!, $quantity: Int!, $addressId: ID, $fulfilment: Fulfilment) {\n    updateCartLine(lineId: $lineId, quantity: $quantity) {\n      id\n      ...ShopCart_Cart\n      ...CartSummary_Cart\n    }\n  }\n"): (typeof documents)["\n  mutation CartUpdateLine($lineId: ID!, $quantity: Int!, $addressId: ID, $fulfilment: Fulfilment) {\n    updateCartLine(lineId: $lineId, quantity: $quantity) {\n      id\n      ...ShopCart_Cart\n      ...CartSummary_Cart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CartRemoveLine($lineId: ID!, $addressId: ID, $fulfilment: Fulfilment) {\n    removeCartLine(lineId: $lineId) {\n      id\n      ...ShopCart_Cart\n      ...CartSummary_Cart\n    }\n  }\n"): (typeof documents)["\n  mutation CartRemoveLine($lineId: ID!, $addressId: ID, $fulfilment: Fulfilment) {\n    removeCartLine(lineId: $lineId) {\n      id\n      ...ShopCart_Cart\n      ...CartSummary_Cart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartLineItem_CartLine on CartLine {\n    id\n    name\n    image\n    isAvailable\n    restaurantName\n    price\n    quantity\n    lineTotal\n    options {\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment CartLineItem_CartLine on CartLine {\n    id\n    name\n    image\n    isAvailable\n    restaurantName\n    price\n    quantity\n    lineTotal\n    options {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartLines_Cart on Cart {\n    id\n    items {\n      id\n      ...CartLineItem_CartLine\n    }\n  }\n"): (typeof documents)["\n  fragment CartLines_Cart on Cart {\n    id\n    items {\n      id\n      ...CartLineItem_CartLine\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartSummary_Cart on Cart {\n    id\n    itemsTotal\n    bill(addressId: $addressId, fulfilment: $fulfilment) {\n      ...BillLines_Bill @unmask\n    }\n  }\n"): (typeof documents)["\n  fragment CartSummary_Cart on Cart {\n    id\n    itemsTotal\n    bill(addressId: $addressId, fulfilment: $fulfilment) {\n      ...BillLines_Bill @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckoutPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CheckoutPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutBill($addressId: ID, $fulfilment: Fulfilment) {\n    cart {\n      id\n      restaurantId\n      ...CartSummary_Cart\n      ...CouponBox_Cart\n      ...TipChooser_Cart\n    }\n    availableCoupons {\n      id\n      ...CouponBox_Coupon\n    }\n  }\n"): (typeof documents)["\n  query CheckoutBill($addressId: ID, $fulfilment: Fulfilment) {\n    cart {\n      id\n      restaurantId\n      ...CartSummary_Cart\n      ...CouponBox_Cart\n      ...TipChooser_Cart\n    }\n    availableCoupons {\n      id\n      ...CouponBox_Coupon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckoutApplyCoupon($code: String!, $addressId: ID, $fulfilment: Fulfilment) {\n    applyCoupon(code: $code) {\n      id\n      ...CartSummary_Cart\n      ...CouponBox_Cart\n    }\n  }\n"): (typeof documents)["\n  mutation CheckoutApplyCoupon($code: String!, $addressId: ID, $fulfilment: Fulfilment) {\n    applyCoupon(code: $code) {\n      id\n      ...CartSummary_Cart\n      ...CouponBox_Cart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckoutRemoveCoupon($addressId: ID, $fulfilment: Fulfilment) {\n    removeCoupon {\n      id\n      ...CartSummary_Cart\n      ...CouponBox_Cart\n    }\n  }\n"): (typeof documents)["\n  mutation CheckoutRemoveCoupon($addressId: ID, $fulfilment: Fulfilment) {\n    removeCoupon {\n      id\n      ...CartSummary_Cart\n      ...CouponBox_Cart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckoutSetTip($amount: Float!, $addressId: ID, $fulfilment: Fulfilment) {\n    setCartTip(amount: $amount) {\n      id\n      ...CartSummary_Cart\n      ...TipChooser_Cart\n    }\n  }\n"): (typeof documents)["\n  mutation CheckoutSetTip($amount: Float!, $addressId: ID, $fulfilment: Fulfilment) {\n    setCartTip(amount: $amount) {\n      id\n      ...CartSummary_Cart\n      ...TipChooser_Cart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CouponBox_Cart on Cart {\n    id\n    couponCode\n    couponProblem\n  }\n"): (typeof documents)["\n  fragment CouponBox_Cart on Cart {\n    id\n    couponCode\n    couponProblem\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CouponBox_Coupon on Coupon {\n    id\n    code\n    description\n  }\n"): (typeof documents)["\n  fragment CouponBox_Coupon on Coupon {\n    id\n    code\n    description\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutDeliverySlots($restaurantId: ID!) {\n    deliverySlots(restaurantId: $restaurantId)\n  }\n"): (typeof documents)["\n  query CheckoutDeliverySlots($restaurantId: ID!) {\n    deliverySlots(restaurantId: $restaurantId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutUpiAtDoor {\n    upiAtDoor {\n      upiId\n    }\n  }\n"): (typeof documents)["\n  query CheckoutUpiAtDoor {\n    upiAtDoor {\n      upiId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutPickupPlace($id: ID!) {\n    restaurant(id: $id) {\n      id\n      name\n      address\n    }\n  }\n"): (typeof documents)["\n  query CheckoutPickupPlace($id: ID!) {\n    restaurant(id: $id) {\n      id\n      name\n      address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TipChooser_Cart on Cart {\n    id\n    tip\n  }\n"): (typeof documents)["\n  fragment TipChooser_Cart on Cart {\n    id\n    tip\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MenuItemCard_MenuItem on MenuItem {\n    id\n    name\n    image\n    category\n    isVeg\n    isAvailable\n    isAvailableNow\n    availableFrom\n    originalPrice\n    price\n    discount\n    optionGroups {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment MenuItemCard_MenuItem on MenuItem {\n    id\n    name\n    image\n    category\n    isVeg\n    isAvailable\n    isAvailableNow\n    availableFrom\n    originalPrice\n    price\n    discount\n    optionGroups {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FavouriteButton_Restaurant on Restaurant {\n    id\n    name\n  }\n"): (typeof documents)["\n  fragment FavouriteButton_Restaurant on Restaurant {\n    id\n    name\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShopSetFavouriteRestaurant($restaurantId: ID!, $favourite: Boolean!) {\n    setFavouriteRestaurant(restaurantId: $restaurantId, favourite: $favourite) {\n      id\n      isFavourite\n    }\n  }\n"): (typeof documents)["\n  mutation ShopSetFavouriteRestaurant($restaurantId: ID!, $favourite: Boolean!) {\n    setFavouriteRestaurant(restaurantId: $restaurantId, favourite: $favourite) {\n      id\n      isFavourite\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopFavouriteRestaurants {\n    favouriteRestaurants {\n      id\n      ...RestaurantCard_Restaurant\n    }\n  }\n"): (typeof documents)["\n  query ShopFavouriteRestaurants {\n    favouriteRestaurants {\n      id\n      ...RestaurantCard_Restaurant\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeBanners {\n    banners {\n      id\n      image\n    }\n  }\n"): (typeof documents)["\n  query HomeBanners {\n    banners {\n      id\n      image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeReverseGeocode($latitude: Float!, $longitude: Float!) {\n    reverseGeocode(latitude: $latitude, longitude: $longitude) {\n      town\n    }\n  }\n"): (typeof documents)["\n  query HomeReverseGeocode($latitude: Float!, $longitude: Float!) {\n    reverseGeocode(latitude: $latitude, longitude: $longitude) {\n      town\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopKitchenAccess {\n    kitchenRestaurants {\n      id\n    }\n  }\n"): (typeof documents)["\n  query ShopKitchenAccess {\n    kitchenRestaurants {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingRestaurantCategories {\n    restaurantCategories {\n      id\n      label\n    }\n  }\n"): (typeof documents)["\n  query ListingRestaurantCategories {\n    restaurantCategories {\n      id\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingRestaurants(\n    $latitude: Float!\n    $longitude: Float!\n    $filter: RestaurantFilterInput\n    $sort: RestaurantSort!\n    $limit: Int!\n    $offset: Int!\n  ) {\n    restaurantsNear(latitude: $latitude, longitude: $longitude, filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      offset\n      items {\n        id\n        ...RestaurantCard_Restaurant\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListingRestaurants(\n    $latitude: Float!\n    $longitude: Float!\n    $filter: RestaurantFilterInput\n    $sort: RestaurantSort!\n    $limit: Int!\n    $offset: Int!\n  ) {\n    restaurantsNear(latitude: $latitude, longitude: $longitude, filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      offset\n      items {\n        id\n        ...RestaurantCard_Restaurant\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestaurantCard_Restaurant on Restaurant {\n    id\n    name\n    image\n    address\n    category\n    isOpenNow\n    deliveryTime\n    rating\n    priceForTwo\n    minimumOrder\n    distanceKm\n    ...FavouriteButton_Restaurant\n  }\n"): (typeof documents)["\n  fragment RestaurantCard_Restaurant on Restaurant {\n    id\n    name\n    image\n    address\n    category\n    isOpenNow\n    deliveryTime\n    rating\n    priceForTwo\n    minimumOrder\n    distanceKm\n    ...FavouriteButton_Restaurant\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingTowns {\n    towns {\n      ...TownChoice_Town @unmask\n    }\n  }\n"): (typeof documents)["\n  query ListingTowns {\n    towns {\n      ...TownChoice_Town @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingLocatePincode($pincode: String!) {\n    locatePincode(pincode: $pincode) {\n      pincode\n      town {\n        name\n        latitude\n        longitude\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListingLocatePincode($pincode: String!) {\n    locatePincode(pincode: $pincode) {\n      pincode\n      town {\n        name\n        latitude\n        longitude\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MenuRestaurant($id: ID!, $filter: MenuFilterInput, $sort: MenuItemSort) {\n    restaurant(id: $id) {\n      id\n      name\n      isOpenNow\n      ...RestaurantHeader_Restaurant\n      menuItems(filter: $filter, sort: $sort) {\n        id\n        ...MenuItemCard_MenuItem\n      }\n    }\n  }\n"): (typeof documents)["\n  query MenuRestaurant($id: ID!, $filter: MenuFilterInput, $sort: MenuItemSort) {\n    restaurant(id: $id) {\n      id\n      name\n      isOpenNow\n      ...RestaurantHeader_Restaurant\n      menuItems(filter: $filter, sort: $sort) {\n        id\n        ...MenuItemCard_MenuItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MenuOptionSheet($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      menuItems {\n        id\n        price\n        optionGroups {\n          ...MenuOptionGroupFields @unmask\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MenuOptionSheet($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      menuItems {\n        id\n        price\n        optionGroups {\n          ...MenuOptionGroupFields @unmask\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestaurantHeader_Restaurant on Restaurant {\n    id\n    name\n    address\n    category\n    openingTime\n    closingTime\n    priceForTwo\n    minimumOrder\n    rating\n    ratingCount\n    isOpenNow\n    nextOpensAt\n    ...FavouriteButton_Restaurant\n  }\n"): (typeof documents)["\n  fragment RestaurantHeader_Restaurant on Restaurant {\n    id\n    name\n    address\n    category\n    openingTime\n    closingTime\n    priceForTwo\n    minimumOrder\n    rating\n    ratingCount\n    isOpenNow\n    nextOpensAt\n    ...FavouriteButton_Restaurant\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestaurantReviews($restaurantId: ID!, $limit: Int, $offset: Int) {\n    reviews(restaurantId: $restaurantId, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...ReviewFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query RestaurantReviews($restaurantId: ID!, $limit: Int, $offset: Int) {\n    reviews(restaurantId: $restaurantId, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...ReviewFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderSuccessBill($id: ID!) {\n    order(id: $id) {\n      id\n      bill {\n        ...BillLines_Bill @unmask\n      }\n      ...OrderPickupPlace_Order\n    }\n  }\n"): (typeof documents)["\n  query OrderSuccessBill($id: ID!) {\n    order(id: $id) {\n      id\n      bill {\n        ...BillLines_Bill @unmask\n      }\n      ...OrderPickupPlace_Order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CancelOrderButton_Order on Order {\n    id\n    allowedNextStatuses\n  }\n"): (typeof documents)["\n  fragment CancelOrderButton_Order on Order {\n    id\n    allowedNextStatuses\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountCancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      id\n      ...OrderHistoryList_Order\n      ...OrderSummary_Order\n      ...OrderStepTracker_Order\n      ...OrderStatusHistory_Order\n      ...CancelOrderButton_Order\n    }\n  }\n"): (typeof documents)["\n  mutation AccountCancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      id\n      ...OrderHistoryList_Order\n      ...OrderSummary_Order\n      ...OrderStepTracker_Order\n      ...OrderStatusHistory_Order\n      ...CancelOrderButton_Order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountReorder($orderId: ID!) {\n    reorder(orderId: $orderId) {\n      leftOut\n      cart {\n        id\n        itemCount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AccountReorder($orderId: ID!) {\n    reorder(orderId: $orderId) {\n      leftOut\n      cart {\n        id\n        itemCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderDeliveryMap_Order on Order {\n    id\n    status\n    rider {\n      id\n      name\n    }\n    riderPosition {\n      latitude\n      longitude\n    }\n    address {\n      latitude\n      longitude\n    }\n  }\n"): (typeof documents)["\n  fragment OrderDeliveryMap_Order on Order {\n    id\n    status\n    rider {\n      id\n      name\n    }\n    riderPosition {\n      latitude\n      longitude\n    }\n    address {\n      latitude\n      longitude\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderDeliveryMapSettings {\n    mapSettings {\n      tileUrl\n      attribution\n    }\n  }\n"): (typeof documents)["\n  query OrderDeliveryMapSettings {\n    mapSettings {\n      tileUrl\n      attribution\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountOrderDetails($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      lines {\n        id\n        quantity\n      }\n      ...OrderDetails_Order\n      ...OrderStepTracker_Order\n      ...OrderReadyEstimate_Order\n      ...OrderRider_Order\n      ...OrderPayment_Order\n      ...CancelOrderButton_Order\n      ...OrderInvoiceLink_Order\n      ...OrderRating_Order\n      ...OrderHelp_Order\n    }\n  }\n"): (typeof documents)["\n  query AccountOrderDetails($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      lines {\n        id\n        quantity\n      }\n      ...OrderDetails_Order\n      ...OrderStepTracker_Order\n      ...OrderReadyEstimate_Order\n      ...OrderRider_Order\n      ...OrderPayment_Order\n      ...CancelOrderButton_Order\n      ...OrderInvoiceLink_Order\n      ...OrderRating_Order\n      ...OrderHelp_Order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountReportOrderProblem($orderId: ID!, $input: OrderProblemInput!) {\n    reportOrderProblem(orderId: $orderId, input: $input) {\n      id\n      order {\n        id\n        ...OrderHelp_Order\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AccountReportOrderProblem($orderId: ID!, $input: OrderProblemInput!) {\n    reportOrderProblem(orderId: $orderId, input: $input) {\n      id\n      order {\n        id\n        ...OrderHelp_Order\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderHelp_Order on Order {\n    id\n    status\n    deliveredAt\n    lines {\n      id\n      name\n      quantity\n    }\n    problems {\n      id\n      ...OrderProblemFields\n    }\n  }\n"): (typeof documents)["\n  fragment OrderHelp_Order on Order {\n    id\n    status\n    deliveredAt\n    lines {\n      id\n      name\n      quantity\n    }\n    problems {\n      id\n      ...OrderProblemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderPayment_Order on Order {\n    id\n    status\n    payAtDoorBy\n    paidBy\n    upiReference\n  }\n"): (typeof documents)["\n  fragment OrderPayment_Order on Order {\n    id\n    status\n    payAtDoorBy\n    paidBy\n    upiReference\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderReadyEstimate_Order on Order {\n    id\n    status\n    estimatedReadyAt\n  }\n"): (typeof documents)["\n  fragment OrderReadyEstimate_Order on Order {\n    id\n    status\n    estimatedReadyAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderRider_Order on Order {\n    id\n    status\n    rider {\n      id\n      name\n      phone\n    }\n    riderPosition {\n      recordedAt\n      distanceKm\n      estimatedArrivalAt\n    }\n    deliveryFailureReason\n    ...OrderDeliveryMap_Order\n  }\n"): (typeof documents)["\n  fragment OrderRider_Order on Order {\n    id\n    status\n    rider {\n      id\n      name\n      phone\n    }\n    riderPosition {\n      recordedAt\n      distanceKm\n      estimatedArrivalAt\n    }\n    deliveryFailureReason\n    ...OrderDeliveryMap_Order\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderStepTracker_Order on Order {\n    id\n    status\n    fulfilment\n    statusHistory {\n      fromStatus\n      toStatus\n    }\n  }\n"): (typeof documents)["\n  fragment OrderStepTracker_Order on Order {\n    id\n    status\n    fulfilment\n    statusHistory {\n      fromStatus\n      toStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderRating_Order on Order {\n    id\n    status\n    deliveredAt\n    rider {\n      id\n    }\n    lines {\n      menuItemId\n      name\n    }\n    rating {\n      ...OrderRating_Rating @unmask\n    }\n  }\n"): (typeof documents)["\n  fragment OrderRating_Order on Order {\n    id\n    status\n    deliveredAt\n    rider {\n      id\n    }\n    lines {\n      menuItemId\n      name\n    }\n    rating {\n      ...OrderRating_Rating @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderRating_Rating on OrderRating {\n    id\n    foodRating\n    deliveryRating\n    comment\n    likedMenuItemIds\n  }\n"): (typeof documents)["\n  fragment OrderRating_Rating on OrderRating {\n    id\n    foodRating\n    deliveryRating\n    comment\n    likedMenuItemIds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountRateOrder($orderId: ID!, $input: RateOrderInput!) {\n    rateOrder(orderId: $orderId, input: $input) {\n      ...OrderRating_Rating @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation AccountRateOrder($orderId: ID!, $input: RateOrderInput!) {\n    rateOrder(orderId: $orderId, input: $input) {\n      ...OrderRating_Rating @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CustomerOrderUpdated {\n    orderUpdated {\n      id\n      ...OrderHistoryList_Order\n      ...OrderSummary_Order\n      ...OrderStepTracker_Order\n      ...OrderReadyEstimate_Order\n      ...OrderRider_Order\n      ...OrderAddress_Order\n      ...OrderStatusHistory_Order\n      ...CancelOrderButton_Order\n    }\n  }\n"): (typeof documents)["\n  subscription CustomerOrderUpdated {\n    orderUpdated {\n      id\n      ...OrderHistoryList_Order\n      ...OrderSummary_Order\n      ...OrderStepTracker_Order\n      ...OrderReadyEstimate_Order\n      ...OrderRider_Order\n      ...OrderAddress_Order\n      ...OrderStatusHistory_Order\n      ...CancelOrderButton_Order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchMenuItems($keyword: String!, $latitude: Float!, $longitude: Float!, $limit: Int!) {\n    searchMenuItems(keyword: $keyword, latitude: $latitude, longitude: $longitude, limit: $limit) {\n      id\n      ...MenuItemCard_MenuItem\n      restaurant {\n        id\n        name\n        isOpenNow\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchMenuItems($keyword: String!, $latitude: Float!, $longitude: Float!, $limit: Int!) {\n    searchMenuItems(keyword: $keyword, latitude: $latitude, longitude: $longitude, limit: $limit) {\n      id\n      ...MenuItemCard_MenuItem\n      restaurant {\n        id\n        name\n        isOpenNow\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;