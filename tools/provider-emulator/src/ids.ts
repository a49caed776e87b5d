/**
 * The emulator's fixed account ids, in the provider's documented shape:
 * merchant and payer ids are 13 characters of `[2-9A-HJ-NP-Z]` (no 0, 1,
 * I or O). No imports: the browser SDK uses them too.
 */

/** The merchant account the emulator's orders are paid to (`payee.merchant_id`). */
export const MERCHANT_ID = 'J4KNB9X3EUYAW';

/** The one payer who approves in the pop-up (`payer.payer_id`, `PayerID`). */
export const PAYER_ID = 'QYR5Z8XDVJNXQ';
