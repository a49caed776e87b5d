<?php
/**
 * A saved payment method.
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

defined( 'ABSPATH' ) || exit;

/**
 * A vaulted card or wallet account of a user. Only the provider's token ID
 * and display data are kept, never a card number.
 */
final class PaymentToken {

	/**
	 * @param int    $id                Token ID.
	 * @param int    $user_id           Owner.
	 * @param string $gateway           Gateway ID (§9.3).
	 * @param string $provider_token_id The provider's vault token ID.
	 * @param string $brand             Card brand (visa, mastercard, amex…) or the wallet's name.
	 * @param string $last_digits       Last four digits of a card, '' for a wallet.
	 * @param int    $expiry_month      1–12, 0 for a wallet.
	 * @param int    $expiry_year       Four digits, 0 for a wallet.
	 * @param bool   $is_default        Whether it is the user's default method.
	 * @param string $email             The payer's e-mail of a saved wallet (as the provider answered it), '' for a card.
	 */
	public function __construct(
		public readonly int $id,
		public readonly int $user_id,
		public readonly string $gateway,
		public readonly string $provider_token_id,
		public readonly string $brand,
		public readonly string $last_digits,
		public readonly int $expiry_month,
		public readonly int $expiry_year,
		public readonly bool $is_default,
		public readonly string $email = '',
	) {}
}
