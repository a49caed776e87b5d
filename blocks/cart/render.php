<?php
/**
 * Server rendering of vitrine/cart: the whole cart, priced on the server.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a notice name from our own redirect, only compared.
$vitrine_notice = isset( $_GET['vitrine_notice'] ) && is_string( $_GET['vitrine_notice'] ) ? sanitize_key( wp_unslash( $_GET['vitrine_notice'] ) ) : '';
echo Vitrine\Shop\CartPage::render( Vitrine\Store\Stores::get(), Vitrine\Store\CartSession::current() ?? '', $vitrine_notice ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped inside.
