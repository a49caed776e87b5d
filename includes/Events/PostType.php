<?php
/**
 * The event content type.
 *
 * @package Vitrine
 */

namespace Vitrine\Events;

defined( 'ABSPATH' ) || exit;

/**
 * Registers events (post type, category taxonomy, fields) and makes the REST
 * collection sortable by start date.
 */
final class PostType {

	public const NAME     = 'vitrine_event';
	public const CATEGORY = 'vitrine_event_cat';

	/**
	 * Field name => REST schema. Dates are site-local `Y-m-d\TH:i` strings, so
	 * that they sort as text.
	 */
	public const FIELDS = array(
		'vitrine_start'   => array(
			'type'    => 'string',
			'default' => '',
		),
		'vitrine_end'     => array(
			'type'    => 'string',
			'default' => '',
		),
		'vitrine_all_day' => array(
			'type'    => 'boolean',
			'default' => false,
		),
		'vitrine_colour'  => array(
			'type'    => 'string',
			'default' => '',
		),
		'vitrine_link'    => array(
			'type'    => 'string',
			'default' => '',
		),
		'vitrine_place'   => array(
			'type'    => 'string',
			'default' => '',
		),
	);

	/**
	 * Hooks the type in.
	 */
	public function hook(): void {
		add_action( 'init', array( $this, 'register' ) );
		add_filter( 'rest_' . self::NAME . '_collection_params', array( $this, 'collection_params' ) );
		add_filter( 'rest_' . self::NAME . '_query', array( $this, 'rest_query' ), 10, 2 );
		add_filter( 'post_updated_messages', array( $this, 'messages' ) );
	}

	/**
	 * Admin notices after saving an event, naming it an event.
	 *
	 * @param array<string, array<int, string>> $messages Messages by post type.
	 * @return array<string, array<int, string>>
	 */
	public function messages( array $messages ): array {
		$saved                  = __( 'Event saved.', 'vitrine' );
		$messages[ self::NAME ] = array(
			1  => __( 'Event updated.', 'vitrine' ),
			4  => __( 'Event updated.', 'vitrine' ),
			6  => __( 'Event published.', 'vitrine' ),
			7  => $saved,
			8  => $saved,
			9  => $saved,
			10 => __( 'Event draft updated.', 'vitrine' ),
		);
		return $messages;
	}

	/**
	 * Post type, taxonomy and fields.
	 */
	public function register(): void {
		register_post_type(
			self::NAME,
			array(
				'labels'        => array(
					'name'          => __( 'Events', 'vitrine' ),
					'singular_name' => __( 'Event', 'vitrine' ),
					'add_new_item'  => __( 'Add event', 'vitrine' ),
					'edit_item'     => __( 'Edit event', 'vitrine' ),
					'all_items'     => __( 'All events', 'vitrine' ),
					'search_items'  => __( 'Search events', 'vitrine' ),
					'not_found'     => __( 'No events found.', 'vitrine' ),
				),
				'public'        => true,
				'has_archive'   => false,
				'rewrite'       => array( 'slug' => 'veranstaltung' ),
				'menu_icon'     => 'dashicons-calendar-alt',
				// No "editor": the fields sit in a meta box with WordPress' colour picker.
				'supports'      => array( 'title', 'excerpt', 'thumbnail', 'custom-fields' ),
				'show_in_rest'  => true,
				'rest_base'     => 'vitrine-events',
				'taxonomies'    => array( self::CATEGORY ),
				'map_meta_cap'  => true,
				'capability_type' => 'post',
			)
		);
		register_taxonomy(
			self::CATEGORY,
			self::NAME,
			array(
				'labels'            => array(
					'name'          => __( 'Event categories', 'vitrine' ),
					'singular_name' => __( 'Event category', 'vitrine' ),
				),
				'hierarchical'      => true,
				'show_in_rest'      => true,
				'rest_base'         => 'vitrine-event-categories',
				'show_admin_column' => true,
			)
		);
		foreach ( self::FIELDS as $key => $schema ) {
			register_post_meta(
				self::NAME,
				$key,
				array(
					'type'              => $schema['type'],
					'single'            => true,
					'default'           => $schema['default'],
					'show_in_rest'      => true,
					'sanitize_callback' => array( self::class, 'sanitize_' . substr( $key, 8 ) ),
					'auth_callback'     => static fn(): bool => current_user_can( 'edit_posts' ),
				)
			);
		}
	}

	/**
	 * A date-time as stored: `Y-m-d\TH:i`, or '' when it is not one.
	 *
	 * @param mixed $value Submitted value.
	 * @return string
	 */
	public static function sanitize_date( mixed $value ): string {
		if ( ! is_string( $value ) ) {
			return '';
		}
		$date = \DateTimeImmutable::createFromFormat( '!Y-m-d\TH:i', substr( trim( $value ), 0, 16 ), wp_timezone() );
		return $date ? $date->format( 'Y-m-d\TH:i' ) : '';
	}

	/**
	 * @param mixed $value Submitted value.
	 * @return string
	 */
	public static function sanitize_start( mixed $value ): string {
		return self::sanitize_date( $value );
	}

	/**
	 * @param mixed $value Submitted value.
	 * @return string
	 */
	public static function sanitize_end( mixed $value ): string {
		return self::sanitize_date( $value );
	}

	/**
	 * @param mixed $value Submitted value.
	 * @return bool
	 */
	public static function sanitize_all_day( mixed $value ): bool {
		return rest_sanitize_boolean( $value );
	}

	/**
	 * @param mixed $value Submitted value.
	 * @return string A #rrggbb colour or ''.
	 */
	public static function sanitize_colour( mixed $value ): string {
		$hex = is_string( $value ) ? sanitize_hex_color( trim( $value ) ) : null;
		return is_string( $hex ) && '' !== $hex ? Colour::normalise( $hex ) : '';
	}

	/**
	 * @param mixed $value Submitted value.
	 * @return string
	 */
	public static function sanitize_link( mixed $value ): string {
		return is_string( $value ) ? esc_url_raw( trim( $value ), array( 'http', 'https' ) ) : '';
	}

	/**
	 * The place: one line of plain text (venue and address), at most 200 characters.
	 *
	 * @param mixed $value Submitted value.
	 * @return string
	 */
	public static function sanitize_place( mixed $value ): string {
		return is_string( $value ) ? mb_substr( sanitize_text_field( $value ), 0, 200 ) : '';
	}

	/**
	 * Adds `start` to the REST collection's orderby values.
	 *
	 * @param array<string, mixed> $params Collection parameters.
	 * @return array<string, mixed>
	 */
	public function collection_params( array $params ): array {
		if ( isset( $params['orderby']['enum'] ) && is_array( $params['orderby']['enum'] ) ) {
			$params['orderby']['enum'][] = 'start';
		}
		return $params;
	}

	/**
	 * Turns `orderby=start` into a query on the start field.
	 *
	 * @param array<string, mixed> $args    WP_Query arguments.
	 * @param \WP_REST_Request     $request The request.
	 * @return array<string, mixed>
	 */
	public function rest_query( array $args, \WP_REST_Request $request ): array {
		if ( 'start' === $request->get_param( 'orderby' ) ) {
			$args['meta_key'] = 'vitrine_start'; // phpcs:ignore WordPress.DB.SlowDBQuery
			$args['orderby']  = 'meta_value';
		}
		return $args;
	}
}
