<?php
/**
 * Server rendering of vitrine/checkout: the checkout form, or the
 * pay-for-order / order-received page of the URL.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

echo Vitrine\Shop\CheckoutPage::render( Vitrine\Store\Stores::get(), Vitrine\Store\CartSession::current() ?? '', get_current_user_id() ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped inside.
