<?php
/**
 * The shopper's event pages: the single event template and its calendar file.
 *
 * @package Vitrine
 */

namespace Vitrine\Events;

use Vitrine\Shared\Versioned;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the block template of event pages (`/veranstaltung/{slug}/`,
 * editable in the site editor like the product template) and answers the
 * event's calendar file at `/veranstaltung/{slug}/ics/` or `?ics=1`.
 */
final class EventPages {

	/** The template's name in the registry: plugin namespace // template hierarchy slug. */
	public const TEMPLATE = 'vitrine//single-' . PostType::NAME;

	public const QUERY_ICS = 'vitrine_ics';

	/** Slug of the calendar page (the events overview), unless the filter says otherwise. */
	public const CALENDAR_PAGE = 'veranstaltungen';

	/** Bumped when the rules change, so they are flushed once. */
	private const RULES_VERSION = '1';

	private const RULES_OPTION = 'vitrine_event_rules';

	/**
	 * Hooks in.
	 */
	public static function hook(): void {
		add_action( 'init', array( self::class, 'register_template' ), 20 );
		add_action( 'init', array( self::class, 'add_rules' ) );
		add_action( 'init', array( self::class, 'maybe_flush' ), 99 );
		add_filter( 'query_vars', array( self::class, 'query_vars' ) );
		add_action( 'template_redirect', array( self::class, 'maybe_send_ics' ) );
	}

	/**
	 * `init`: the single event template (WordPress 6.7+; older versions
	 * show the theme's single template).
	 */
	public static function register_template(): void {
		if ( ! function_exists( 'register_block_template' ) ) {
			return;
		}
		register_block_template(
			self::TEMPLATE,
			array(
				'title'       => __( 'Single event', 'vitrine' ),
				'description' => __( 'Shows an event with its date, place, image, description and calendar file.', 'vitrine' ),
				'content'     => self::template_content(),
				'post_types'  => array( PostType::NAME ),
				'plugin'      => 'vitrine',
			)
		);
	}

	/**
	 * The template's blocks: the theme's header and footer around title,
	 * image and the event's details. No author or post meta: an event has
	 * no "Written by".
	 */
	public static function template_content(): string {
		return '<!-- wp:template-part {"slug":"header","tagName":"header"} /-->
<!-- wp:group {"tagName":"main","layout":{"type":"constrained"}} -->
<main class="wp-block-group"><!-- wp:post-title {"level":1} /-->

<!-- wp:post-featured-image /-->

<!-- wp:vitrine/event-details /--></main>
<!-- /wp:group -->

<!-- wp:template-part {"slug":"footer","tagName":"footer"} /-->';
	}

	/**
	 * `/veranstaltung/{slug}/ics/`.
	 */
	public static function add_rules(): void {
		add_rewrite_rule( '^veranstaltung/([^/]+)/ics/?$', 'index.php?' . PostType::NAME . '=$matches[1]&' . self::QUERY_ICS . '=1', 'top' );
	}

	/**
	 * Flushes the rules once after they changed.
	 */
	public static function maybe_flush(): void {
		Versioned::once( self::RULES_OPTION, self::RULES_VERSION, static fn() => flush_rewrite_rules( false ) );
	}

	/**
	 * @param string[] $vars Public query variables.
	 * @return string[]
	 */
	public static function query_vars( array $vars ): array {
		$vars[] = self::QUERY_ICS;
		return $vars;
	}

	/**
	 * The URL of an event's calendar file.
	 *
	 * @param int $event_id Event.
	 */
	public static function ics_url( int $event_id ): string {
		$link = (string) get_permalink( $event_id );
		if ( '' === (string) get_option( 'permalink_structure' ) || 'publish' !== get_post_status( $event_id ) ) {
			return add_query_arg( 'ics', '1', $link );
		}
		return trailingslashit( $link ) . 'ics/';
	}

	/**
	 * The calendar page, the overview of all events: the page
	 * `/veranstaltungen/`, or the home page when there is none. The filter
	 * `vitrine_events_calendar_url` names another.
	 */
	public static function calendar_url(): string {
		$page = get_page_by_path( self::CALENDAR_PAGE );
		$url  = $page instanceof \WP_Post && 'publish' === $page->post_status ? (string) get_permalink( $page ) : home_url( '/' );
		return (string) apply_filters( 'vitrine_events_calendar_url', $url );
	}

	/**
	 * `template_redirect`: answers the calendar file of the event shown.
	 */
	public static function maybe_send_ics(): void {
		$answer = self::ics_answer();
		if ( null === $answer ) {
			return;
		}
		status_header( $answer['status'] );
		foreach ( $answer['headers'] as $name => $value ) {
			header( $name . ': ' . $value );
		}
		echo $answer['body']; // phpcs:ignore WordPress.Security.EscapeOutput -- text/calendar, escaped by Ics::text(); the 404 text is escaped in ics_answer().
		exit;
	}

	/**
	 * The answer to a request for the calendar file of the event the main
	 * query shows (`/veranstaltung/{slug}/ics/` or `?ics=1`), or null when the
	 * request asks for none.
	 *
	 * @return array{status: int, headers: array<string, string>, body: string}|null
	 */
	public static function ics_answer(): ?array {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only download.
		$asked = get_query_var( self::QUERY_ICS ) || isset( $_GET['ics'] );
		if ( ! $asked || ! is_singular( PostType::NAME ) ) {
			return null;
		}
		$post = get_queried_object();
		if ( ! $post instanceof \WP_Post ) {
			return null;
		}
		$body = self::ics( $post );
		if ( '' === $body ) {
			return array(
				'status'  => 404,
				'headers' => array( 'Content-Type' => 'text/plain; charset=utf-8' ),
				'body'    => esc_html__( 'This event has no date yet.', 'vitrine' ),
			);
		}
		return array(
			'status'  => 200,
			'headers' => array(
				'Content-Type'           => 'text/calendar; charset=utf-8',
				'Content-Disposition'    => 'attachment; filename="' . sanitize_file_name( $post->post_name . '.ics' ) . '"',
				'X-Content-Type-Options' => 'nosniff',
			),
			'body'    => $body,
		);
	}

	/**
	 * The calendar file of an event.
	 *
	 * @param \WP_Post $post The event.
	 */
	public static function ics( \WP_Post $post ): string {
		$event = Repository::event( $post );
		$host  = (string) wp_parse_url( home_url(), PHP_URL_HOST );
		return Ics::calendar(
			array(
				'uid'         => 'vitrine-event-' . $post->ID . '@' . ( '' !== $host ? $host : 'localhost' ),
				'start'       => $event['start'],
				'end'         => $event['end'],
				'all_day'     => $event['all_day'],
				'summary'     => html_entity_decode( wp_strip_all_tags( get_the_title( $post ) ), ENT_QUOTES, 'UTF-8' ),
				'location'    => $event['place'],
				'description' => html_entity_decode( wp_strip_all_tags( $event['excerpt'] ), ENT_QUOTES, 'UTF-8' ),
				'url'         => (string) get_permalink( $post ),
			),
			wp_timezone(),
			new \DateTimeImmutable( 'now', new \DateTimeZone( 'UTC' ) )
		);
	}
}
