/**
 * The forms a payment completes: the checkout's and the pay-for-order
 * form (`#order_review`, also the change-payment-method page's). A module of
 * its own, so that product-page code that needs the selector loads nothing
 * else of the checkout.
 */

/** The checkout and the pay-for-order form. */
export const FORM_SELECTOR = 'form.vitrine-checkout__form, form#order_review';
