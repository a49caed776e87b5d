<?php
/**
 * What a subscription line of the cart costs after today.
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

use Vitrine\Store\Money;
use Vitrine\Store\Store;

defined( 'ABSPATH' ) || exit;

/**
 * A subscription with a trial or a synchronised renewal
 * costs "0,00 €" today, which alone reads like a free product. Its cart line
 * says what is due today and what is due after ("0,00 € heute, danach
 * 14,90 € pro Monat"), in the product page's words (ProductView).
 */
final class RecurringText {

	/**
	 * "29,90 € pro Monat" for a cart line of a subscription; '' otherwise.
	 *
	 * @param Store                $store The shop.
	 * @param array<string, mixed> $item  Priced cart line (recurring, product_id, variation_id).
	 * @param string               $currency ISO code.
	 */
	public static function per_period( Store $store, array $item, string $currency ): string {
		if ( ! isset( $item['recurring'] ) || ! is_int( $item['recurring'] ) ) {
			return '';
		}
		$product = $store->product( (int) ( $item['product_id'] ?? 0 ) );
		if ( ! $product ) {
			return '';
		}
		$variation = ! empty( $item['variation_id'] ) ? $product->variation( (int) $item['variation_id'] ) : null;
		$plan      = $variation && $variation->plan ? $variation->plan : $product->plan;
		$amount    = Money::format( $item['recurring'], $currency );
		return $plan ? ProductView::per_period( $amount, $plan ) : $amount;
	}

	/**
	 * The line total cell's content: the amount due today (the element the
	 * cart script updates) and, for a subscription, "heute, danach …".
	 *
	 * @param string $total      Formatted line total.
	 * @param string $per_period Recurring text, '' for other lines.
	 */
	public static function total_html( string $total, string $per_period ): string {
		$html = '<span data-cart-line-total>' . esc_html( $total ) . '</span>';
		if ( '' === $per_period ) {
			return $html;
		}
		/* translators: after the amount due now: "0,00 € today" */
		$html .= ' <span class="vitrine-cart__due">' . esc_html__( 'today', 'vitrine' ) . '</span>';
		/* translators: %s: recurring price, e.g. 14,90 € pro Monat */
		return $html . '<span class="vitrine-cart__then">' . esc_html( sprintf( __( 'then %s', 'vitrine' ), $per_period ) ) . '</span>';
	}
}
