<?php
/**
 * Which shipping zone and methods apply, and what they cost.
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

defined( 'ABSPATH' ) || exit;

/**
 * Pure rules over the owner's shipping settings (ShippingSettings has their
 * shape):
 *
 * - A zone is a list of countries, or "the rest of the world"
 *   (`everywhere`). The first zone that lists the destination's country
 *   wins; the rest-of-the-world zone only takes what no other zone lists.
 *   A country no zone takes is not delivered to.
 * - Until the shopper gives an address, the cart is priced for the home
 *   country: the first country of the first zone (the owner's own market
 *   comes first), Germany when that zone lists none.
 * - Methods: `flat` costs its amount; `free` costs nothing and is offered
 *   only from its minimum order value (the gross value of the whole cart
 *   before shipping, what German shops call "Warenwert"); `pickup` costs
 *   its amount and takes no surcharge, nothing being carried.
 * - Shipping classes (bulky goods): each shipped unit of a product in a
 *   class adds the class's surcharge to flat and free methods.
 * - The chosen method is the one the shopper picked when it is offered,
 *   otherwise the first offered one.
 *
 * VAT is not decided here: shipping is an ancillary service and shares the
 * rate of the goods it carries, split by value when rates mix (Tax). The
 * specification has no rule on VAT (§3.6 names only the purchase units'
 * breakdown, §4.8 only the pop-up's callbacks); Tax follows German law.
 */
final class ShippingRules {

	public const FLAT   = 'flat';
	public const FREE   = 'free';
	public const PICKUP = 'pickup';

	/** The method types. */
	public const TYPES = array( self::FLAT, self::FREE, self::PICKUP );

	/** The home country when the first zone names none. */
	public const FALLBACK_COUNTRY = 'DE';

	/**
	 * The zone that serves a country: the first that lists it, else the
	 * rest-of-the-world zone, else none.
	 *
	 * @param array<int, array<string, mixed>> $zones   Zones in the owner's order.
	 * @param string                           $country ISO 3166-1 alpha-2 code.
	 * @return array<string, mixed>|null
	 */
	public static function zone_for( array $zones, string $country ): ?array {
		$country = strtoupper( $country );
		$rest    = null;
		foreach ( $zones as $zone ) {
			if ( ! empty( $zone['everywhere'] ) ) {
				$rest ??= $zone;
			} elseif ( in_array( $country, (array) ( $zone['countries'] ?? array() ), true ) ) {
				return $zone;
			}
		}
		return '' === $country ? null : $rest;
	}

	/**
	 * The country a cart is priced for before an address is known.
	 *
	 * @param array<int, array<string, mixed>> $zones Zones in the owner's order.
	 */
	public static function home_country( array $zones ): string {
		$first = $zones[0] ?? array();
		$codes = empty( $first['everywhere'] ) ? (array) ( $first['countries'] ?? array() ) : array();
		return isset( $codes[0] ) && is_string( $codes[0] ) ? $codes[0] : self::FALLBACK_COUNTRY;
	}

	/**
	 * The destination: the address's country, or the home country when the
	 * address has none.
	 *
	 * @param array<int, array<string, mixed>> $zones   Zones.
	 * @param string                           $country The address's country, '' for none.
	 */
	public static function destination( array $zones, string $country ): string {
		$country = strtoupper( trim( $country ) );
		return '' === $country ? self::home_country( $zones ) : $country;
	}

	/**
	 * Of the countries a form offers, those some zone delivers to.
	 *
	 * @param array<int, array<string, mixed>> $zones     Zones.
	 * @param string[]                         $countries Country codes.
	 * @return string[]
	 */
	public static function served( array $zones, array $countries ): array {
		return array_values( array_filter( $countries, static fn( string $code ): bool => null !== self::zone_for( $zones, $code ) ) );
	}

	/**
	 * The methods a zone offers for a cart, with their cost.
	 *
	 * @param array<string, mixed>                                             $zone    The zone.
	 * @param array<int, array{quantity: int, shipped: bool, class: string}> $lines   The cart's lines.
	 * @param array<int, array<string, mixed>>                                 $classes Shipping classes (id, surcharge).
	 * @param int                                                              $goods   Gross value of the goods before shipping.
	 * @return array<int, array{id: string, label: string, cost: int, type: string}>
	 */
	public static function rates( array $zone, array $lines, array $classes, int $goods ): array {
		$surcharge = self::surcharge( $lines, $classes );
		$rates     = array();
		foreach ( (array) ( $zone['methods'] ?? array() ) as $method ) {
			$type = (string) ( $method['type'] ?? self::FLAT );
			if ( self::FREE === $type && $goods < (int) ( $method['min_amount'] ?? 0 ) ) {
				continue;
			}
			$cost    = match ( $type ) {
				self::FREE   => $surcharge,
				self::PICKUP => max( 0, (int) ( $method['cost'] ?? 0 ) ),
				default      => max( 0, (int) ( $method['cost'] ?? 0 ) ) + $surcharge,
			};
			$rates[] = array(
				'id'    => (string) ( $method['id'] ?? '' ),
				'label' => (string) ( $method['label'] ?? '' ),
				'cost'  => $cost,
				'type'  => $type,
			);
		}
		return $rates;
	}

	/**
	 * The surcharge of a cart's bulky goods: per shipped unit, its class's.
	 *
	 * @param array<int, array{quantity: int, shipped: bool, class: string}> $lines   Lines.
	 * @param array<int, array<string, mixed>>                                 $classes Shipping classes.
	 */
	public static function surcharge( array $lines, array $classes ): int {
		$by_id = array();
		foreach ( $classes as $class ) {
			$by_id[ (string) ( $class['id'] ?? '' ) ] = max( 0, (int) ( $class['surcharge'] ?? 0 ) );
		}
		$sum = 0;
		foreach ( $lines as $line ) {
			if ( $line['shipped'] && '' !== $line['class'] ) {
				$sum += ( $by_id[ $line['class'] ] ?? 0 ) * max( 0, $line['quantity'] );
			}
		}
		return $sum;
	}

	/**
	 * The method charged: the chosen one when offered, else the first.
	 *
	 * @param array<int, array{id: string, label: string, cost: int, type: string}> $rates  Offered methods.
	 * @param string                                                                $chosen The shopper's choice, '' for none.
	 * @return array{id: string, label: string, cost: int, type: string}|null
	 */
	public static function pick( array $rates, string $chosen ): ?array {
		foreach ( $rates as $rate ) {
			if ( $rate['id'] === $chosen ) {
				return $rate;
			}
		}
		return $rates[0] ?? null;
	}
}
