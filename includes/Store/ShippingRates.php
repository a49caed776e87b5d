<?php
/**
 * The shop's shipping rates.
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

defined( 'ABSPATH' ) || exit;

/**
 * Flat rates per order, from the `vitrine_shipping_rates` setting (a list of
 * id, label, cost in minor units), with two German defaults.
 */
final class ShippingRates {

	/**
	 * All rates, the default first.
	 *
	 * @return array<int, array{id: string, label: string, cost: int}>
	 */
	public static function all(): array {
		$rates = get_option( 'vitrine_shipping_rates' );
		$valid = array();
		if ( is_array( $rates ) ) {
			foreach ( $rates as $rate ) {
				if ( is_array( $rate ) && isset( $rate['id'], $rate['label'], $rate['cost'] ) && is_int( $rate['cost'] ) && $rate['cost'] >= 0 ) {
					$valid[] = array(
						'id'    => sanitize_key( $rate['id'] ),
						'label' => (string) $rate['label'],
						'cost'  => $rate['cost'],
					);
				}
			}
		}
		if ( $valid ) {
			return $valid;
		}
		return array(
			array(
				'id'    => 'standard',
				'label' => __( 'Standard shipping (3–5 working days)', 'vitrine' ),
				'cost'  => 490,
			),
			array(
				'id'    => 'express',
				'label' => __( 'Express shipping (next working day)', 'vitrine' ),
				'cost'  => 990,
			),
		);
	}

	/**
	 * A rate by ID, or the first one for '' or an unknown ID.
	 *
	 * @param string $rate_id Rate ID.
	 * @return array{id: string, label: string, cost: int}
	 */
	public static function pick( string $rate_id ): array {
		$rates = self::all();
		foreach ( $rates as $rate ) {
			if ( $rate['id'] === $rate_id ) {
				return $rate;
			}
		}
		return $rates[0];
	}

	/**
	 * Whether a rate ID exists.
	 *
	 * @param string $rate_id Rate ID.
	 */
	public static function exists( string $rate_id ): bool {
		return in_array( $rate_id, array_column( self::all(), 'id' ), true );
	}
}
