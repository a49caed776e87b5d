<?php
/**
 * Server rendering of vitrine/events-slider: the first paint, complete.
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes
 */

defined( 'ABSPATH' ) || exit;

echo Vitrine\Blocks\EventsSlider::render( $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped inside.
