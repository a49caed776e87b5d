<?php
/**
 * Admin screens for profile fields: their definitions and each member's values.
 *
 * @package Vitrine
 */

namespace Vitrine\Memberships;

defined( 'ABSPATH' ) || exit;

/**
 * "Mitgliedschaften → Profilfelder" defines fields (slug, name, type); the
 * user profile screen edits a member's values.
 */
final class ProfileFieldsAdmin {

	public const PAGE = 'vitrine-profile-fields';

	/**
	 * Adds the hooks.
	 */
	public static function boot(): void {
		add_action( 'admin_menu', array( self::class, 'menu' ) );
		add_action( 'admin_post_vitrine_profile_fields', array( self::class, 'save_definitions' ) );
		add_action( 'show_user_profile', array( self::class, 'user_fields' ) );
		add_action( 'edit_user_profile', array( self::class, 'user_fields' ) );
		add_action( 'personal_options_update', array( self::class, 'save_user_fields' ) );
		add_action( 'edit_user_profile_update', array( self::class, 'save_user_fields' ) );
	}

	/**
	 * The submenu below the plans.
	 */
	public static function menu(): void {
		add_submenu_page(
			'edit.php?post_type=' . Plans::POST_TYPE,
			__( 'Profile fields', 'vitrine' ),
			__( 'Profile fields', 'vitrine' ),
			'manage_options',
			self::PAGE,
			array( self::class, 'page' )
		);
	}

	/**
	 * The definitions form: one row per field plus an empty one to add.
	 */
	public static function page(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$rows   = ProfileFields::definitions();
		$rows[] = array(
			'slug' => '',
			'name' => '',
			'type' => 'text',
		);
		$types  = array(
			'text'     => __( 'Text', 'vitrine' ),
			'textarea' => __( 'Long text', 'vitrine' ),
			'url'      => __( 'Web address', 'vitrine' ),
		);
		echo '<div class="wrap"><h1>' . esc_html__( 'Profile fields', 'vitrine' ) . '</h1>';
		echo '<p>' . esc_html__( 'Fields members can fill in; the members directory block chooses which of them it shows. Empty a row\'s name to delete the field.', 'vitrine' ) . '</p>';
		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
		wp_nonce_field( 'vitrine_profile_fields' );
		echo '<input type="hidden" name="action" value="vitrine_profile_fields" />';
		echo '<table class="widefat striped"><thead><tr><th>' . esc_html__( 'Slug', 'vitrine' ) . '</th><th>' . esc_html__( 'Name', 'vitrine' ) . '</th><th>' . esc_html__( 'Type', 'vitrine' ) . '</th></tr></thead><tbody>';
		foreach ( $rows as $i => $row ) {
			printf(
				'<tr><td><input name="fields[%1$d][slug]" value="%2$s" aria-label="%3$s" /></td><td><input name="fields[%1$d][name]" value="%4$s" aria-label="%5$s" /></td><td><select name="fields[%1$d][type]" aria-label="%6$s">',
				(int) $i,
				esc_attr( $row['slug'] ),
				esc_attr__( 'Slug', 'vitrine' ),
				esc_attr( $row['name'] ),
				esc_attr__( 'Name', 'vitrine' ),
				esc_attr__( 'Type', 'vitrine' )
			);
			foreach ( $types as $type => $label ) {
				printf( '<option value="%s"%s>%s</option>', esc_attr( $type ), selected( $row['type'], $type, false ), esc_html( $label ) );
			}
			echo '</select></td></tr>';
		}
		echo '</tbody></table>';
		submit_button();
		echo '</form></div>';
	}

	/**
	 * Saves the definitions (admin-post handler).
	 */
	public static function save_definitions(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'You may not change profile fields.', 'vitrine' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( 'vitrine_profile_fields' );
		$fields = isset( $_POST['fields'] ) && is_array( $_POST['fields'] ) ? wp_unslash( $_POST['fields'] ) : array(); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- sanitized in define().
		ProfileFields::define( $fields );
		wp_safe_redirect( admin_url( 'edit.php?post_type=' . Plans::POST_TYPE . '&page=' . self::PAGE . '&updated=1' ) );
		exit;
	}

	/**
	 * The member's values on the profile screen.
	 *
	 * @param \WP_User $user User being edited.
	 */
	public static function user_fields( \WP_User $user ): void {
		$fields = ProfileFields::definitions();
		if ( ! $fields ) {
			return;
		}
		echo '<h2>' . esc_html__( 'Profile fields', 'vitrine' ) . '</h2><table class="form-table" role="presentation">';
		foreach ( $fields as $field ) {
			$id    = 'vitrine-field-' . $field['slug'];
			$value = (string) get_user_meta( $user->ID, ProfileFields::META_PREFIX . $field['slug'], true );
			printf( '<tr><th><label for="%s">%s</label></th><td>', esc_attr( $id ), esc_html( $field['name'] ) );
			if ( 'textarea' === $field['type'] ) {
				printf( '<textarea id="%s" name="vitrine_fields[%s]" rows="3" class="regular-text">%s</textarea>', esc_attr( $id ), esc_attr( $field['slug'] ), esc_textarea( $value ) );
			} else {
				printf( '<input id="%s" type="%s" name="vitrine_fields[%s]" value="%s" class="regular-text" />', esc_attr( $id ), 'url' === $field['type'] ? 'url' : 'text', esc_attr( $field['slug'] ), esc_attr( $value ) );
			}
			echo '</td></tr>';
		}
		echo '</table>';
	}

	/**
	 * Saves the member's values (WordPress checked the profile form's nonce).
	 *
	 * @param int $user_id User.
	 */
	public static function save_user_fields( int $user_id ): void {
		if ( ! current_user_can( 'edit_user', $user_id ) ) {
			return;
		}
		check_admin_referer( 'update-user_' . $user_id );
		$values = isset( $_POST['vitrine_fields'] ) && is_array( $_POST['vitrine_fields'] ) ? wp_unslash( $_POST['vitrine_fields'] ) : array(); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- sanitized below.
		foreach ( ProfileFields::definitions() as $field ) {
			if ( ! isset( $values[ $field['slug'] ] ) ) {
				continue;
			}
			$raw   = (string) $values[ $field['slug'] ];
			$value = match ( $field['type'] ) {
				'url'      => esc_url_raw( $raw, array( 'http', 'https' ) ),
				'textarea' => sanitize_textarea_field( $raw ),
				default    => sanitize_text_field( $raw ),
			};
			ProfileFields::set_value( $user_id, $field['slug'], $value );
		}
	}
}
