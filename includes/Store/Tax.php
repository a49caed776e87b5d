<?php
/**
 * German VAT on gross prices.
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

defined( 'ABSPATH' ) || exit;

/**
 * Pure rules: every price in the shop is a gross price (German consumers see
 * prices including VAT), so tax is the part of a gross amount that a rate
 * includes, never added on top.
 *
 * - Rounding: per line, half up, in cents (UStAE 14.5 (19) allows rounding
 *   per line or per invoice and rate; WooCommerce, which German shops run,
 *   rounds per line by default, so invoices match what shoppers know).
 * - Shipping is an ancillary service (Nebenleistung) and shares the tax of
 *   the goods it carries: a cart of 7 % goods ships at 7 %; a cart with
 *   several rates splits the shipping by the shipped goods' gross value per rate
 *   (the split German tax advisers and Germanized's "split tax" apply). A cart
 *   without priced goods (a free trial) ships at the standard rate.
 */
final class Tax {

	public const STANDARD = 'standard';
	public const REDUCED  = 'reduced';
	public const ZERO     = 'zero';

	/** Tax class => rate in percent (Germany, UStG §12). */
	public const RATES = array(
		self::STANDARD => 19,
		self::REDUCED  => 7,
		self::ZERO     => 0,
	);

	/**
	 * The rate of a tax class; an unknown class is the standard rate.
	 *
	 * @param string $tax_class One of RATES' keys.
	 */
	public static function rate( string $tax_class ): int {
		return self::RATES[ $tax_class ] ?? self::RATES[ self::STANDARD ];
	}

	/**
	 * The tax classes with their German names, for the product data box.
	 *
	 * @return array<string, string>
	 */
	public static function class_labels(): array {
		return array(
			self::STANDARD => __( 'Standard rate (19 %)', 'vitrine' ),
			self::REDUCED  => __( 'Reduced rate (7 %)', 'vitrine' ),
			self::ZERO     => __( 'Tax-free (0 %)', 'vitrine' ),
		);
	}

	/**
	 * The label of one rate's tax in totals: "enthaltene MwSt. 19 %".
	 *
	 * @param int $rate Rate in percent.
	 */
	public static function label( int $rate ): string {
		/* translators: %d: VAT rate in percent */
		return sprintf( __( 'Included VAT %d %%', 'vitrine' ), $rate );
	}

	/**
	 * Taxes per rate as display rows, highest rate first.
	 *
	 * @param array<int, array{rate: int, tax: int}> $taxes    Taxes per rate.
	 * @param string                                 $currency ISO 4217 code.
	 * @return array<int, array{label: string, amount: string}>
	 */
	public static function rows( array $taxes, string $currency ): array {
		return array_map(
			static fn( array $tax ): array => array(
				'label'  => self::label( (int) $tax['rate'] ),
				'amount' => Money::format( (int) $tax['tax'], $currency ),
			),
			$taxes
		);
	}

	/**
	 * The tax a gross amount includes at a rate, rounded half up to the
	 * minor unit: 1290 at 19 % → 206 (12,90 € includes 2,06 €).
	 *
	 * @param int $gross Gross amount in minor units.
	 * @param int $rate  Rate in percent.
	 */
	public static function included( int $gross, int $rate ): int {
		if ( $gross < 0 ) {
			return -self::included( -$gross, $rate );
		}
		if ( $rate <= 0 ) {
			return 0;
		}
		return intdiv( 2 * $gross * $rate + 100 + $rate, 2 * ( 100 + $rate ) );
	}

	/**
	 * Shipping split over the cart's rates by the goods' gross value per
	 * rate (largest remainder, so the shares add up to the shipping exactly).
	 *
	 * @param int             $shipping      Gross shipping in minor units.
	 * @param array<int, int> $goods_by_rate Rate => gross goods value.
	 * @return array<int, int> Rate => gross shipping share.
	 */
	public static function shipping_shares( int $shipping, array $goods_by_rate ): array {
		$goods_by_rate = array_filter( $goods_by_rate, static fn( int $gross ): bool => $gross > 0 );
		$goods         = array_sum( $goods_by_rate );
		if ( $shipping <= 0 ) {
			return array();
		}
		if ( $goods <= 0 ) {
			return array( self::RATES[ self::STANDARD ] => $shipping );
		}
		krsort( $goods_by_rate );
		$shares     = array();
		$remainders = array();
		foreach ( $goods_by_rate as $rate => $gross ) {
			$shares[ $rate ]     = intdiv( $shipping * $gross, $goods );
			$remainders[ $rate ] = ( $shipping * $gross ) % $goods;
		}
		$left = $shipping - array_sum( $shares );
		arsort( $remainders );
		foreach ( array_keys( $remainders ) as $rate ) {
			if ( $left <= 0 ) {
				break;
			}
			++$shares[ $rate ];
			--$left;
		}
		return $shares;
	}

	/**
	 * The tax per rate of a cart or order: each line's tax (rounded per line)
	 * plus the tax of the shipping's share, highest rate first; rates without
	 * tax (0 %) are left out. Shipping is split over the shipped lines only:
	 * a ticket or a membership in the same cart causes no shipping.
	 *
	 * @param array<int, array{rate: int, gross: int, shipped?: bool}> $lines    Lines' rate, gross total and whether shipped (default yes).
	 * @param int                                                      $shipping Gross shipping.
	 * @return array<int, array{rate: int, tax: int}>
	 */
	public static function summary( array $lines, int $shipping ): array {
		$goods = array();
		$taxes = array();
		foreach ( $lines as $line ) {
			if ( $line['shipped'] ?? true ) {
				$goods[ $line['rate'] ] = ( $goods[ $line['rate'] ] ?? 0 ) + $line['gross'];
			}
			$taxes[ $line['rate'] ] = ( $taxes[ $line['rate'] ] ?? 0 ) + self::included( $line['gross'], $line['rate'] );
		}
		foreach ( self::shipping_shares( $shipping, $goods ) as $rate => $share ) {
			$taxes[ $rate ] = ( $taxes[ $rate ] ?? 0 ) + self::included( $share, $rate );
		}
		krsort( $taxes );
		$summary = array();
		foreach ( $taxes as $rate => $tax ) {
			if ( $rate > 0 && $tax > 0 ) {
				$summary[] = array(
					'rate' => (int) $rate,
					'tax'  => $tax,
				);
			}
		}
		return $summary;
	}

	/**
	 * The tax of a shipping amount alone (what its shares include).
	 *
	 * @param int             $shipping      Gross shipping.
	 * @param array<int, int> $goods_by_rate Rate => gross goods value.
	 */
	public static function shipping_tax( int $shipping, array $goods_by_rate ): int {
		$tax = 0;
		foreach ( self::shipping_shares( $shipping, $goods_by_rate ) as $rate => $share ) {
			$tax += self::included( $share, $rate );
		}
		return $tax;
	}

	/**
	 * A line as the provider's items (§3.6): the provider wants a net
	 * `unit_amount` and a per-unit `tax`, and refuses a unit whose items do
	 * not add up to its breakdown. A line's tax is rounded once for the line,
	 * which a quantity times one unit's values cannot always give, so such a
	 * line becomes two items: k units one cent more net and one cent less tax
	 * than the others. Every unit still costs the gross price, and the items'
	 * net and tax add up to the line's exactly.
	 *
	 * @param int $unit_gross Gross price of one unit.
	 * @param int $quantity   Units (≥ 1).
	 * @param int $line_tax   The line's tax (included( unit_gross × quantity, rate )).
	 * @return array<int, array{quantity: int, net: int, tax: int}>
	 */
	public static function provider_items( int $unit_gross, int $quantity, int $line_tax ): array {
		$quantity = max( 1, $quantity );
		$net      = $unit_gross * $quantity - $line_tax;
		$base     = intdiv( $net, $quantity );
		$extra    = $net - $base * $quantity;
		$items    = array(
			array(
				'quantity' => $quantity - $extra,
				'net'      => $base,
				'tax'      => $unit_gross - $base,
			),
		);
		if ( $extra > 0 ) {
			$items[] = array(
				'quantity' => $extra,
				'net'      => $base + 1,
				'tax'      => $unit_gross - $base - 1,
			);
		}
		return array_values( array_filter( $items, static fn( array $item ): bool => $item['quantity'] > 0 ) );
	}
}
