<?php
/**
 * German VAT notes next to prices and the tax rows of totals.
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

use Vitrine\Store\Product;
use Vitrine\Store\Tax;

defined( 'ABSPATH' ) || exit;

/**
 * What the Preisangabenverordnung asks of a German shop: next to each price
 * that it includes VAT and whether shipping comes on top ("inkl. MwSt.,
 * zzgl. Versand", the shipping page linked), and in totals the VAT they
 * include per rate ("enthaltene MwSt. 19 %").
 */
final class TaxDisplay {

	/**
	 * The note next to a product's price. Escaped HTML.
	 *
	 * @param Product $product The product.
	 */
	public static function price_note( Product $product ): string {
		$parts = array( 0 === $product->tax_rate() ? esc_html__( 'tax-free', 'vitrine' ) : esc_html__( 'incl. VAT', 'vitrine' ) );
		if ( $product->needs_shipping ) {
			/* translators: %s: the word "shipping", linked to the shipping costs page */
			$parts[] = sprintf( esc_html__( 'plus %s', 'vitrine' ), LegalPages::link( 'shipping', __( 'shipping', 'vitrine' ) ) );
		}
		return '<span class="vitrine-tax-note">' . implode( ', ', $parts ) . '</span>';
	}

	/**
	 * Table rows (`<tr>`) of the taxes, for the totals tables of cart,
	 * checkout and order pages.
	 *
	 * @param array<int, array{rate: int, tax: int}> $taxes    Taxes per rate.
	 * @param string                                 $currency ISO 4217 code.
	 */
	public static function table_rows( array $taxes, string $currency ): string {
		$html = '';
		foreach ( Tax::rows( $taxes, $currency ) as $row ) {
			$html .= '<tr class="vitrine-tax-row"><th scope="row">' . esc_html( $row['label'] ) . '</th><td>' . esc_html( $row['amount'] ) . '</td></tr>';
		}
		return $html;
	}
}
