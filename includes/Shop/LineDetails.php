<?php
/**
 * What a cart or order line is, beyond its name.
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

use Vitrine\Store\Money;

defined( 'ABSPATH' ) || exit;

/**
 * Booking date, time and persons, and a subscription's recurring amount and
 * first payment date, as a small German list under the product name (the
 * variation's options are already part of the line's name).
 */
final class LineDetails {

	/**
	 * The details of a priced cart line or an order item's meta.
	 *
	 * @param array<string, mixed> $line     Line with booking, recurring, first_payment.
	 * @param string               $currency ISO code.
	 */
	public static function html( array $line, string $currency = '' ): string {
		$currency = '' === $currency ? Money::currency() : $currency;
		$rows     = array();
		$booking  = is_array( $line['booking'] ?? null ) ? $line['booking'] : null;
		if ( $booking ) {
			$date = \DateTimeImmutable::createFromFormat( '!Y-m-d', (string) ( $booking['date'] ?? '' ), wp_timezone() );
			$rows[ __( 'Date', 'vitrine' ) ] = $date ? wp_date( (string) get_option( 'date_format' ), $date->getTimestamp() ) : (string) ( $booking['date'] ?? '' );
			if ( ! empty( $booking['time'] ) ) {
				$rows[ __( 'Time', 'vitrine' ) ] = (string) $booking['time'];
			}
			$rows[ __( 'Persons', 'vitrine' ) ] = (string) (int) ( $booking['persons'] ?? 1 );
		}
		if ( isset( $line['recurring'] ) && is_int( $line['recurring'] ) ) {
			$rows[ __( 'Recurring amount', 'vitrine' ) ] = Money::format( $line['recurring'], $currency );
			if ( ! empty( $line['first_payment'] ) ) {
				$first = \DateTimeImmutable::createFromFormat( '!Y-m-d', (string) $line['first_payment'], wp_timezone() );
				$rows[ __( 'First payment', 'vitrine' ) ] = $first ? wp_date( (string) get_option( 'date_format' ), $first->getTimestamp() ) : (string) $line['first_payment'];
			}
		}
		if ( ! $rows ) {
			return '';
		}
		$html = '<dl class="vitrine-line-details">';
		foreach ( $rows as $label => $value ) {
			$html .= '<dt>' . esc_html( $label ) . '</dt><dd>' . esc_html( $value ) . '</dd>';
		}
		return $html . '</dl>';
	}
}
