<?php
/**
 * Reading events for the slider.
 *
 * @package Vitrine
 */

namespace Vitrine\Events;

defined( 'ABSPATH' ) || exit;

/**
 * Finds events by selection (upcoming, past, a category) and turns them into
 * the card data the slider shows.
 */
final class Repository {

	public const MAX = 100;

	/**
	 * Events for a slider.
	 *
	 * @param string $which    'upcoming', 'past' or 'category'.
	 * @param int    $category Category term id (for 'category').
	 * @param int    $count    How many, 1…MAX.
	 * @return array<int, array{id: int, title: string, start: string, end: string, all_day: bool, colour: string, light: bool, link: string, excerpt: string, image: int, place: string}>
	 */
	public static function find( string $which, int $category, int $count ): array {
		$now  = current_datetime()->format( 'Y-m-d\TH:i' );
		$args = array(
			'post_type'              => PostType::NAME,
			'post_status'            => 'publish',
			'posts_per_page'         => max( 1, min( self::MAX, $count ) ),
			'meta_key'               => 'vitrine_start', // phpcs:ignore WordPress.DB.SlowDBQuery
			'orderby'                => 'meta_value',
			'order'                  => 'ASC',
			'no_found_rows'          => true,
			'update_post_term_cache' => false,
		);
		if ( 'past' === $which ) {
			$args['order']      = 'DESC';
			$args['meta_query'] = array( // phpcs:ignore WordPress.DB.SlowDBQuery
				array(
					'key'     => 'vitrine_start',
					'value'   => $now,
					'compare' => '<',
				),
			);
		} elseif ( 'category' === $which ) {
			$args['tax_query'] = array( // phpcs:ignore WordPress.DB.SlowDBQuery
				array(
					'taxonomy' => PostType::CATEGORY,
					'field'    => 'term_id',
					'terms'    => array( $category ),
				),
			);
		} else {
			// Upcoming: not over yet (an event without an end ends at its start).
			$args['meta_query'] = array( // phpcs:ignore WordPress.DB.SlowDBQuery
				array(
					'key'     => 'vitrine_start',
					'value'   => substr( $now, 0, 10 ),
					'compare' => '>=',
				),
			);
		}
		return array_map( array( self::class, 'event' ), get_posts( $args ) );
	}

	/**
	 * Card data of one event.
	 *
	 * @param \WP_Post|null $post The event.
	 * @return array{id: int, title: string, start: string, end: string, all_day: bool, colour: string, light: bool, link: string, excerpt: string, image: int, place: string}
	 */
	public static function event( ?\WP_Post $post ): array {
		$id     = $post ? $post->ID : 0;
		$colour = Colour::normalise( get_post_meta( $id, 'vitrine_colour', true ) );
		$link   = (string) get_post_meta( $id, 'vitrine_link', true );
		return array(
			'id'      => $id,
			'title'   => $post ? $post->post_title : '',
			'start'   => (string) get_post_meta( $id, 'vitrine_start', true ),
			'end'     => (string) get_post_meta( $id, 'vitrine_end', true ),
			'all_day' => (bool) get_post_meta( $id, 'vitrine_all_day', true ),
			'colour'  => $colour,
			'light'   => Colour::is_light( $colour ),
			'link'    => '' !== $link ? $link : (string) get_permalink( $id ),
			'excerpt' => $post && '' !== $post->post_excerpt ? $post->post_excerpt : '',
			'image'   => (int) get_post_thumbnail_id( $id ),
			'place'   => (string) get_post_meta( $id, 'vitrine_place', true ),
		);
	}

	/**
	 * The event's date (and time unless all-day), in the site's formats.
	 *
	 * @param array{start: string, end: string, all_day: bool} $event Card data.
	 * @return string
	 */
	public static function format_when( array $event ): string {
		$zone  = wp_timezone();
		$start = \DateTimeImmutable::createFromFormat( '!Y-m-d\TH:i', $event['start'], $zone );
		if ( ! $start ) {
			return '';
		}
		$day    = (string) get_option( 'date_format', 'j. F Y' );
		$time   = (string) get_option( 'time_format', 'H:i' );
		$format = $event['all_day'] ? $day : $day . ', ' . $time;
		$text   = wp_date( $format, $start->getTimestamp(), $zone );
		$end    = \DateTimeImmutable::createFromFormat( '!Y-m-d\TH:i', $event['end'], $zone );
		if ( $end && $end > $start ) {
			$same_day = $end->format( 'Y-m-d' ) === $start->format( 'Y-m-d' );
			if ( $same_day && ! $event['all_day'] ) {
				$text .= '–' . wp_date( $time, $end->getTimestamp(), $zone );
			} elseif ( ! $same_day ) {
				$text .= ' – ' . wp_date( $format, $end->getTimestamp(), $zone );
			}
		}
		return (string) $text;
	}
}
