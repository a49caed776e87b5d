<?php
/**
 * German display of shop values in the account and the admin screens.
 *
 * @package Vitrine
 */

namespace Vitrine\Account;

use DateTimeImmutable;
use DateTimeZone;
use Vitrine\Shop\Countries;
use Vitrine\Store\PaymentToken;
use Vitrine\Store\Subscription;
use Vitrine\Store\SubscriptionPlan;

defined( 'ABSPATH' ) || exit;

/**
 * Pure formatting helpers (translated strings, the site's date format).
 */
final class Labels {

	/**
	 * Name of a subscription status.
	 *
	 * @param string $status Subscription status.
	 */
	public static function subscription_status( string $status ): string {
		$labels = array(
			Subscription::PENDING   => __( 'Pending', 'vitrine' ),
			Subscription::ACTIVE    => __( 'Active', 'vitrine' ),
			Subscription::ON_HOLD   => __( 'On hold', 'vitrine' ),
			Subscription::CANCELLED => _x( 'Cancelled', 'subscription status', 'vitrine' ),
			Subscription::EXPIRED   => __( 'Expired', 'vitrine' ),
		);
		return $labels[ $status ] ?? $status;
	}

	/**
	 * How often a plan is billed: "every month", "every 3 months".
	 *
	 * @param SubscriptionPlan $plan Terms.
	 */
	public static function billing_period( SubscriptionPlan $plan ): string {
		$n = $plan->interval;
		switch ( $plan->period ) {
			case 'day':
				/* translators: %d: number of days */
				return sprintf( _n( 'every day', 'every %d days', $n, 'vitrine' ), $n );
			case 'week':
				/* translators: %d: number of weeks */
				return sprintf( _n( 'every week', 'every %d weeks', $n, 'vitrine' ), $n );
			case 'year':
				/* translators: %d: number of years */
				return sprintf( _n( 'every year', 'every %d years', $n, 'vitrine' ), $n );
		}
		/* translators: %d: number of months */
		return sprintf( _n( 'every month', 'every %d months', $n, 'vitrine' ), $n );
	}

	/**
	 * A calendar date (Y-m-d, shop time zone) in the site's format.
	 *
	 * @param string|null $date Y-m-d, or null.
	 */
	public static function date( ?string $date ): string {
		if ( null === $date || '' === $date ) {
			return '—';
		}
		$day = new DateTimeImmutable( $date, wp_timezone() );
		return (string) wp_date( (string) get_option( 'date_format' ), $day->getTimestamp() );
	}

	/**
	 * A stored UTC datetime in the site's date format and time zone.
	 *
	 * @param string $datetime Y-m-d H:i:s, UTC.
	 */
	public static function utc_date( string $datetime ): string {
		$moment = new DateTimeImmutable( $datetime, new DateTimeZone( 'UTC' ) );
		return (string) wp_date( (string) get_option( 'date_format' ), $moment->getTimestamp() );
	}

	/**
	 * A saved payment method: "Visa •••• 4242".
	 *
	 * @param PaymentToken $token Token.
	 */
	public static function token( PaymentToken $token ): string {
		$brand = '' === $token->brand ? __( 'Card', 'vitrine' ) : ucfirst( $token->brand );
		return '' === $token->last_digits ? $brand : $brand . ' •••• ' . $token->last_digits;
	}

	/**
	 * Expiry of a card: "12/2028", '' for a wallet.
	 *
	 * @param PaymentToken $token Token.
	 */
	public static function expiry( PaymentToken $token ): string {
		return $token->expiry_year > 0 ? sprintf( '%02d/%04d', $token->expiry_month, $token->expiry_year ) : '';
	}

	/**
	 * The lines of an address (billing_/shipping_ fields without prefix), as
	 * written on a letter; empty parts left out.
	 *
	 * @param array<string, string> $fields Fields.
	 * @return string[]
	 */
	public static function address_lines( array $fields ): array {
		return array_values(
			array_filter(
				array(
					trim( ( $fields['first_name'] ?? '' ) . ' ' . ( $fields['last_name'] ?? '' ) ),
					$fields['company'] ?? '',
					$fields['address_1'] ?? '',
					$fields['address_2'] ?? '',
					trim( ( $fields['postcode'] ?? '' ) . ' ' . ( $fields['city'] ?? '' ) ),
					trim( ( $fields['state'] ?? '' ) . ' ' . ( '' === ( $fields['country'] ?? '' ) ? '' : Countries::name( (string) $fields['country'] ) ) ),
					$fields['email'] ?? '',
					$fields['phone'] ?? '',
				),
				static fn( string $line ): bool => '' !== $line
			)
		);
	}
}
