<?php
/**
 * What the provider's approval pages show of the shop.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment;

defined( 'ABSPATH' ) || exit;

/**
 * The brand name of an experience_context (orders and vault setup tokens):
 * the site title, at most the 127 characters the provider documents, and
 * left out when the site has no title (the provider documents at least one
 * character; without it, it shows the account's own business name).
 */
final class Experience {

	/**
	 * `brand_name` for an experience_context, or nothing.
	 *
	 * @return array<string, string>
	 */
	public static function brand(): array {
		$name = trim( mb_substr( wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES ), 0, 127 ) );
		return '' === $name ? array() : array( 'brand_name' => $name );
	}
}
