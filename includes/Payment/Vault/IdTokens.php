<?php
/**
 * The identity token of a returning customer (§6 data-user-id-token).
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Vault;

use Vitrine\Provider\ApiError;
use Vitrine\Provider\Identity;

defined( 'ABSPATH' ) || exit;

/**
 * §3.11 save_payment_methods.id_token and the SDK's data-user-id-token: the
 * provider's id_token for the user's provider customer id, so its buttons and
 * card fields know the customer's saved methods. '' for a user without a
 * provider customer yet, or when the provider cannot be asked (the page still
 * works, only without the provider's own list of saved methods). Kept a few
 * minutes per user and customer: every page of a logged-in shopper needs it,
 * and the provider's id tokens live longer than that.
 */
final class IdTokens {

	private const TTL = 10 * MINUTE_IN_SECONDS;

	/**
	 * @param \Closure(): Identity $identity The provider's identity calls (built only when needed).
	 * @param CustomerIds          $customers Provider customer ids.
	 */
	public function __construct( private readonly \Closure $identity, private readonly CustomerIds $customers = new CustomerIds() ) {}

	/**
	 * The user's id token, '' for none.
	 *
	 * @param int $user_id User.
	 */
	public function for_user( int $user_id ): string {
		$customer = $this->customers->get( $user_id );
		if ( '' === $customer ) {
			return '';
		}
		$key    = 'vitrine_id_token_' . $user_id . '_' . md5( $customer );
		$cached = get_transient( $key );
		if ( is_string( $cached ) && '' !== $cached ) {
			return $cached;
		}
		try {
			$token = ( $this->identity )()->id_token( $customer );
		} catch ( ApiError $error ) {
			unset( $error );
			return '';
		}
		if ( '' !== $token ) {
			set_transient( $key, $token, self::TTL );
		}
		return $token;
	}
}
