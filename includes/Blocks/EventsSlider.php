<?php
/**
 * Server rendering of vitrine/events-slider.
 *
 * @package Vitrine
 */

namespace Vitrine\Blocks;

use Vitrine\Events\Repository;

defined( 'ABSPATH' ) || exit;

/**
 * Renders the slides, controls and dots with their final layout; the view
 * script (src/blocks/events-slider/view.tsx) hydrates them as a React island.
 */
final class EventsSlider {

	/**
	 * The block's HTML.
	 *
	 * @param array<string, mixed> $attributes Block attributes (block.json fills defaults).
	 * @return string
	 */
	public static function render( array $attributes ): string {
		$type      = SliderRules::type( $attributes['slider_type'] ?? null );
		$placement = SliderRules::placement( $attributes['control_style'] ?? null );
		$visible   = max( 1, (int) ( $attributes['slides_visible'] ?? 1 ) );
		$which     = in_array( $attributes['events'] ?? '', array( 'upcoming', 'past', 'category' ), true ) ? $attributes['events'] : 'upcoming';
		$events    = Repository::find( $which, (int) ( $attributes['category'] ?? 0 ), (int) ( $attributes['count'] ?? 12 ) );
		$count     = count( $events );
		$settings  = array(
			'type'       => $type,
			'visible'    => $visible,
			'dots'       => ! empty( $attributes['slide_nav_dots'] ),
			'auto'       => ! empty( $attributes['slide_auto'] ),
			'pauseHover' => ! empty( $attributes['slide_pause_hover'] ),
			'pause'      => SliderRules::ms( $attributes['slider_pause'] ?? null, 5000 ),
			'speed'      => SliderRules::ms( $attributes['slider_speed'] ?? null, 400 ),
		);
		$classes   = array(
			'vitrine-slider',
			'vitrine-slider--' . $type,
			'vitrine-slider--controls-' . $placement,
		);
		if ( ! empty( $attributes['slide_hide_control'] ) ) {
			$classes[] = 'vitrine-slider--hide-controls';
		}
		if ( 0 === $count ) {
			$classes[] = 'vitrine-slider--no-slides';
		}
		$wrapper = get_block_wrapper_attributes(
			array(
				'class'                => implode( ' ', $classes ),
				'style'                => sprintf( '--vitrine-base:%d;--vitrine-speed:%dms', SliderRules::multi_base( $visible ), $settings['speed'] ),
				'role'                 => 'region',
				'aria-roledescription' => __( 'carousel', 'vitrine' ),
				'aria-label'           => __( 'Events', 'vitrine' ),
				'data-slide-count'     => (string) $count,
				'data-vitrine-slider'  => (string) wp_json_encode( $settings ),
			)
		);
		if ( 0 === $count ) {
			return sprintf( '<div %1$s><p class="vitrine-slider__empty">%2$s</p></div>', $wrapper, esc_html__( 'There are no events at the moment.', 'vitrine' ) );
		}
		$id     = wp_unique_id( 'vitrine-slider-' );
		$slides = '';
		foreach ( $events as $index => $event ) {
			$slides .= self::slide( $event, $index + 1, $count, $type );
		}
		$dots = '';
		if ( $settings['dots'] ) {
			for ( $i = 1; $i <= $count; $i++ ) {
				$dots .= sprintf(
					'<button type="button" class="vitrine-slider__dot%1$s" data-index="%2$d" aria-label="%3$s"%4$s></button>',
					1 === $i ? ' is-current' : '',
					$i,
					/* translators: %d: slide number. */
					esc_attr( sprintf( __( 'Show event %d', 'vitrine' ), $i ) ),
					1 === $i ? ' aria-current="true"' : ''
				);
			}
			$dots = sprintf( '<div class="vitrine-slider__dots" role="group" aria-label="%1$s">%2$s</div>', esc_attr__( 'Choose an event', 'vitrine' ), $dots );
		}
		$arrow = static fn( string $dir, string $label, string $glyph ): string => sprintf(
			'<button type="button" class="vitrine-slider__arrow vitrine-slider__arrow--%1$s" aria-controls="%2$s" aria-label="%3$s"><span aria-hidden="true">%4$s</span></button>',
			$dir,
			esc_attr( $id ),
			esc_attr( $label ),
			$glyph
		);
		return sprintf(
			'<div %1$s>%2$s<div class="swiper vitrine-slider__viewport" id="%3$s"><div class="swiper-wrapper" aria-live="%4$s">%5$s</div></div>%6$s%7$s</div>',
			$wrapper,
			$arrow( 'prev', __( 'Previous event', 'vitrine' ), 'vertical' === $type ? '&#8593;' : '&#8592;' ),
			esc_attr( $id ),
			$settings['auto'] ? 'off' : 'polite',
			$slides,
			$arrow( 'next', __( 'Next event', 'vitrine' ), 'vertical' === $type ? '&#8595;' : '&#8594;' ),
			$dots
		);
	}

	/**
	 * One card.
	 *
	 * @param array{id: int, title: string, start: string, end: string, all_day: bool, colour: string, light: bool, link: string, excerpt: string, image: int} $event Card data.
	 * @param int    $index Slide number, 1…N.
	 * @param int    $count N.
	 * @param string $type  Slider type.
	 * @return string
	 */
	private static function slide( array $event, int $index, int $count, string $type ): string {
		// Titles are shown as text, whatever markup they hold.
		$title = $event['title'];
		$image = '';
		if ( $event['image'] && in_array( $type, array( 'horizontal', 'vertical', 'multi' ), true ) ) {
			$image = wp_get_attachment_image( $event['image'], 'medium', false, array( 'class' => 'vitrine-event__image', 'loading' => 'lazy', 'alt' => '' ) );
		}
		$bubble = 'micro' === $type ? sprintf( '<span class="vitrine-event__bubble" aria-hidden="true">%s</span>', esc_html( $title ) ) : '';
		return sprintf(
			'<div class="swiper-slide vitrine-slide %1$s" role="group" aria-roledescription="%2$s" aria-label="%3$s" data-index="%4$d" style="--vitrine-colour:%5$s"><article class="vitrine-event">%6$s<h2 class="vitrine-event__title"><a href="%7$s">%8$s</a></h2><p class="vitrine-event__when">%9$s</p>%10$s</article>%11$s</div>',
			$event['light'] ? 'is-light' : 'is-dark',
			esc_attr__( 'slide', 'vitrine' ),
			/* translators: 1: slide number, 2: number of slides. */
			esc_attr( sprintf( __( '%1$d of %2$d', 'vitrine' ), $index, $count ) ),
			$index,
			esc_attr( $event['colour'] ),
			$image,
			esc_url( $event['link'] ),
			esc_html( $title ),
			esc_html( Repository::format_when( $event ) ),
			'' !== $event['excerpt'] ? '<p class="vitrine-event__excerpt">' . esc_html( wp_strip_all_tags( $event['excerpt'] ) ) . '</p>' : '',
			$bubble
		);
	}
}
