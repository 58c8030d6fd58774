/**
 * The API's error codes and their HTTP statuses: one table shared by the server (which answers
 * with them) and the storefront (which matches a failure by `ErrorCode.X`, never by a string).
 */
export const ERROR_STATUS = {
  MALFORMED_REQUEST: 400,
  VALIDATION_FAILED: 400,
  NOT_LOGGED_IN: 401,
  FORBIDDEN: 403,
  XSRF_TOKEN_INVALID: 403,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  CONFLICT: 409,
  BOOK_NOT_AVAILABLE: 409,
  BUSINESS_RULE: 422,
  // A text field (JSON string or key, query value) holds a control character or an unpaired surrogate.
  INVALID_CHARACTER: 422,
  CART_EMPTY: 422,
  CART_FULL: 422,
  SHIPPING_UNAVAILABLE: 422,
  PUDO_REQUIRED: 422,
  ADDRESS_REQUIRED: 422,
  PAYMENT_METHOD_UNAVAILABLE: 422,
  VOUCHER_INVALID: 422,
  WALLET_INSUFFICIENT: 422,
  TOTAL_CHANGED: 422,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_KEY_MISSING: 400,
  ORDER_NOT_PAYABLE: 409,
  ORDER_NOT_CANCELLABLE: 409,
  ORDER_NOT_EXTENDABLE: 409,
  // The order desk (docs/adr/0020): the order's state does not allow the action (or another
  // employee's action on the same order won); the line was already removed / restored / taken.
  ORDER_STATE_CONFLICT: 409,
  ORDER_LINE_CONFLICT: 409,
  // Merge: the two orders differ in customer, storefront, address, shipping or payment.
  ORDERS_NOT_MERGEABLE: 422,
  // Mark paid: the amount differs from what the order still owes (partial payments: item 6).
  PAYMENT_AMOUNT_MISMATCH: 422,
  // A refund to the wallet of a guest order (no customer account to credit).
  REFUND_METHOD_UNAVAILABLE: 422,
  // The refunds desk (docs/adr/0024): the refund is not open (done, cancelled) or the order owes
  // nothing back; another request is sending it right now (a provider call under way).
  REFUND_STATE_CONFLICT: 409,
  REFUND_IN_PROGRESS: 409,
  // Bank-transfer matching (docs/adr/0022): the file is not a statement we read (details.problem,
  // details.where); a statement line already matched or ignored cannot be resolved again.
  BANK_STATEMENT_INVALID: 422,
  BANK_LINE_CONFLICT: 409,
  // Fulfilment (docs/adr/0023): another employee picks or packs the order; the scanned copy is
  // not one of the order's (or is no copy label); scanned twice; packing before every copy is
  // scanned; copies not on their shelves; the shipment's state does not allow it; no carrier client
  // for the order's carrier; the carrier refused the parcel.
  FULFILMENT_HELD: 409,
  COPY_NOT_IN_ORDER: 422,
  COPY_ALREADY_SCANNED: 409,
  PACKING_INCOMPLETE: 409,
  COPIES_NOT_PRESENT: 422,
  SHIPMENT_STATE_CONFLICT: 409,
  CARRIER_UNAVAILABLE: 422,
  CARRIER_REJECTED: 422,
  // Inventory denial (docs/adr/0012).
  UNPAID_COPIES_LIMIT: 422,
  ORDER_CONFIRMATION_INVALID: 404,
  ORDER_CONFIRMATION_EXPIRED: 409,
  WEBHOOK_REJECTED: 401,
  PROVIDER_UNAVAILABLE: 502,
  // Login and the account area (src/server/modules/login and account).
  RATE_LIMITED: 429,
  LOGIN_CODE_INVALID: 422,
  MAGIC_LINK_INVALID: 422,
  OAUTH_NOT_CONFIGURED: 404,
  OAUTH_STATE_INVALID: 400,
  OAUTH_EXCHANGE_FAILED: 502,
  OAUTH_EMAIL_UNVERIFIED: 422,
  NICKNAME_TAKEN: 409,
  EMAIL_TAKEN: 409,
  TOO_MANY_ADDRESSES: 422,
  ACCOUNT_HAS_OPEN_ORDERS: 409,
  // Staff sign-in (src/server/modules/staff, docs/adr/0019).
  STAFF_LOGIN_FAILED: 401,
  WORKSTATION_INVALID: 403,
  CARD_LOCKED: 423,
  PASSWORD_WRONG: 422,
  // Buying books from customers (issue 14, src/contracts/buyback.ts, docs/adr/0026): a body that
  // breaks the contract (details: [{path, message}]); the lead is no draft any more (details.state);
  // submitting a lead that misses items, a payout choice or contact details (details: [{path, message}]);
  // no such carrier / pickup date on this storefront; a batch's state does not allow the transition
  // (details.from, details.to); a payout already paid, exported or being paid; the bank account
  // fails its checksum.
  INVALID_FIELDS: 422,
  LEAD_NOT_EDITABLE: 409,
  LEAD_INCOMPLETE: 422,
  BUYBACK_TRANSPORT_UNAVAILABLE: 422,
  BATCH_STATE_CONFLICT: 409,
  PAYOUT_STATE_CONFLICT: 409,
  BANK_ACCOUNT_INVALID: 422,
  // Commission selling (issue 16, src/contracts/commission.ts, docs/adr/0030): a price outside the
  // copy's terms (details.minX100, details.maxX100) or no price changes left; a payout above the
  // balance or below the minimum (details.balanceX100, details.minX100); the copy's end-of-listing
  // offer is not open (details.offerState); a payout request already open.
  COMMISSION_PRICE_OUT_OF_RANGE: 422,
  COMMISSION_PAYOUT_UNAVAILABLE: 422,
  COMMISSION_OFFER_CLOSED: 409,
  COMMISSION_PAYOUT_OPEN: 409,
  // The automatic-payout threshold below the smallest payout or above the cap (details.minX100, details.maxX100).
  COMMISSION_THRESHOLD_OUT_OF_RANGE: 422,
  // The intake desk and catalogue editing (issue 15, src/contracts/intake.ts, docs/adr/0028): the
  // book has its verdict already (details.outcome); a price outside the employee's limits
  // (details.minX100, details.maxX100); an edition with this ISBN or a work of this title and
  // author exists (details.items); a merge of a record into itself or a merged one.
  INTAKE_BOOK_DECIDED: 409,
  PRICE_OUT_OF_LIMITS: 422,
  DUPLICATE_EDITION: 409,
  MERGE_CONFLICT: 409,
  // An author merged into another (catalogue editing): details.authorId is the surviving one; the
  // author pages answer with a permanent redirect to it.
  AUTHOR_MERGED: 404,
  // The customer-support desk (issue 16, docs/adr/0031): a credit lock already released, a wallet
  // adjustment already decided (details.state); the requester approving their own adjustment; a
  // customer already anonymised.
  CREDIT_LOCK_RELEASED: 409,
  ADJUSTMENT_NOT_PENDING: 409,
  FOUR_EYES_REQUIRED: 422,
  CUSTOMER_ANONYMISED: 409,
  // The warehouse (issue 15, src/contracts/warehouse.ts, docs/adr/0029): a scanned code is no copy,
  // crate or rack we know; a crate still holds copies (delete only when empty); a transfer package's
  // or a branch audit's state does not allow the step (details.state); the copy's state does not
  // allow it (sold, discarded already); a queue job is not held by the caller or not in a state for
  // the action (details.state); nothing to revert.
  WAREHOUSE_CODE_UNKNOWN: 404,
  CRATE_NOT_EMPTY: 409,
  TRANSFER_STATE_CONFLICT: 409,
  AUDIT_STATE_CONFLICT: 409,
  COPY_STATE_CONFLICT: 409,
  QUEUE_JOB_CONFLICT: 409,
  INTERNAL_ERROR: 500,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** `ErrorCode.BOOK_NOT_AVAILABLE === 'BOOK_NOT_AVAILABLE'`: compare against these, not literals. */
export const ErrorCode = Object.freeze(
  Object.fromEntries(Object.keys(ERROR_STATUS).map((code) => [code, code])),
) as { readonly [C in ErrorCode]: C };
