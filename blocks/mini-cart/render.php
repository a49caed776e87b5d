<?php
/**
 * Server rendering of vitrine/mini-cart: the current cart on first paint.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

echo Vitrine\Shop\MiniCart::render( Vitrine\Store\Stores::get(), Vitrine\Store\CartSession::current() ?? '' ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped inside.
