<?php
/**
 * Schema pieces the shop endpoints share.
 *
 * @package Vitrine
 */

namespace Vitrine\Shop\Endpoints;

defined( 'ABSPATH' ) || exit;

/**
 * Bounds of the shop's input: product lines of §3.6, cart item
 * keys and the URL-encoded checkout form. Ids are whole numbers of at most
 * 2^31 − 1 (a float or a 64-bit id never reaches the store); quantities stay
 * wide enough for the store's own German "1 to 9999" message.
 */
final class Schemas {

	/** Most lines in one products list (a grouped product's page sends one per child). */
	public const MAX_LINES = 50;

	/** Longest URL-encoded checkout form. */
	public const MAX_FORM_LENGTH = 20000;

	/**
	 * §3.6 product lines: id, quantity, variations ({name, value} list or
	 * attribute map), variation_id, extra fields, booking fields.
	 *
	 * @return array<string, mixed>
	 */
	public static function products(): array {
		$text = static fn( int $max ): array => array(
			'type'      => 'string',
			'maxLength' => $max,
		);
		return array(
			'type'     => 'array',
			'maxItems' => self::MAX_LINES,
			'items'    => array(
				'type'       => 'object',
				'properties' => array(
					'id'           => array(
						'type'    => 'integer',
						'minimum' => 1,
					),
					'quantity'     => array( 'type' => 'integer' ),
					'variation_id' => array( 'type' => 'integer' ),
					'variations'   => array(
						'type'                 => array( 'null', 'array', 'object' ),
						'maxItems'             => 20,
						'maxProperties'        => 20,
						'items'                => array(
							'type'       => 'object',
							'properties' => array(
								'name'  => $text( 200 ),
								'value' => $text( 200 ),
							),
							'required'   => array( 'name', 'value' ),
						),
						'additionalProperties' => $text( 200 ),
					),
					'extra'        => array(
						'type'                 => 'object',
						'maxProperties'        => 50,
						'additionalProperties' => $text( 2000 ),
					),
					'booking'      => array(
						'type'                 => array( 'null', 'object' ),
						'maxProperties'        => 20,
						'additionalProperties' => array(
							'type'      => array( 'integer', 'string' ),
							'maxLength' => 100,
						),
					),
				),
				'required'   => array( 'id' ),
			),
		);
	}

	/**
	 * A cart line's key (md5).
	 *
	 * @return array<string, mixed>
	 */
	public static function cart_item_key(): array {
		return array(
			'type'      => 'string',
			'maxLength' => 32,
			'pattern'   => '^[a-f0-9]{32}$',
		);
	}

	/**
	 * The checkout form, URL-encoded (§7.2 form_encoded).
	 *
	 * @return array<string, mixed>
	 */
	public static function form_encoded(): array {
		return array(
			'type'      => 'string',
			'maxLength' => self::MAX_FORM_LENGTH,
		);
	}
}
