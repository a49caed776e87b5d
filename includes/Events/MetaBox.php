<?php
/**
 * The event fields on the event edit screen.
 *
 * @package Vitrine
 */

namespace Vitrine\Events;

defined( 'ABSPATH' ) || exit;

/**
 * Date, all-day flag, place, colour (WordPress' colour picker) and link of an event,
 * plus a sortable start column in the list of events.
 */
final class MetaBox {

	private const NONCE = 'vitrine_event_fields';

	/**
	 * Hooks the box in.
	 */
	public function hook(): void {
		add_action( 'add_meta_boxes_' . PostType::NAME, array( $this, 'add' ) );
		add_action( 'save_post_' . PostType::NAME, array( $this, 'save' ) );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
		add_filter( 'manage_' . PostType::NAME . '_posts_columns', array( $this, 'columns' ) );
		add_filter( 'manage_edit-' . PostType::NAME . '_sortable_columns', array( $this, 'sortable' ) );
		add_action( 'manage_' . PostType::NAME . '_posts_custom_column', array( $this, 'column' ), 10, 2 );
		add_action( 'pre_get_posts', array( $this, 'sort' ) );
	}

	/**
	 * Adds the box.
	 */
	public function add(): void {
		add_meta_box( 'vitrine-event-fields', __( 'Event details', 'vitrine' ), array( $this, 'render' ), PostType::NAME, 'normal', 'high' );
	}

	/**
	 * The colour picker, on event screens only.
	 *
	 * @param string $hook Admin page.
	 */
	public function enqueue( string $hook ): void {
		if ( ! in_array( $hook, array( 'post.php', 'post-new.php' ), true ) || PostType::NAME !== get_current_screen()?->post_type ) {
			return;
		}
		wp_enqueue_style( 'wp-color-picker' );
		wp_enqueue_script( 'wp-color-picker' );
		wp_add_inline_script( 'wp-color-picker', 'jQuery( function ( $ ) { $( ".vitrine-event-colour" ).wpColorPicker(); } );' );
	}

	/**
	 * The fields.
	 *
	 * @param \WP_Post $post The event.
	 */
	public function render( \WP_Post $post ): void {
		wp_nonce_field( self::NONCE, self::NONCE );
		$value = static fn( string $key ) => get_post_meta( $post->ID, $key, true );
		$rows  = array(
			array( 'vitrine_start', __( 'Start', 'vitrine' ), 'datetime-local' ),
			array( 'vitrine_end', __( 'End', 'vitrine' ), 'datetime-local' ),
			array( 'vitrine_place', __( 'Place', 'vitrine' ), 'text' ),
			array( 'vitrine_link', __( 'Link', 'vitrine' ), 'url' ),
		);
		echo '<table class="form-table" role="presentation">';
		foreach ( $rows as [ $key, $label, $type ] ) {
			printf(
				'<tr><th><label for="%1$s">%2$s</label></th><td><input type="%3$s" id="%1$s" name="%1$s" value="%4$s" class="regular-text" /></td></tr>',
				esc_attr( $key ),
				esc_html( $label ),
				esc_attr( $type ),
				esc_attr( (string) $value( $key ) )
			);
		}
		printf(
			'<tr><th>%1$s</th><td><label><input type="checkbox" name="vitrine_all_day" value="1" %2$s /> %3$s</label></td></tr>',
			esc_html__( 'All day', 'vitrine' ),
			checked( (bool) $value( 'vitrine_all_day' ), true, false ),
			esc_html__( 'The event lasts all day', 'vitrine' )
		);
		printf(
			'<tr><th><label for="vitrine_colour">%1$s</label></th><td><input type="text" id="vitrine_colour" name="vitrine_colour" class="vitrine-event-colour" value="%2$s" data-default-color="%3$s" /></td></tr>',
			esc_html__( 'Colour', 'vitrine' ),
			esc_attr( (string) $value( 'vitrine_colour' ) ),
			esc_attr( Colour::FALLBACK )
		);
		echo '</table>';
	}

	/**
	 * Saves the fields after checking nonce and capability; the registered
	 * meta sanitisers validate the values.
	 *
	 * @param int $post_id Event id.
	 */
	public function save( int $post_id ): void {
		$nonce = isset( $_POST[ self::NONCE ] ) ? sanitize_text_field( wp_unslash( $_POST[ self::NONCE ] ) ) : '';
		if ( ! wp_verify_nonce( $nonce, self::NONCE ) || ! current_user_can( 'edit_post', $post_id ) || wp_is_post_autosave( $post_id ) ) {
			return;
		}
		foreach ( array( 'vitrine_start', 'vitrine_end', 'vitrine_colour', 'vitrine_link', 'vitrine_place' ) as $key ) {
			$raw = isset( $_POST[ $key ] ) ? sanitize_text_field( wp_unslash( $_POST[ $key ] ) ) : '';
			update_post_meta( $post_id, $key, $raw );
		}
		update_post_meta( $post_id, 'vitrine_all_day', ! empty( $_POST['vitrine_all_day'] ) );
	}

	/**
	 * Adds the start column.
	 *
	 * @param array<string, string> $columns Columns.
	 * @return array<string, string>
	 */
	public function columns( array $columns ): array {
		$columns['vitrine_start'] = __( 'Start', 'vitrine' );
		return $columns;
	}

	/**
	 * @param array<string, string> $columns Sortable columns.
	 * @return array<string, string>
	 */
	public function sortable( array $columns ): array {
		$columns['vitrine_start'] = 'vitrine_start';
		return $columns;
	}

	/**
	 * @param string $column  Column.
	 * @param int    $post_id Event id.
	 */
	public function column( string $column, int $post_id ): void {
		if ( 'vitrine_start' === $column ) {
			echo esc_html( Repository::format_when( Repository::event( get_post( $post_id ) ) ) );
		}
	}

	/**
	 * Sorts the admin list by start when asked.
	 *
	 * @param \WP_Query $query The list query.
	 */
	public function sort( \WP_Query $query ): void {
		if ( is_admin() && $query->is_main_query() && 'vitrine_start' === $query->get( 'orderby' ) ) {
			$query->set( 'meta_key', 'vitrine_start' );
			$query->set( 'orderby', 'meta_value' );
		}
	}
}
