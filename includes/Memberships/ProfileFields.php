<?php
/**
 * Profile fields defined by the admin, with values per member.
 *
 * @package Vitrine
 */

namespace Vitrine\Memberships;

defined( 'ABSPATH' ) || exit;

/**
 * Field definitions (slug, name, type) live in one option; each member's
 * values in user meta `vitrine_field_<slug>`.
 */
final class ProfileFields {

	public const OPTION = 'vitrine_profile_fields';

	public const META_PREFIX = 'vitrine_field_';

	public const TYPES = array( 'text', 'textarea', 'url' );

	/**
	 * The defined fields, in order.
	 *
	 * @return array<int, array{slug: string, name: string, type: string}>
	 */
	public static function definitions(): array {
		$stored = get_option( self::OPTION, array() );
		return self::sanitize_definitions( is_array( $stored ) ? $stored : array() );
	}

	/**
	 * Stores field definitions; invalid or duplicate slugs are dropped.
	 *
	 * @param array<int, mixed> $fields Field definitions.
	 */
	public static function define( array $fields ): void {
		update_option( self::OPTION, self::sanitize_definitions( $fields ), true );
	}

	/**
	 * Normalises a list of definitions.
	 *
	 * @param array<int|string, mixed> $fields Raw definitions.
	 * @return array<int, array{slug: string, name: string, type: string}>
	 */
	public static function sanitize_definitions( array $fields ): array {
		$clean = array();
		foreach ( $fields as $field ) {
			if ( ! is_array( $field ) ) {
				continue;
			}
			$slug = sanitize_key( (string) ( $field['slug'] ?? '' ) );
			$name = sanitize_text_field( (string) ( $field['name'] ?? '' ) );
			$type = (string) ( $field['type'] ?? 'text' );
			if ( '' === $slug || '' === $name || isset( $clean[ $slug ] ) ) {
				continue;
			}
			$clean[ $slug ] = array(
				'slug' => $slug,
				'name' => $name,
				'type' => in_array( $type, self::TYPES, true ) ? $type : 'text',
			);
		}
		return array_values( $clean );
	}

	/**
	 * Sets one member's value of a field.
	 *
	 * @param int    $user_id User.
	 * @param string $slug    Field slug.
	 * @param string $value   Value (plain text; URLs for url fields).
	 */
	public static function set_value( int $user_id, string $slug, string $value ): void {
		update_user_meta( $user_id, self::META_PREFIX . sanitize_key( $slug ), $value );
	}

	/**
	 * The fields in $slugs that the member has a value for, in definition order.
	 *
	 * @param int      $user_id User (its meta must be cached for speed).
	 * @param string[] $slugs   Slugs the directory shows.
	 * @return array<int, array{slug: string, name: string, value: string}>
	 */
	public static function values( int $user_id, array $slugs ): array {
		$out = array();
		foreach ( self::definitions() as $field ) {
			if ( ! in_array( $field['slug'], $slugs, true ) ) {
				continue;
			}
			$value = (string) get_user_meta( $user_id, self::META_PREFIX . $field['slug'], true );
			if ( '' === $value ) {
				continue;
			}
			$out[] = array(
				'slug'  => $field['slug'],
				'name'  => $field['name'],
				'value' => $value,
			);
		}
		return $out;
	}
}
