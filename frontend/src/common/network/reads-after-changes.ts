/**
 * The context of a query that is asked again after a change (a cart line, a handover): it never
 * joins a request for the same query already on its way. Apollo otherwise hands that request's
 * answer to the new asker too, and it was read before the change: the checkout then kept
 * offering a coupon the smaller cart no longer reached, the Cash page showed the cash before a
 * handover.
 */
export const READ_AFTER_CHANGES = { queryDeduplication: false } as const;
