<?php
/**
 * Which session created a provider order (bot traffic).
 *
 * @package Vitrine
 */

namespace Vitrine\Payment;

use Vitrine\Ajax\Caller;

defined( 'ABSPATH' ) || exit;

/**
 * create_order notes the caller (cart session, or user) of each provider
 * order it makes; approve_order and update_shipping then refuse a caller
 * the note names someone else — the fuzz bench found that another session
 * knowing a provider order id could make the capture run for it, which
 * cancelled the owner's order and made a new one. The note is a transient
 * of three hours (a provider order expires before that): when it is gone
 * (expired, or evicted from an object cache) the call is let through as
 * before, so a shopper is never refused for a lost note. Stores a hash of
 * the caller, never the session key itself.
 */
final class Owners {

	/** Transient prefix. */
	public const PREFIX = 'vitrine_owner_';

	/** How long a note is kept (seconds). */
	public const TTL = 3 * HOUR_IN_SECONDS;

	/**
	 * The caller a note names: its cart session, else its user.
	 *
	 * @param Caller $caller Who asks.
	 */
	private static function subject( Caller $caller ): string {
		$who = '' !== $caller->session ? $caller->session : ( $caller->user_id > 0 ? 'user:' . $caller->user_id : '' );
		return '' === $who ? '' : hash_hmac( 'sha256', $who, wp_salt( 'nonce' ) );
	}

	/**
	 * The transient of a provider order.
	 *
	 * @param string $provider_order_id Provider order id.
	 */
	private static function name( string $provider_order_id ): string {
		return self::PREFIX . substr( hash( 'sha256', $provider_order_id ), 0, 32 );
	}

	/**
	 * Notes who created a provider order.
	 *
	 * @param string $provider_order_id Provider order id.
	 * @param Caller $caller            Who created it.
	 */
	public static function record( string $provider_order_id, Caller $caller ): void {
		$subject = self::subject( $caller );
		if ( '' !== $provider_order_id && '' !== $subject ) {
			set_transient( self::name( $provider_order_id ), $subject, self::TTL );
		}
	}

	/**
	 * Whether the note names another caller than this one (false without a note).
	 *
	 * @param string $provider_order_id Provider order id.
	 * @param Caller $caller            Who asks.
	 */
	public static function belongs_to_another( string $provider_order_id, Caller $caller ): bool {
		$noted = get_transient( self::name( $provider_order_id ) );
		return is_string( $noted ) && '' !== $noted && ! hash_equals( $noted, self::subject( $caller ) );
	}
}
