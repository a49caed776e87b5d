<?php
/**
 * Which payment context a vitrine/payment-buttons block stands for.
 *
 * @package Vitrine
 */

namespace Vitrine\Blocks;

use Vitrine\Payment\Ids;
use Vitrine\Shared\FormInput;
use Vitrine\Store\ProductRepository;

defined( 'ABSPATH' ) || exit;

/**
 * The block is not built yet, but it already announces its payment context
 * (§2.4), so the page gets the §3.11 configuration object it will read.
 */
final class PaymentButtons {

	/**
	 * The block's context and the page data of `vitrine_payment_context`.
	 *
	 * @param array<string, mixed> $attributes Block attributes (`context`: '' derives it from the page).
	 * @return array{0: string, 1: array<string, int>}
	 */
	public static function context( array $attributes ): array {
		$page   = array();
		$change = FormInput::id( $_GET['change_payment_method'] ?? null ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read-only: §2.5 marks the page, the §3.11 builder checks ownership.
		if ( $change > 0 ) {
			$page['change_payment_method'] = $change;
		}
		$post_id = (int) get_the_ID();
		if ( $post_id > 0 && ProductRepository::POST_TYPE === get_post_type( $post_id ) ) {
			$page['product_id'] = $post_id;
		}
		$context = is_string( $attributes['context'] ?? null ) ? $attributes['context'] : '';
		if ( '' === $context ) {
			$context = isset( $page['product_id'] ) ? Ids::CONTEXT_PRODUCT : Ids::CONTEXT_CHECKOUT;
		}
		return array( $context, $page );
	}
}
