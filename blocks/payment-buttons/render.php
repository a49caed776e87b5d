<?php
/**
 * Server rendering of vitrine/payment-buttons.
 *
 * The block is not built yet (see its issue): shoppers see nothing rather
 * than something that pretends to work; editors see a note. It already
 * announces its payment context (§2.4), so the page carries the §3.11
 * configuration object (see Vitrine\Provider\PageConfig).
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

defined( 'ABSPATH' ) || exit;

[ $vitrine_context, $vitrine_page ] = Vitrine\Blocks\PaymentButtons::context( $attributes );
do_action( 'vitrine_payment_context', $vitrine_context, $vitrine_page );

echo Vitrine\Blocks\NotSetUp::html(); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped inside.
