<?php
/**
 * Choices for the directory block's inspector.
 *
 * @package Vitrine
 */

namespace Vitrine\Memberships;

defined( 'ABSPATH' ) || exit;

/**
 * Gives the editor script the plans, statuses, profile fields and default
 * texts, so the inspector needs no extra requests.
 */
final class EditorData {

	public const HANDLE = 'vitrine-members-directory-editor-script';

	/**
	 * Adds the data before the block's editor script.
	 */
	public static function enqueue(): void {
		$options = static function ( array $map ): array {
			$out = array();
			foreach ( $map as $value => $label ) {
				$out[] = array(
					'value' => $value,
					'label' => $label,
				);
			}
			return $out;
		};
		$fields  = array();
		foreach ( ProfileFields::definitions() as $field ) {
			$fields[ $field['slug'] ] = $field['name'];
		}
		$defaults = Directory::settings( array() );
		$data     = array(
			'plans'         => $options( Plans::published() ),
			'statuses'      => $options( Statuses::all() ),
			'profileFields' => $options( $fields ),
			'texts'         => array(
				'searchNotFound'  => Directory::search_not_found_text( $defaults ),
				'resultsNotFound' => Directory::results_not_found_text( $defaults ),
			),
		);
		wp_add_inline_script( self::HANDLE, 'window.vitrineMembersEditor = ' . wp_json_encode( $data ) . ';', 'before' );
	}
}
