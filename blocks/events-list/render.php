<?php
/**
 * Server rendering of vitrine/events-list: the upcoming events in date order.
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

defined( 'ABSPATH' ) || exit;

$vitrine_count = max( 1, min( Vitrine\Events\Repository::MAX, (int) ( $attributes['count'] ?? 50 ) ) );
echo Vitrine\Shared\Templates::render( // phpcs:ignore WordPress.Security.EscapeOutput -- the template escapes.
	'events/list',
	array(
		'wrapper' => get_block_wrapper_attributes( array( 'class' => 'vitrine-events-list' ) ),
		'events'  => array_map( array( Vitrine\Events\EventView::class, 'view' ), Vitrine\Events\Repository::find( 'upcoming', 0, $vitrine_count ) ),
	)
);
