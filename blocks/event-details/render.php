<?php
/**
 * Server rendering of vitrine/event-details: the event of the block's
 * context (the single event template); nothing elsewhere.
 *
 * @package Vitrine
 *
 * @var WP_Block $block The block.
 */

defined( 'ABSPATH' ) || exit;

$vitrine_event = Vitrine\Events\EventView::for_block( $block ?? null );
if ( null === $vitrine_event ) {
	return;
}
echo Vitrine\Shared\Templates::render( // phpcs:ignore WordPress.Security.EscapeOutput -- the template escapes.
	'events/details',
	array(
		'wrapper' => get_block_wrapper_attributes( array( 'class' => 'vitrine-event' ) ),
		'event'   => $vitrine_event,
	)
);
