<?php
/**
 * Server rendering of vitrine/payment-buttons.
 *
 * The block is not built yet (see its issue): shoppers see nothing rather
 * than something that pretends to work; editors see a note. It already
 * announces its payment context (§2.4), so the page carries the §3.11
 * configuration object (see Vitrine\Payment\Config\Printer).
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

defined( 'ABSPATH' ) || exit;

[ $vitrine_context, $vitrine_page ] = Vitrine\Blocks\PaymentButtons::context( $attributes );
do_action( Vitrine\Payment\Ids::CONTEXT_ACTION, $vitrine_context, $vitrine_page );

echo Vitrine\Blocks\NotSetUp::html(); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped inside.
