<?php
/**
 * What the event templates show.
 *
 * @package Vitrine
 */

namespace Vitrine\Events;

defined( 'ABSPATH' ) || exit;

/**
 * Turns an event into the values its templates print: the German date line,
 * the `datetime` of its `<time>`, place, description and links. Escaping is
 * the templates' job.
 */
final class EventView {

	/**
	 * The event in a block's context (template, query loop), or null.
	 *
	 * @param \WP_Block|null $block The block.
	 * @return array<string, mixed>|null
	 */
	public static function for_block( ?\WP_Block $block ): ?array {
		$id   = (int) ( $block->context['postId'] ?? 0 );
		$post = $id > 0 ? get_post( $id ) : null;
		if ( ! $post instanceof \WP_Post || PostType::NAME !== $post->post_type || ( ! is_post_publicly_viewable( $post ) && ! current_user_can( 'read_post', $post->ID ) ) ) {
			return null;
		}
		return self::view( Repository::event( $post ) );
	}

	/**
	 * Template values of an event's card data.
	 *
	 * @param array{id: int, title: string, start: string, end: string, all_day: bool, link: string, excerpt: string, place: string} $event Card data.
	 * @return array<string, mixed>
	 */
	public static function view( array $event ): array {
		$zone  = wp_timezone();
		$start = EventDates::parse( $event['start'], $zone );
		return array(
			'id'           => $event['id'],
			'title'        => $event['title'],
			'when'         => EventDates::when( $event['start'], $event['end'], $event['all_day'], $zone ),
			'datetime'     => $start ? ( $event['all_day'] ? $start->format( 'Y-m-d' ) : $start->format( 'c' ) ) : '',
			'place'        => $event['place'],
			'description'  => $event['excerpt'],
			'url'          => (string) get_permalink( $event['id'] ),
			'ics_url'      => EventPages::ics_url( $event['id'] ),
			'calendar_url' => EventPages::calendar_url(),
		);
	}
}
