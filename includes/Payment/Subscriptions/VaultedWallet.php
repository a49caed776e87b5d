<?php
/**
 * The logged-in customer's saved wallet on a free-trial cart (§2.7, §3.11 vaulted_paypal_email).
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Subscriptions;

use Vitrine\Payment\Config\Printer;
use Vitrine\Payment\Ids;
use Vitrine\Payment\Module;
use Vitrine\Payment\Vault\WalletEmails;
use Vitrine\Shared\Templates;
use Vitrine\Store\PaymentToken;
use Vitrine\Store\Stores;

defined( 'ABSPATH' ) || exit;

/**
 * §3.11 `vaulted_paypal_email` is the payer e-mail of the customer's saved
 * wallet (her default one first), only on a free-trial cart at the
 * checkout. With it §2.7 applies: the wallet's buttons are not rendered;
 * the wallet's box shows the vaulted wallet details
 * (`.ppcp-vaulted-paypal-details`: the e-mail) and carries the token id in
 * `vitrine_vaulted_wallet_token`, and the shop's own place-order button
 * starts the trial on that wallet (FreeTrialHooks → FreeTrial::on_placed,
 * which takes only a token of the order's customer).
 *
 * A wallet saved before the e-mail was kept (schema 4) gets it from the
 * provider when it is needed here (Vault\WalletEmails), so it starts a
 * free trial like one saved today.
 */
final class VaultedWallet {

	/** The checkout form's field with the saved wallet's token id. */
	public const FIELD = 'vitrine_vaulted_wallet_token';

	/**
	 * How a user's wallets get their missing e-mail (tests replace it).
	 *
	 * @var (\Closure(int): PaymentToken[])|null
	 */
	private static ?\Closure $filler = null;

	/**
	 * Tests: how missing e-mails are filled; null for the provider's.
	 *
	 * @param (\Closure(int): PaymentToken[])|null $filler User id => her methods, filled.
	 */
	public static function fill_with( ?\Closure $filler ): void {
		self::$filler = $filler;
	}

	/**
	 * The methods with the wallets' e-mails: as they are when one wallet
	 * has its e-mail or none lacks it, else asked from the provider once.
	 *
	 * @param PaymentToken[] $tokens The customer's saved methods, default first.
	 * @return PaymentToken[]
	 */
	public static function with_emails( array $tokens ): array {
		if ( null !== self::of( $tokens ) ) {
			return $tokens;
		}
		foreach ( $tokens as $token ) {
			if ( WalletEmails::lacks_email( $token ) ) {
				$fill = self::$filler ?? static fn( int $user_id ): array => ( new WalletEmails( Module::services()->store, Module::services()->vault ) )->fill( $user_id );
				return $fill( $token->user_id );
			}
		}
		return $tokens;
	}

	/**
	 * The saved wallet that a free trial can start on: the first wallet
	 * token (default first) whose e-mail the provider returned.
	 *
	 * @param PaymentToken[] $tokens The customer's saved methods, default first.
	 */
	public static function of( array $tokens ): ?PaymentToken {
		foreach ( $tokens as $token ) {
			if ( Ids::GATEWAY_WALLET === $token->gateway && '' !== $token->email ) {
				return $token;
			}
		}
		return null;
	}

	/**
	 * §3.11 vaulted_paypal_email: the saved wallet's e-mail on a free-trial
	 * cart at the checkout of a logged-in customer while saving methods is
	 * on, '' otherwise.
	 *
	 * @param string         $context    Page context.
	 * @param bool           $free_trial §3.11 is_free_trial_cart.
	 * @param bool           $vaulting   Saving methods is on.
	 * @param PaymentToken[] $tokens     The customer's saved methods ([] for a guest).
	 */
	public static function email( string $context, bool $free_trial, bool $vaulting, array $tokens ): string {
		if ( ! $free_trial || ! $vaulting || Ids::CONTEXT_CHECKOUT !== $context ) {
			return '';
		}
		return self::of( self::with_emails( $tokens ) )?->email ?? '';
	}

	/**
	 * The wallet method's box on the checkout when §2.7's vaulted free trial
	 * holds ('' otherwise: the box keeps the buttons' wrapper).
	 */
	public static function box_html(): string {
		$config  = Printer::booted()?->config() ?? array();
		$user_id = get_current_user_id();
		$email   = (string) ( $config['vaulted_paypal_email'] ?? '' );
		if ( '' === $email || empty( $config['is_free_trial_cart'] ) || $user_id <= 0 ) {
			return '';
		}
		$token = self::of( self::with_emails( Stores::get()->payment_tokens( $user_id ) ) );
		return $token && $token->email === $email ? self::render( $token ) : '';
	}

	/**
	 * The box's HTML for a saved wallet (tests call this).
	 *
	 * @param PaymentToken $token The customer's saved wallet.
	 */
	public static function render( PaymentToken $token ): string {
		return Templates::render(
			'checkout/vaulted-wallet',
			array(
				'email'    => $token->email,
				'field'    => self::FIELD,
				'token_id' => $token->id,
			)
		);
	}
}
